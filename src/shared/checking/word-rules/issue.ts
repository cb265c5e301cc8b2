import { classifyLint, type GrammarIssue, settledSeverity } from "@shared/grammar";

/**
 * A finding of ours, the same shape as lint-issue.ts's LintIssue (which takes these in; naming that
 * type here would make an import cycle): the grammar checker's issue without its source, all its
 * suggestions, our rule name and one of Harper's lint kinds.
 */
export type WordIssue = Omit<GrammarIssue, "source"> & {
  removes?: true;
  suggestions: string[];
  rule: string;
  kind: string;
};

/**
 * One of our word rules' findings as an issue, shaped as Harper's are (lint-issue.ts): `kind` is
 * one of Harper's lint kinds, so the issue types, severities and LanguageTool categories already
 * mapped from kinds hold for ours too.
 */
export function wordIssue(
  text: string,
  span: { start: number; end: number },
  suggestions: string[],
  explanation: string,
  rule: string,
  kind: string,
): WordIssue {
  const problem = text.slice(span.start, span.end);
  const { type, severity } = classifyLint(kind);
  const suggestion = suggestions[0] ?? "";
  return {
    type,
    severity: settledSeverity({ text: problem, suggestion, severity }),
    text: problem,
    suggestion,
    suggestions,
    explanation,
    start: span.start,
    end: span.end,
    ...(suggestions.length > 0 && suggestion === "" ? { removes: true as const } : {}),
    rule,
    kind,
  };
}

/** `replacement` with the first letter's case of `original` ("Forexample" → "For example"). */
export function withCaseOf(original: string, replacement: string): string {
  const first = original[0];
  if (!first || first === first.toLowerCase()) return replacement;
  return replacement[0].toUpperCase() + replacement.slice(1);
}
