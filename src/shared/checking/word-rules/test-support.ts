import type { OwnRuleIssue } from "../rule-issue";
import { type Token, tokenize } from "../tokens";

/** A rule's findings in `text` as [problem, first suggestion] pairs, checked against their spans. */
export function findings(rule: (text: string, tokens: Token[]) => OwnRuleIssue[], text: string): [string, string][] {
  return rule(text, tokenize(text)).map((issue) => {
    if (text.slice(issue.start, issue.end) !== issue.text) throw new Error(`span does not hold "${issue.text}"`);
    return [issue.text, issue.suggestion];
  });
}
