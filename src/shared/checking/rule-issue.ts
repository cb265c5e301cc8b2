import { classifyLint, type GrammarIssue, settledSeverity } from "@shared/grammar";

/**
 * A finding of our own rules (./grammar-rules, ./word-rules), the same shape as lint-issue.ts's
 * LintIssue (which takes these in; naming that type here would make an import cycle): the grammar
 * checker's issue without its source, all its suggestions, our rule name and one of Harper's lint
 * kinds, so the issue types, severities and LanguageTool categories mapped from kinds hold for ours.
 */
export type OwnRuleIssue = Omit<GrammarIssue, "source"> & {
  removes?: true;
  suggestions: string[];
  rule: string;
  kind: string;
};

/**
 * The issue for `span` of `text`: suggestions kept once each, in order, leaving out any that would
 * change nothing; an empty first suggestion removes the span.
 */
export function ownRuleIssue(
  text: string,
  span: { start: number; end: number },
  replacements: string[],
  explanation: string,
  rule: string,
  kind: string,
): OwnRuleIssue {
  const problem = text.slice(span.start, span.end);
  const suggestions = [...new Set(replacements)].filter((r) => r !== problem);
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

/**
 * `replacement` in the letter case of `original`: all capitals kept ("MANY" → "MANY PROBLEMS"), a
 * first capital kept ("Forexample" → "For example", "Many" → "Many problems").
 */
export function withCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase())
    return replacement.toUpperCase();
  const first = original[0];
  if (!first || first === first.toLowerCase()) return replacement;
  return replacement[0].toUpperCase() + replacement.slice(1);
}
