import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FieldProps = ComponentProps<"input"> & { id: string; label: string; hint?: string };

/** A labelled input: every field in the app goes through this so none ships without a label. */
export function Field({ id, label, hint, ...props }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hintId} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
