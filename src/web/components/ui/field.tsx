import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FieldProps = ComponentProps<"input"> & { id: string; label: string; hint?: string; error?: string };

/**
 * A labelled input: every field in the app goes through this so none ships without a label. Its
 * hint (what it asks for, shown before typing) and its error (what is wrong with what was typed)
 * are read out with the field.
 */
export function Field({ id, label, hint, error, ...props }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...props} />
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
