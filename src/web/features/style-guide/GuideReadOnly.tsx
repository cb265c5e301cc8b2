import { FORMALITIES, type OrganizationGuide, SPELLING_VARIANTS } from "@shared/style-guide";
import { formatNumber } from "~/components/data-table/format";

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((c) => c.value === value)?.label ?? value;

/** The organization's guide as members read it: what their checks and runs follow. */
export function GuideReadOnly({ guide }: { guide: OrganizationGuide }) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Spelling</dt>
        <dd className="text-muted-foreground">{labelOf(SPELLING_VARIANTS, guide.spelling)}</dd>
        <dt className="font-medium">Formality</dt>
        <dd className="text-muted-foreground">{labelOf(FORMALITIES, guide.formality)}</dd>
        <dt className="font-medium">Tone</dt>
        <dd className="text-muted-foreground">{guide.tone || "Not set"}</dd>
        <dt className="font-medium">Voice</dt>
        <dd className="whitespace-pre-line text-muted-foreground">{guide.voice || "Not described"}</dd>
        <dt className="font-medium">Your own voice</dt>
        <dd className="text-muted-foreground">
          {guide.allowPersonalVoice
            ? "Added to this one when you describe it on your profile."
            : "Not added: runs follow this voice only."}
        </dd>
      </dl>
      <section aria-labelledby="guide-terms-read" className="flex flex-col gap-2">
        <h3 id="guide-terms-read" className="font-semibold">
          Terms <span className="font-normal text-muted-foreground">({formatNumber(guide.terms.length)})</span>
        </h3>
        {guide.terms.length === 0 ? (
          <p className="text-muted-foreground">No terms.</p>
        ) : (
          <ul aria-label="Terms" className="flex flex-col divide-y divide-border">
            {guide.terms.map((term) => (
              <li key={`${term.avoid}:${term.matchCase}`} className="py-2">
                <span className="line-through decoration-destructive/70">{term.avoid}</span> →{" "}
                <span className="font-medium">{term.prefer}</span>
                {term.reason && <span className="text-muted-foreground"> · {term.reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
