import { acceptIssue, type GrammarIssue, visibleFix } from "@shared/grammar";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Check, CheckCheck, Lightbulb } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { apiFetch } from "~/lib/api";
import { useDebouncedValue } from "~/lib/use-debounced-value";

type Checked = { issues: GrammarIssue[] };

/** Suggestions accepted here, for the text they produced: shown instead of a fresh check of it. */
type Local = { text: string; issues: GrammarIssue[] };

/**
 * The offline grammar rules' suggestions for a generated result, shown inside its result panel:
 * each with Accept, and Accept All. The rules run on the server without a model,
 * so checking costs no words. The text is checked once it has stopped changing for a moment.
 */
export function ResultSuggestions({ text, onApply }: { text: string; onApply: (text: string) => void }) {
  const settled = useDebouncedValue(text, 600);
  const [local, setLocal] = useState<Local | null>(null);
  const ownText = local?.text === text;
  const check = useQuery({
    queryKey: ["result-suggestions", settled],
    // Polishing a finished result: the picky level, spacing and style hints included.
    queryFn: () =>
      apiFetch<Checked>("/api/nlp/check", {
        method: "POST",
        body: JSON.stringify({ text: settled, level: "picky" }),
      }).then((answer) => answer.issues.map((issue) => ({ ...issue, source: "rules" as const }))),
    enabled: settled.trim() !== "" && settled === text && !ownText,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const issues = ownText ? local.issues : settled === text ? (check.data ?? []) : [];
  if (issues.length === 0) return null;

  const accept = (index: number) => {
    const next = acceptIssue(text, issues, index);
    setLocal(next);
    onApply(next.text);
  };
  const acceptAll = () => {
    let state: Local = { text, issues };
    while (state.issues.length > 0) state = acceptIssue(state.text, state.issues, 0);
    setLocal(state);
    onApply(state.text);
  };

  return (
    <section aria-label="Suggestions" className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Lightbulb className="h-4 w-4 text-primary" aria-hidden="true" />
          {issues.length === 1 ? "1 suggestion" : `${issues.length} suggestions`}
        </h3>
        <Button size="sm" variant="outline" onClick={acceptAll}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" /> Accept All
        </Button>
      </div>
      <ul className="flex max-h-60 flex-col gap-1.5 overflow-y-auto">
        {issues.map((issue, index) => (
          <li
            key={`${issue.start}-${issue.text}-${issue.suggestion}`}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-1.5" title={issue.explanation}>
              <span className="rounded bg-destructive/10 px-1 text-destructive line-through decoration-1">
                {visibleFix(issue.text) || "—"}
              </span>
              <ArrowRight className="h-3.5 w-3.5 text-muted-foreground" aria-label="becomes" />
              <span className="rounded bg-success/12 px-1 font-medium text-success">
                {visibleFix(issue.suggestion) || "(remove)"}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => accept(index)}
              aria-label={`Accept “${visibleFix(issue.suggestion) || "remove"}” for “${visibleFix(issue.text)}”`}
            >
              <Check className="h-4 w-4" aria-hidden="true" /> Accept
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
