import type { Lint } from "harper.js";
import { classifyLint, type GrammarIssue, settledSeverity } from "./grammar";

/** One rule-based finding: the grammar checker's issue shape (its character span included), minus its source. */
export type RuleIssue = Omit<GrammarIssue, "source">;

/**
 * A Harper finding as an issue, the same on the server (nlp/harper-worker.ts) and in the browser
 * (the editor's checking as you type), so both apply one rule set. Spans are Harper's, which
 * harper.js gives in UTF-16 code units: JavaScript string indices, past emoji too.
 */
export function issueFromLint(lint: Lint): RuleIssue & { suggestions: string[] } {
  const span = lint.span();
  const { type, severity } = classifyLint(lint.lint_kind());
  const text = lint.get_problem_text();
  const suggestions = lint.suggestions().map((s) => s.get_replacement_text());
  const suggestion = suggestions[0] ?? "";
  // A capital letter Harper files under Spelling ("monday") is still only a case fix.
  return {
    type,
    severity: settledSeverity({ text, suggestion, severity }),
    text,
    suggestion,
    suggestions,
    explanation: lint.message(),
    start: span.start,
    end: span.end,
  };
}
