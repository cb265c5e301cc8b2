import { TEXT_MAX_CHARS } from "@shared/run";
import { type OwnRuleIssue, ownRuleIssue } from "../rule-issue";
import { type Token, tokenize } from "../tokens";
import { agreement } from "./agreement";
import { auxVerbForm } from "./aux-verb-form";
import type { Finding } from "./finding";
import { introComma } from "./intro-comma";
import { missingArticle } from "./missing-article";
import { modalVerbForm } from "./modal-verb";
import { nounNumber } from "./noun-number";

/**
 * Our own grammar rules beside Harper's, for the learner errors it misses (docs/decisions/0045):
 * each looks at a word and at most a few after it, so one walk over the tokens runs every rule.
 */
const RULES: ((tokens: Token[], index: number) => Finding | undefined)[] = [
  modalVerbForm,
  auxVerbForm,
  agreement,
  nounNumber,
  missingArticle,
  introComma,
];

/** The grammar rules' findings in `text` (the first TEXT_MAX_CHARS characters), as issues in text order (the shape of shared/lint-issue.ts's `LintIssue`). */
export function grammarRuleIssues(text: string): OwnRuleIssue[] {
  const tokens = tokenize(text.length > TEXT_MAX_CHARS ? text.slice(0, TEXT_MAX_CHARS) : text);
  const issues: OwnRuleIssue[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (!tokens[index].word) continue;
    for (const rule of RULES) {
      const finding = rule(tokens, index);
      if (finding)
        issues.push(ownRuleIssue(text, finding, finding.replacements, finding.explanation, finding.rule, finding.kind));
    }
  }
  return issues;
}
