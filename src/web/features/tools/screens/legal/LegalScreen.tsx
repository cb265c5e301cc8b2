import { AlertTriangle, Code2, FileDown, FileText, FileType, Loader2, Scale, ScrollText, Square } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { saveBlob, textBlob } from "~/lib/download";
import { useUsage } from "~/lib/queries";
import { streamToolRun } from "~/lib/tool-run-stream";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { defaultValues, type Field, specFor, type Values } from "../../../../../shared/tool-spec";
import { legalInputProblem } from "../../../../../shared/tool-spec/write";
import { countWords } from "../../../../../shared/words";
import { ModelStatusNotice } from "../../ModelStatusNotice";
import type { ToolScreenProps } from "../index";
import {
  CopyAndSaveRow,
  CountsLine,
  EmptyState,
  SaveMenu,
  SelectField,
  SwitchRow,
  useBusyAction,
  useRefreshUsage,
  ViewToggle,
} from "../long-form/widgets";
import { legalDocx, legalHtml, legalPdf } from "./export";
import { isClauseHeading, splitTerms } from "./highlight";

const MAX_CHARS = 5000;
type SelectSpec = Extract<Field, { kind: "select" }>;

export default function LegalScreen({ tool }: ToolScreenProps) {
  const spec = specFor(tool.slug);
  if (!spec) throw new Error(`No spec for ${tool.slug}`);
  const field = (name: string) => spec.fields.find((f) => f.name === name) as Field;
  const select = (name: string) => field(name) as SelectSpec;
  const detailsField = field("details") as Extract<Field, { kind: "textarea" | "text" }>;

  const [values, setValues] = useState<Values>(() => defaultValues(spec));
  const [document, setDocument] = useState<string | null>(null);
  const [view, setView] = useState<"document" | "highlighted">("document");
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const refreshUsage = useRefreshUsage();
  const remaining = useUsage().data?.remaining;
  const exporting = useBusyAction();

  useEffect(() => () => controller.current?.abort(), []);

  const set = (name: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value, ...(name === "jurisdiction" ? { region: "" } : {}) }));

  const details = String(values.details ?? "");
  const problem = legalInputProblem(details);
  const estimate = Math.max(500, 8 * countWords(useDebouncedValue(details, 300)));
  const overAllowance = remaining !== undefined && estimate > remaining;

  const regionField = select("region");
  const jurisdiction = String(values.jurisdiction);
  const regionChoices = regionField.dependsOn?.choices[jurisdiction] ?? regionField.choices;
  const noRegions = regionChoices.length <= 1;
  const jurisdictionLabel = select("jurisdiction").choices.find((c) => c.value === jurisdiction)?.label;

  const generate = async () => {
    if (details.trim() === "") {
      toast.error("Error", { description: detailsField.required });
      detailsRef.current?.focus();
      return;
    }
    if (problem) {
      toast.error("Error", { description: problem });
      detailsRef.current?.focus();
      return;
    }
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const previous = document;
    setBusy(true);
    setView("document");
    const { details: _details, ...options } = values;
    try {
      const outcome = await streamToolRun(
        tool.slug,
        { input: { details }, options },
        (written) => setDocument(written),
        abort.signal,
        spec.failure,
      );
      if (outcome.kind === "done") {
        setDocument(outcome.done.output);
        toast.success(spec.success.title, { description: spec.success.description });
      } else if (outcome.kind === "stopped") {
        toast("Stopped", { description: "Generation stopped. You were charged only for the words generated." });
        setTimeout(refreshUsage, 1500);
      } else {
        setDocument(previous);
        const { error } = outcome;
        toast.error(error.code === "RUN_FAILED" ? "Generation Failed" : error.title, { description: error.message });
      }
    } finally {
      controller.current = null;
      setBusy(false);
      refreshUsage();
    }
  };

  const text = document ?? "";
  const hasContent = text.trim() !== "";
  const title = `${String(values.documentType)} (draft)`;
  const exportAs = (make: () => Blob | Promise<Blob>, ext: string) => () =>
    exporting.run(async () => {
      if (!hasContent) {
        toast.error("No Content", { description: "Generate a document before exporting it." });
        return;
      }
      saveBlob(await make(), `legal-document.${ext}`);
      toast.success("Downloaded!", { description: `Document saved as ${ext.toUpperCase()} file.` });
    });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center gap-2">
          <Scale className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold leading-tight">Document Settings</h2>
        </div>
        <SelectField
          id="legal-documentType"
          label={select("documentType").label}
          value={String(values.documentType)}
          choices={select("documentType").choices}
          onChange={(v) => set("documentType", v)}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="legal-jurisdiction"
            label={select("jurisdiction").label}
            value={jurisdiction}
            choices={select("jurisdiction").choices}
            onChange={(v) => set("jurisdiction", v)}
            disabled={busy}
          />
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
        <SelectField
          id="legal-style"
          label={select("style").label}
          value={String(values.style)}
          choices={select("style").choices}
          onChange={(v) => set("style", v)}
          disabled={busy}
        />
        <div className="flex flex-col gap-1.5">
          <span id="legal-risk-label" className="text-sm font-medium">
            {select("risk").label}
          </span>
          <ToggleGroup.Root
            type="single"
            aria-labelledby="legal-risk-label"
            value={String(values.risk)}
            onValueChange={(v) => v && set("risk", v)}
            disabled={busy}
            className="grid grid-cols-2 gap-2"
          >
            {select("risk").choices.map((c) => (
              <ToggleGroup.Item
                key={c.value}
                value={c.value}
                className={cn(
                  "flex flex-col items-start rounded-lg border border-border px-3 py-2 text-left transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-muted",
                  "data-[state=on]:border-primary data-[state=on]:bg-accent",
                )}
              >
                <span className="text-sm font-medium">{c.label}</span>
                <span className="text-xs text-muted-foreground">
                  {c.value === "aggressive" ? "Favours your side strongly" : "Balanced, minimises disputes"}
                </span>
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
        <SwitchRow
          id="legal-standardClauses"
          label={field("standardClauses").label}
          hint={field("standardClauses").hint}
          checked={Boolean(values.standardClauses)}
          onChange={(v) => set("standardClauses", v)}
          disabled={busy}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor="legal-details">{detailsField.label}</Label>
            <span
              className={cn(
                "text-xs tabular-nums",
                details.length > MAX_CHARS ? "font-medium text-destructive" : "text-muted-foreground",
              )}
            >
              {details.length.toLocaleString("en-US")} / {MAX_CHARS.toLocaleString("en-US")}
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
        <ModelStatusNotice />
        <div className="flex gap-2">
          <Button size="lg" className="flex-1" onClick={generate} disabled={busy}>
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ScrollText className="h-4 w-4" aria-hidden="true" />
            )}
            {busy ? spec.submit.busy : spec.submit.label}
          </Button>
          {busy && (
            <Button size="lg" variant="secondary" onClick={() => controller.current?.abort()}>
              <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" /> Stop
            </Button>
          )}
        </div>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">Generated Document</h2>
          <ViewToggle
            label="Document view"
            value={view}
            onChange={setView}
            items={[
              { value: "document", label: "Document" },
              { value: "highlighted", label: "Highlighted", disabled: !hasContent || busy },
            ]}
          />
        </div>
        <span role="status" aria-live="polite" className="sr-only">
          {busy ? "Generating document" : ""}
        </span>
        {document === null ? (
          <EmptyState icon={FileText} title="No document yet" className="min-h-[420px]">
            Choose the document type and jurisdiction, describe the parties and key terms, then click Generate Document.
          </EmptyState>
        ) : view === "highlighted" && hasContent ? (
          <HighlightedDocument text={text} />
        ) : (
          <Textarea
            aria-label="Generated document"
            value={text}
            onChange={(e) => setDocument(e.target.value)}
            readOnly={busy}
            className="h-[520px] resize-y font-serif text-base leading-relaxed sm:text-sm"
          />
        )}
        <CountsLine text={text} className="-mt-1" />
        <CopyAndSaveRow
          text={text}
          disabled={!hasContent || busy}
          save={
            <SaveMenu
              label="Export"
              disabled={!hasContent || busy || exporting.busy}
              title={hasContent ? undefined : "No Content"}
              options={[
                { label: "Word (.docx)", icon: FileDown, onSelect: exportAs(() => legalDocx(text, title), "docx") },
                { label: "PDF (.pdf)", icon: FileType, onSelect: exportAs(() => legalPdf(text, title), "pdf") },
                { label: "HTML (.html)", icon: Code2, onSelect: exportAs(() => legalHtml(text, title), "html") },
                { label: "Plain text (.txt)", icon: FileText, onSelect: exportAs(() => textBlob(text), "txt") },
              ]}
            />
          }
        />
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          An AI draft, not legal advice: have a qualified lawyer in {jurisdictionLabel} review it before use.
        </p>
      </Card>
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
