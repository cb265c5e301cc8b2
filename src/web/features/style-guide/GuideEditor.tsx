import type { OrganizationGuide, PersonalGuide } from "@shared/style-guide";
import { useEffect, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ApiError, reasonOf } from "~/lib/api";
import { ConflictNotice } from "./ConflictNotice";
import { ExamplesEditor } from "./ExamplesEditor";
import { GuideSettings } from "./GuideSettings";
import { useSaveGuide } from "./guide-api";
import { fieldOf, type GuideFormValues, type GuideKind, guideResolver, toBody, toForm } from "./guide-form";
import { TermsEditor } from "./TermsEditor";
import { VoiceField } from "./VoiceField";

type Saved = { guide: PersonalGuide | OrganizationGuide; version: number };

type Props = Saved & {
  kind: GuideKind;
  idPrefix: string;
  /**
   * Another guide (the organization's) applies and only this one's voice counts: the voice comes
   * first, and the rest waits folded away, kept for when this guide applies again.
   */
  voiceOnly?: boolean;
  /** Reads the guide again (after someone else saved it): its newest version. */
  reload: () => Promise<Saved | undefined>;
};

/**
 * The style guide form, for an organization or a person. Validated in the browser with the
 * server's schema; a problem either finds is shown at its field, which gets the focus, and nothing
 * typed is lost. A save names the version the form was loaded from, so someone else's save in the
 * meantime is refused and offered as a reload instead of being overwritten.
 */
export function GuideEditor({ kind, idPrefix, guide, version, reload, voiceOnly = false }: Props) {
  const form = useForm<GuideFormValues>({ resolver: guideResolver(kind), defaultValues: toForm(guide, kind) });
  const save = useSaveGuide(kind);
  const [base, setBase] = useState(version);
  const [conflict, setConflict] = useState(false);
  const { isDirty } = form.formState;

  const adopt = (saved: Saved) => {
    form.reset(toForm(saved.guide, kind));
    setBase(saved.version);
    setConflict(false);
  };
  // A newer version read in the background replaces an untouched form only: typed changes stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version is news
  useEffect(() => {
    if (version !== base && !form.formState.isDirty) adopt({ guide, version });
  }, [version]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...toBody(values, kind), baseVersion: base });
      adopt(answer);
      toast.success("Saved", {
        description: kind === "organization" ? "Your members' checks and runs follow it now." : undefined,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "STYLE_GUIDE_CHANGED") return setConflict(true);
      const field = error instanceof ApiError && error.path ? fieldOf(error.path) : null;
      if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && field) {
        form.setError(
          field as Path<GuideFormValues>,
          { type: "server", message: error.message },
          { shouldFocus: true },
        );
        return;
      }
      toast.error("Could not save the style guide", { description: reasonOf(error) });
    }
  });

  const fresh = async () => {
    const saved = await reload().catch(() => undefined);
    if (!saved) toast.error("Could not load the style guide", { description: reasonOf(null) });
    return saved;
  };
  const loadTheirs = async () => {
    const saved = await fresh();
    if (saved) adopt(saved);
  };
  const keepMine = async () => {
    const saved = await fresh();
    if (!saved) return;
    setBase(saved.version);
    setConflict(false);
    toast.info("Your changes are kept. Save to replace the other version with them.");
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {voiceOnly ? (
          <>
            <VoiceField kind={kind} idPrefix={idPrefix} />
            <ExamplesEditor idPrefix={idPrefix} />
            {/* Folded, not removed: the fields stay in the form, so nothing of them is lost on save;
                it opens by itself when one of them holds a problem, to show it at its field. */}
            <details
              className="rounded-lg border border-border p-4"
              open={
                Object.keys(form.formState.errors).some((name) => name !== "voice" && name !== "examples") || undefined
              }
            >
              <summary className="cursor-pointer text-sm font-medium">
                Terms, spelling and tone (not used while your organization's guide applies)
              </summary>
              <div className="mt-4 flex flex-col gap-6">
                <GuideSettings kind={kind} idPrefix={idPrefix} />
                <TermsEditor idPrefix={idPrefix} />
              </div>
            </details>
          </>
        ) : (
          <>
            <GuideSettings kind={kind} idPrefix={idPrefix} />
            <TermsEditor idPrefix={idPrefix} />
            <VoiceField kind={kind} idPrefix={idPrefix} />
            <ExamplesEditor idPrefix={idPrefix} />
          </>
        )}
        {conflict && <ConflictNotice onLoadTheirs={loadTheirs} onKeepMine={keepMine} />}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button type="submit" disabled={!isDirty || save.isPending}>
            {save.isPending ? "Saving…" : "Save"}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {isDirty ? "Unsaved changes" : base === 0 ? "Not saved yet" : "All changes saved"}
          </span>
        </div>
      </form>
    </FormProvider>
  );
}
