import { grammarRuleIssues } from ".";

/** One rule's findings in `text` as "problem → first suggestion", for the rules' tests. */
export const fixesBy = (rule: string) => (text: string) =>
  grammarRuleIssues(text)
    .filter((issue) => issue.rule === rule)
    .map((issue) => `${issue.text} → ${issue.suggestion}`);
