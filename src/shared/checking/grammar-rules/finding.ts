import type { Token } from "../tokens";

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
