import { GUIDE_LIMITS } from "@shared/style-guide";
import { Plus, X } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import type { GuideFormValues } from "./guide-form";

/** Up to five example texts the voice can be described from. */
export function ExamplesEditor({ idPrefix }: { idPrefix: string }) {
  const { control, register, formState } = useFormContext<GuideFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "examples" });
  const errors = formState.errors.examples;
  const full = fields.length >= GUIDE_LIMITS.examples;
  return (
    <section aria-labelledby={`${idPrefix}-examples`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${idPrefix}-examples`} className="text-sm font-semibold">
          Example texts
        </h3>
        <span className="text-xs text-muted-foreground">
          {fields.length} of {GUIDE_LIMITS.examples}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        Paste writing that sounds right (up to {GUIDE_LIMITS.examples}); the voice can be described from them.
      </p>
      {fields.map((field, index) => {
        const id = `${idPrefix}-example-${index}`;
        const message = errors?.[index]?.text?.message;
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={id} className="text-xs font-medium">
                Example {index + 1}
              </label>
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                aria-label={`Remove example ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" /> Remove
              </Button>
            </div>
            <Textarea
              id={id}
              rows={4}
              className="min-h-24"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register(`examples.${index}.text`)}
            />
            {message && (
              <p id={`${id}-error`} className="text-xs text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      {errors?.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button variant="outline" size="sm" className="w-fit" disabled={full} onClick={() => append({ text: "" })}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add example
      </Button>
    </section>
  );
}
