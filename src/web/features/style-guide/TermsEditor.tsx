import { GUIDE_LIMITS } from "@shared/style-guide";
import { Plus } from "lucide-react";
import type { ClipboardEvent } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { formatNumber } from "~/components/data-table/format";
import { Button } from "~/components/ui/button";
import { EMPTY_TERM, type GuideFormValues } from "./guide-form";
import { parsePastedTerms } from "./paste-terms";
import { TermRow } from "./TermRow";

const termsCount = (n: number) => `${formatNumber(n)} of ${formatNumber(GUIDE_LIMITS.terms)} terms`;

/**
 * The terms to avoid, one row each. Quick to fill: Enter moves to the next row (a new one after
 * the last), and lines of "avoid → prefer" pasted into an Avoid field become rows of their own.
 */
export function TermsEditor({ idPrefix }: { idPrefix: string }) {
  const { control, getValues, setFocus, formState } = useFormContext<GuideFormValues>();
  const { fields, append, insert, remove, update } = useFieldArray({ control, name: "terms" });
  const full = fields.length >= GUIDE_LIMITS.terms;
  const listError = formState.errors.terms?.root?.message ?? formState.errors.terms?.message;

  const next = (index: number) => {
    if (index < fields.length - 1) setFocus(`terms.${index + 1}.avoid`);
    else if (!full) append({ ...EMPTY_TERM });
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = parsePastedTerms(event.clipboardData.getData("text/plain"));
    if (!pasted) return;
    event.preventDefault();
    const current = getValues(`terms.${index}`);
    const reuse = !current.avoid.trim() && !current.prefer.trim();
    const room = GUIDE_LIMITS.terms - fields.length + (reuse ? 1 : 0);
    const kept = pasted.slice(0, room);
    if (kept.length < pasted.length) {
      toast.warning(`Only ${formatNumber(kept.length)} of the pasted terms fit.`, {
        description: `A style guide holds at most ${formatNumber(GUIDE_LIMITS.terms)} terms.`,
      });
    }
    if (kept.length === 0) return;
    if (reuse) {
      const [first, ...rest] = kept;
      if (first) update(index, first);
      if (rest.length) insert(index + 1, rest);
    } else {
      insert(index + 1, kept);
    }
  };

  return (
    <section aria-labelledby={`${idPrefix}-terms`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${idPrefix}-terms`} className="text-sm font-semibold">
          Terms
        </h3>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {termsCount(fields.length)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        Words to avoid and what to use instead. Enter moves to the next term; paste lines of “avoid → prefer” into an
        Avoid field to add many at once.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No terms yet.</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="hidden gap-2 text-xs font-medium text-muted-foreground md:grid md:grid-cols-[1fr_1fr_1.4fr_auto_auto]"
          >
            <span>Avoid</span>
            <span>Use instead</span>
            <span>Reason</span>
            <span className="col-span-2" />
          </div>
          <ol aria-label="Terms" className="flex flex-col">
            {fields.map((field, index) => (
              <TermRow
                key={field.id}
                index={index}
                idPrefix={idPrefix}
                onEnter={next}
                onPaste={paste}
                onRemove={remove}
              />
            ))}
          </ol>
        </>
      )}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button variant="outline" size="sm" className="w-fit" disabled={full} onClick={() => append({ ...EMPTY_TERM })}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add term
      </Button>
    </section>
  );
}
