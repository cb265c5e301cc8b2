import { GUIDE_LIMITS } from "@shared/style-guide";
import { Loader2, Sparkles } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { formatNumber } from "~/components/data-table/format";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { ApiError, reasonOf } from "~/lib/api";
import { useDescribeVoice } from "./guide-api";
import type { GuideFormValues, GuideKind } from "./guide-form";

/**
 * The voice, in a few sentences, and the button that has the model describe it from the example
 * texts (a charged run): the description fills the field and is kept only when the guide is saved.
 */
export function VoiceField({ kind, idPrefix }: { kind: GuideKind; idPrefix: string }) {
  const { register, setValue, control, formState } = useFormContext<GuideFormValues>();
  const describe = useDescribeVoice(kind);
  const voice = useWatch({ control, name: "voice" }) ?? "";
  const examples = (useWatch({ control, name: "examples" }) ?? []).map((e) => e.text.trim()).filter(Boolean);
  const id = `${idPrefix}-voice`;
  const message = formState.errors.voice?.message;
  const run = () =>
    describe.mutate(examples, {
      onSuccess: (answer) => {
        setValue("voice", answer.voice, { shouldDirty: true, shouldValidate: formState.isSubmitted });
        toast.success("Voice described", {
          description: `${formatNumber(answer.wordsCharged)} words charged. Save the guide to keep it.`,
        });
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.title : "Could not describe the voice", {
          description: reasonOf(error),
        }),
    });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {kind === "personal" ? "Your voice" : "Voice"}
        </label>
        <Button
          variant="outline"
          size="sm"
          disabled={examples.length === 0 || describe.isPending}
          aria-describedby={`${id}-describe-hint`}
          onClick={run}
        >
          {describe.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          )}
          {describe.isPending
            ? "Describing your voice…"
            : kind === "personal"
              ? "Describe my voice"
              : "Describe our voice"}
        </Button>
      </div>
      <Textarea
        id={id}
        rows={4}
        readOnly={describe.isPending}
        aria-busy={describe.isPending || undefined}
        placeholder="Warm and direct. Short sentences, active verbs, no jargon."
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
        {...register("voice")}
      />
      <p id={`${id}-hint`} className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span id={`${id}-describe-hint`}>
          {examples.length === 0
            ? "Add an example text below to have the voice described from it (a run, charged in words)."
            : "Describing the voice from the examples is a run, charged in words."}
        </span>
        <span className="tabular-nums">
          {formatNumber(voice.length)} / {formatNumber(GUIDE_LIMITS.voiceChars)}
        </span>
      </p>
      {message && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {message}
        </p>
      )}
      <p role="status" className="sr-only">
        {describe.isPending ? "Describing your voice…" : ""}
      </p>
    </div>
  );
}
