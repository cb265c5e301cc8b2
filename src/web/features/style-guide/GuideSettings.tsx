import { FORMALITIES, GUIDE_LIMITS, SPELLING_VARIANTS } from "@shared/style-guide";
import { Controller, useFormContext } from "react-hook-form";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import type { GuideFormValues, GuideKind } from "./guide-form";

/** Spelling, formality and tone; for an organization, whether members may add their own voice. */
export function GuideSettings({ kind, idPrefix }: { kind: GuideKind; idPrefix: string }) {
  const { control, register, formState } = useFormContext<GuideFormValues>();
  const toneError = formState.errors.tone?.message;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-spelling`}>Spelling</Label>
          <Controller
            control={control}
            name="spelling"
            render={({ field }) => (
              <NativeSelect
                id={`${idPrefix}-spelling`}
                value={field.value}
                choices={SPELLING_VARIANTS}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-formality`}>Formality</Label>
          <Controller
            control={control}
            name="formality"
            render={({ field }) => (
              <NativeSelect
                id={`${idPrefix}-formality`}
                value={field.value}
                choices={FORMALITIES}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-tone`}>Tone</Label>
          <Input
            id={`${idPrefix}-tone`}
            placeholder="Friendly, confident"
            maxLength={GUIDE_LIMITS.toneChars}
            autoComplete="off"
            aria-invalid={toneError ? true : undefined}
            aria-describedby={toneError ? `${idPrefix}-tone-error` : undefined}
            {...register("tone")}
          />
          {toneError && (
            <p id={`${idPrefix}-tone-error`} className="text-xs text-destructive">
              {toneError}
            </p>
          )}
        </div>
      </div>
      {kind === "organization" && (
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="allowPersonalVoice"
            render={({ field }) => (
              <Switch
                id={`${idPrefix}-personal-voice`}
                ref={field.ref}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                aria-describedby={`${idPrefix}-personal-voice-hint`}
              />
            )}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${idPrefix}-personal-voice`}>Let members add their own voice</Label>
            <p id={`${idPrefix}-personal-voice-hint`} className="text-xs text-muted-foreground">
              A member's own voice description, from their profile, is added to this one in their runs.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
