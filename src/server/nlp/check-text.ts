import type { Dialect } from "@shared/checking/dialect";
import { type FindingFilter, refineFindings } from "@shared/checking/refine";
import { dictionarySet } from "@shared/dictionary";
import { guideIssues } from "@shared/guide-issues";
import type { LintIssue, RuleIssue } from "@shared/lint-issue";
import type { GuideTerm } from "@shared/style-guide";
import type { Db } from "../db/client";
import { readDictionary } from "../me/dictionary";
import { effectiveGuide } from "../style-guides/effective";
import { checkRules } from "./rules";

export type CheckOptions = FindingFilter & {
  dialect: Dialect;
  /**
   * The style guide's terms when the caller already holds them (a run reads its guide once, through
   * its cache); `false` for a check that leaves words alone (the punctuation fixer). Read when absent.
   */
  guideTerms?: readonly GuideTerm[] | false;
};

/**
 * The offline check of one writer's text, the same on every surface (the grammar checker and
 * punctuation fixer runs, MCP through them, `POST /api/nlp/check`, the LanguageTool endpoint): the
 * rules in the worker, then the writer's dictionary and style guide and the filter, by the shared
 * step the editor also takes after its own worker (refineFindings).
 */
export async function checkText(db: Db, userId: string, text: string, options: CheckOptions): Promise<LintIssue[]> {
  const { guideTerms } = options;
  const [found, terms, dictionary] = await Promise.all([
    checkRules(text, options.dialect),
    guideTerms === undefined ? effectiveGuide(db, userId, "check").then((guide) => guide.terms) : guideTerms || [],
    readDictionary(db, userId),
  ]);
  return refineFindings(
    text,
    found,
    { dictionary: dictionarySet(dictionary), guide: guideIssues(text, terms) },
    options,
  );
}

/** A finding in the grammar checker's shape (one suggestion, no rule name): its result and `/api/nlp/check`'s. */
export const plainIssue = ({ suggestions: _s, rule: _r, kind: _k, ...issue }: LintIssue): RuleIssue => issue;
