import type { OwnRuleIssue } from "../rule-issue";
import { tokenize } from "../tokens";
import { boundaryIssues } from "./boundaries";
import { capitalIssues } from "./capitals";
import { confusionIssues } from "./confusions";
import { prepositionIssues } from "./prepositions";

/**
 * Our own word-level rules beside Harper's (docs/decisions/0046): wrong prepositions after common
 * words, word boundaries, sentence capitals and confused look-alikes Harper misses. The text is read
 * once into tokens; each rule walks them once, looking at neighbours and tables only.
 */
export function wordRuleIssues(text: string): OwnRuleIssue[] {
  const tokens = tokenize(text);
  return [
    ...prepositionIssues(text, tokens),
    ...boundaryIssues(text, tokens),
    ...capitalIssues(text, tokens),
    ...confusionIssues(text, tokens),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
}
