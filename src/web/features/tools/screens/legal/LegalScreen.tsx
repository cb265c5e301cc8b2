import { legalInputProblem } from "@shared/tools/write";
import { countWords } from "@shared/words";
import { AlertTriangle, FileText, Scale, ScrollText } from "lucide-react";
import { useRef, useState } from "react";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { SelectField, ViewToggle } from "../../form-widgets";
import { InputPanel } from "../../InputPanel";
import { OptionCards } from "../../OptionCards";
import { ResultPane } from "../../result/ResultPane";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { choicesFor, fieldNamed } from "../../use-tool-form";
import type { ToolScreenProps } from "../types";
import { legalDocx, legalHtml, legalPdf } from "./export";
import { isClauseHeading, splitTerms } from "./highlight";

export default function LegalScreen({ tool }: ToolScreenProps) {
  const select = (name: string) => fieldNamed(tool, name, "select");
  const detailsField = fieldNamed(tool, "details", "textarea");
  const maxChars = detailsField.maxChars;
  const t = useSpecTool(tool);
  const { values, setValue: set, busy } = t;
  const [view, setView] = useState<"document" | "highlighted">("document");
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const remaining = t.usage?.remaining;
  const fieldProps = { values, onChange: set, disabled: busy };

  const details = String(values.details ?? "");
  const problem = legalInputProblem(details);
  const estimate = tool.estimate?.(values, countWords(useDebouncedValue(details, 300))) ?? 0;
  const overAllowance = remaining !== undefined && estimate > remaining;

  const regionField = select("region");
  const jurisdiction = String(values.jurisdiction);
  const regionChoices = choicesFor(regionField, values);
  const noRegions = regionChoices.length <= 1;
  const jurisdictionLabel = select("jurisdiction").choices.find((c) => c.value === jurisdiction)?.label;

  const generate = async () => {
    setView("document");
    const outcome = await t.submit();
    // A refused draft (empty or unsafe details) puts the cursor where the fix is needed.
    if (outcome.kind === "failed" && outcome.refused) detailsRef.current?.focus();
  };

  const text = t.result ?? "";
  const hasContent = text.trim() !== "";
  const title = `${String(values.documentType)} (draft)`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <InputPanel busy={busy} submit={tool.submit} onSubmit={generate} onStop={t.stop} submitIcon={ScrollText}>
        <div className="flex items-center gap-2">
          <Scale className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold leading-tight">Document Settings</h2>
        </div>
        <ToolField field={select("documentType")} {...fieldProps} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolField field={select("jurisdiction")} {...fieldProps} />
          <SelectField
            id="legal-region"
            label={regionField.label}
            value={String(values.region)}
            choices={noRegions ? [{ value: "", label: "Not applicable" }] : regionChoices}
            onChange={(v) => set("region", v)}
            disabled={busy || noRegions}
            hint={noRegions ? `${jurisdictionLabel} has no regional variants.` : undefined}
          />
        </div>
        <ToolField field={select("style")} {...fieldProps} />
        <OptionCards
          label={select("risk").label}
          options={select("risk").choices}
          value={String(values.risk)}
          onChange={(v) => set("risk", v)}
          disabled={busy}
          className="sm:grid-cols-2"
        />
        <ToolField field={fieldNamed(tool, "standardClauses")} {...fieldProps} />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor="legal-details">{detailsField.label}</Label>
            <span
              className={cn(
                "text-xs tabular-nums",
                details.length > maxChars ? "font-medium text-destructive" : "text-muted-foreground",
              )}
            >
              {details.length.toLocaleString("en-US")} / {maxChars.toLocaleString("en-US")}
            </span>
          </div>
          <Textarea
            id="legal-details"
            ref={detailsRef}
            value={details}
            onChange={(e) => set("details", e.target.value)}
            placeholder={detailsField.placeholder}
            rows={8}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "legal-details-problem" : "legal-estimate"}
            className="min-h-[180px] resize-y text-base leading-relaxed sm:text-sm"
          />
          {problem && (
            <p id="legal-details-problem" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <p
            id="legal-estimate"
            className={cn("text-xs", overAllowance ? "text-destructive" : "text-muted-foreground")}
          >
            Estimated usage: about {estimate.toLocaleString("en-US")} words
            {overAllowance && ` (you have ${remaining?.toLocaleString("en-US")} left this month)`}
          </p>
        </div>
      </InputPanel>

      <ResultPane
        run={t}
        tool={tool}
        emptyIcon={FileText}
        boxClassName="font-serif"
        toolbar={
          <ViewToggle
            label="Document view"
            value={view}
            onChange={setView}
            items={[
              { value: "document", label: "Document" },
              { value: "highlighted", label: "Highlighted", disabled: !hasContent || busy },
            ]}
          />
        }
        body={view === "highlighted" && hasContent ? <HighlightedDocument text={text} /> : undefined}
        downloads={{ of: tool.download, title, makers: { docx: legalDocx, pdf: legalPdf, html: legalHtml } }}
      >
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          An AI draft, not legal advice: have a qualified lawyer in {jurisdictionLabel} review it before use.
        </p>
      </ResultPane>
    </div>
  );
}

function HighlightedDocument({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm border-l-4 border-primary bg-accent" /> Clause heading
        </span>
        <span className="flex items-center gap-1.5">
          <mark className="px-1">term</mark> Key term
        </span>
      </div>
      <div
        data-testid="legal-highlighted"
        className="h-[490px] overflow-y-auto rounded-lg border border-border bg-background p-4 font-serif text-base leading-relaxed sm:text-sm"
      >
        {text.split(/\r\n|\r|\n/).map((line, index) =>
          line.trim() === "" ? (
            <div key={index} className="h-3" />
          ) : isClauseHeading(line) ? (
            <p key={index} className="mt-2 border-l-4 border-primary bg-accent/60 py-0.5 pl-2 font-semibold">
              <Terms line={line} />
            </p>
          ) : (
            <p key={index} className="whitespace-pre-wrap">
              <Terms line={line} />
            </p>
          ),
        )}
      </div>
    </div>
  );
}

function Terms({ line }: { line: string }) {
  return (
    <>
      {splitTerms(line).map((piece, i) =>
        piece.term ? (
          <mark key={i} className="px-0.5">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
