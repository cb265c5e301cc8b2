import { GUIDE_LIMITS } from "@shared/style-guide";
import { X } from "lucide-react";
import type { ClipboardEvent, KeyboardEvent } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { GuideFormValues } from "./guide-form";

type Props = {
  index: number;
  idPrefix: string;
  /** Enter in any of the row's fields: the next row, or a new one after the last. */
  onEnter: (index: number) => void;
  onPaste: (index: number, event: ClipboardEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
};

type TextKey = "avoid" | "prefer" | "reason";
const TEXT_FIELDS: { key: TextKey; label: string; placeholder: string; max: number }[] = [
  { key: "avoid", label: "Avoid", placeholder: "utilize", max: GUIDE_LIMITS.termChars },
  { key: "prefer", label: "Use instead", placeholder: "use", max: GUIDE_LIMITS.termChars },
  { key: "reason", label: "Reason", placeholder: "Optional", max: GUIDE_LIMITS.reasonChars },
];

/** One term: the words to avoid, to use instead, why, and how it matches. */
export function TermRow({ index, idPrefix, onEnter, onPaste, onRemove }: Props) {
  const { register } = useFormContext<GuideFormValues>();
  const { errors } = useFormState<GuideFormValues>({ name: `terms.${index}` });
  const rowErrors = errors.terms?.[index];
  const n = index + 1;
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault(); // not a submit: Save is its own button
    onEnter(index);
  };
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0 md:grid-cols-[1fr_1fr_1.4fr_auto_auto]">
      {TEXT_FIELDS.map(({ key, label, placeholder, max }) => {
        const id = `${idPrefix}-term-${index}-${key}`;
        const message = rowErrors?.[key]?.message;
        return (
          <div key={key} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-xs font-medium text-muted-foreground md:sr-only">
              {label} <span className="sr-only">(term {n})</span>
            </label>
            <Input
              id={id}
              placeholder={placeholder}
              maxLength={max}
              autoComplete="off"
              className="h-9"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              onKeyDown={enter}
              onPaste={key === "avoid" ? (event) => onPaste(index, event) : undefined}
              {...register(`terms.${index}.${key}`)}
            />
            {message && (
              <p id={`${id}-error`} className="text-xs text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex items-center gap-4 md:h-9">
        <label className="flex items-center gap-1.5 text-xs whitespace-nowrap">
          <input type="checkbox" className="h-4 w-4 accent-primary" {...register(`terms.${index}.wholeWord`)} />
          Whole word<span className="sr-only"> (term {n})</span>
        </label>
        <label className="flex items-center gap-1.5 text-xs whitespace-nowrap">
          <input type="checkbox" className="h-4 w-4 accent-primary" {...register(`terms.${index}.matchCase`)} />
          Match case<span className="sr-only"> (term {n})</span>
        </label>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9 justify-self-end"
        aria-label={`Remove term ${n}`}
        onClick={() => onRemove(index)}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
