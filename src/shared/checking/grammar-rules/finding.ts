import { classifyLint, type GrammarIssue, settledSeverity } from "@shared/grammar";
import type { Token } from "./tokens";

/**
 * A finding as an issue: the shape of `LintIssue` in shared/lint-issue.ts, which adds these issues to
 * Harper's (written out here because that module imports this one).
 */
export type GrammarRuleIssue = Omit<GrammarIssue, "source"> & { suggestions: string[]; rule: string; kind: string };

/**
 * What a rule reports: a span of tokens, the words that should take its place (first = best), our
 * rule name, one of Harper's lint kinds (so categories, severities and the LanguageTool mapping treat
 * it as they treat Harper's) and a plain-words explanation.
 */
export type Finding = {
  start: number;
  end: number;
  replacements: string[];
  rule: string;
  kind: "Agreement" | "Grammar" | "Miscellaneous" | "Punctuation";
  explanation: string;
};

/** A finding on tokens `from`..`to` (inclusive) with the text between them kept as it is. */
export function spanFinding(
  tokens: Token[],
  from: number,
  to: number,
  replacements: string[],
  meta: Omit<Finding, "start" | "end" | "replacements">,
): Finding {
  return { start: tokens[from].start, end: tokens[to].end, replacements, ...meta };
}

/** Keeps the writer's capital on a first letter ("Many" → "Many problems", not "many"). */
export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  return model[0] === model[0]?.toUpperCase() && model[0] !== model[0]?.toLowerCase()
    ? word[0].toUpperCase() + word.slice(1)
    : word;
}

export function issueOf(finding: Finding, text: string): GrammarRuleIssue {
  const problem = text.slice(finding.start, finding.end);
  const suggestions = [...new Set(finding.replacements)].filter((r) => r !== problem);
  const suggestion = suggestions[0] ?? "";
  const { type, severity } = classifyLint(finding.kind);
  return {
    type,
    severity: settledSeverity({ text: problem, suggestion, severity }),
    text: problem,
    suggestion,
    suggestions,
    explanation: finding.explanation,
    start: finding.start,
    end: finding.end,
    rule: finding.rule,
    kind: finding.kind,
  };
}
