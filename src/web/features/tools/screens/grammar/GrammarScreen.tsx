import {
  acceptIssue,
  type GrammarIssue,
  type GrammarResult,
  highlightSpans,
  ISSUE_TYPE_LABEL,
  SEVERITY_LABEL,
  type Severity,
  scoreAfterAccept,
  visibleFix,
} from "@shared/grammar";
import type { RunDone } from "@shared/run";
import { countWords } from "@shared/words";
import { ArrowRight, Check, CheckCheck, Info, ShieldCheck, SpellCheck2 } from "lucide-react";
import { Fragment, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { countLabel } from "../../counts";
import { ViewToggle } from "../../form-widgets";
import { CopyButton } from "../../result/copy";
import { EmptyResult } from "../../result/EmptyResult";
import { OpenInEditor } from "../../result/OpenInEditor";
import { SpecInputPanel } from "../../SpecScreen";
import { ToolFields } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import type { ToolScreenProps } from "../types";

type Checked = { issues: GrammarIssue[]; correctedText: string; score: number; notice?: string; engine: string };

const SEVERITY_STYLE: Record<Severity, string> = {
  high: "bg-destructive/12 text-destructive border-destructive/30",
  medium: "bg-amber-500/15 text-amber-700 border-amber-500/30 dark:text-amber-300",
  low: "bg-accent text-accent-foreground border-primary/20",
};

const MARK_STYLE: Record<Severity, string> = {
  high: "decoration-destructive",
  medium: "decoration-amber-500",
  low: "decoration-primary",
};

/** The score's colour: 80+ default (green), 60+ secondary (amber), else destructive (red). */
function scoreStyle(score: number) {
  if (score >= 80) return "bg-success/15 text-success border-success/30";
  if (score >= 60) return "bg-amber-500/15 text-amber-700 border-amber-500/30 dark:text-amber-300";
  return "bg-destructive/12 text-destructive border-destructive/30";
}

export default function GrammarScreen({ tool }: ToolScreenProps) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [view, setView] = useState<"original" | "corrected">("original");
  const [documentId, setDocumentId] = useState<string | null>(null);
  const show = (result: GrammarResult | undefined, output: string, id: string) => {
    setDocumentId(id);
    setChecked({
      issues: result?.issues ?? [],
      correctedText: result?.correctedText ?? output,
      score: result?.grammarScore ?? 100,
      notice: result?.notice,
      engine: result?.engine ?? "rules",
    });
    setView("original");
  };
  // A reopened check shows its findings again, against the text it was made on.
  const t = useSpecTool(tool, { onOpen: (doc) => show(doc.result as GrammarResult | undefined, doc.output, doc.id) });
  const text = String(t.values.text ?? "");
  const setText = (value: string) => t.setValue("text", value);

  const check = async () => {
    const outcome = await t.submit<RunDone & { result?: GrammarResult }>({}, { into: "none" });
    if (outcome.kind === "done") show(outcome.done.result, outcome.done.output, outcome.done.documentId);
  };

  const accept = (index: number) => {
    if (!checked) return;
    const issue = checked.issues[index];
    const next = acceptIssue(text, checked.issues, index);
    setText(next.text);
    setChecked({
      ...checked,
      issues: next.issues,
      score: scoreAfterAccept(checked.score, issue.severity, countWords(text), next.issues.length),
    });
  };

  const acceptAll = () => {
    if (!checked) return;
    setText(checked.correctedText);
    setChecked({ ...checked, issues: [], score: 100 });
    setView("original");
    toast.success("Success!", { description: "All suggestions applied." });
  };

  // No score until a check has run: a perfect score for no text would be a claim nobody checked.
  const score = checked?.score;
  const issues = checked?.issues ?? [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SpecInputPanel tool={t} onSubmit={check} submitIcon={SpellCheck2}>
        <ToolFields
          tool={tool}
          values={t.values}
          onChange={t.setValue}
          ids={{ text: "grammar-text" }}
          onSubmitShortcut={t.whenReady(check)}
        />
      </SpecInputPanel>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">Results</h2>
          <span
            role="status"
            aria-label={score === undefined ? "Grammar score: not checked yet" : `Grammar score ${score} out of 100`}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-semibold tabular-nums",
              score === undefined ? "border-border text-muted-foreground" : scoreStyle(score),
            )}
          >
            Score: {score === undefined ? "—" : `${score}/100`}
          </span>
        </div>

        {checked?.notice && (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-muted/60 p-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {checked.notice}
          </p>
        )}

        {!checked ? (
          <EmptyResult
            icon={ShieldCheck}
            title="No check yet"
            hint={`Paste your text and click ${tool.submit.label} to find grammar, spelling, punctuation and style issues.`}
            className="min-h-[300px]"
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ViewToggle
                label="Text view"
                value={view}
                onChange={setView}
                items={[
                  { value: "original", label: "Original" },
                  { value: "corrected", label: "Corrected" },
                ]}
              />
              <div className="flex items-center gap-2">
                {documentId && <OpenInEditor documentId={documentId} />}
                <CopyButton variant="ghost" text={view === "corrected" ? checked.correctedText : text} />
              </div>
            </div>
            <div
              data-testid="grammar-view"
              className="max-h-64 min-h-24 overflow-y-auto rounded-lg border border-border bg-muted/30 p-3 text-sm leading-relaxed whitespace-pre-wrap"
            >
              {view === "corrected" ? checked.correctedText : <Highlighted text={text} issues={issues} />}
            </div>

            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">
                {issues.length === 0 ? "No issues left" : countLabel(issues.length, "issue")}
              </h3>
              <Button size="sm" onClick={acceptAll} disabled={issues.length === 0}>
                <CheckCheck className="h-4 w-4" aria-hidden="true" /> Accept All
              </Button>
            </div>
            {issues.length === 0 ? (
              <p className="flex items-center gap-2 rounded-lg bg-success/10 p-3 text-sm text-success">
                <Check className="h-4 w-4" aria-hidden="true" /> Your text looks good.
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Issues">
                {issues.map((issue, index) => (
                  <IssueItem
                    key={`${index}-${issue.text}-${issue.start}`}
                    issue={issue}
                    onAccept={() => accept(index)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

function IssueItem({ issue, onAccept }: { issue: GrammarIssue; onAccept: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-full border px-2 py-0.5 text-xs font-semibold", SEVERITY_STYLE[issue.severity])}>
            {SEVERITY_LABEL[issue.severity]}
          </span>
          <span className="text-xs font-medium text-muted-foreground">
            {ISSUE_TYPE_LABEL[issue.type] ?? issue.type}
          </span>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="rounded bg-destructive/10 px-1 text-destructive line-through decoration-1">
            {visibleFix(issue.text) || "—"}
          </span>
          <ArrowRight className="h-3.5 w-3.5 text-muted-foreground" aria-label="becomes" />
          <span className="rounded bg-success/12 px-1 font-medium text-success">
            {visibleFix(issue.suggestion) || "(remove)"}
          </span>
        </p>
        {issue.explanation && <p className="text-xs text-muted-foreground">{issue.explanation}</p>}
      </div>
      <Button variant="outline" size="sm" onClick={onAccept} className="self-start">
        <Check className="h-4 w-4" aria-hidden="true" /> Accept
      </Button>
    </li>
  );
}

function Highlighted({ text, issues }: { text: string; issues: GrammarIssue[] }) {
  const spans = highlightSpans(text, issues);
  let at = 0;
  return (
    <>
      {spans.map((span) => {
        const before = text.slice(at, span.start);
        at = span.end;
        return (
          <Fragment key={span.start}>
            {before}
            <mark
              title={`${SEVERITY_LABEL[span.issue.severity]}: ${span.issue.suggestion || "remove"}`}
              className={cn(
                "bg-transparent underline decoration-wavy decoration-2 underline-offset-4",
                MARK_STYLE[span.issue.severity],
              )}
            >
              {text.slice(span.start, span.end)}
            </mark>
          </Fragment>
        );
      })}
      {text.slice(at)}
    </>
  );
}
