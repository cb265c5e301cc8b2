import { withoutDictionaryWords } from "../dictionary";
import { type GuideIssue, withGuideIssues } from "../guide-issues";
import type { LintIssue } from "../lint-issue";
import { categoryOf, GUIDE_RULE, isPicky } from "./categories";
import { outsideSignatures } from "./signature-lines";

/**
 * How many findings a check shows: "default" leaves out the style and typography hints (LanguageTool's
 * default level, where a correct sentence is rarely flagged), "picky" shows them too.
 */
export const CHECK_LEVELS = ["default", "picky"] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

/** Which findings a surface shows: the level, and categories (ids of ./categories) turned on or off by name. */
export type FindingFilter = {
  level: CheckLevel;
  disabledCategories?: ReadonlySet<string>;
  /** Shown at any level (LanguageTool's `enabledCategories`). */
  enabledCategories?: ReadonlySet<string>;
};

/** What the writer brings to a check: their personal dictionary (lower-cased) and their style guide's findings in this text. */
export type WriterContext = { dictionary: ReadonlySet<string>; guide: readonly GuideIssue[] };

/** True when a finding of this lint kind (and rule) is shown under the filter. */
export function shownBy(filter: FindingFilter, { kind, rule }: { kind: string; rule?: string }): boolean {
  const category = categoryOf(kind).id;
  if (filter.disabledCategories?.has(category)) return false;
  return filter.level === "picky" || !isPicky(kind, rule) || (filter.enabledCategories?.has(category) ?? false);
}

/**
 * The one step after the rules that every surface takes (the grammar checker, `POST /api/nlp/check`,
 * the LanguageTool endpoint, MCP, the editor as you type), so a text gets the same findings
 * wherever it is checked: the personal dictionary's words are not misspelled, the style guide's
 * terms win over a rule finding on the same words, a draft's signature lines are left alone, and
 * the filter decides which kinds show.
 */
export function refineFindings(
  text: string,
  found: readonly LintIssue[],
  writer: WriterContext,
  filter: FindingFilter,
): LintIssue[] {
  const guide: LintIssue[] = writer.guide.map((issue) => ({ ...issue, ...GUIDE_RULE }));
  const merged = withGuideIssues(withoutDictionaryWords([...found], writer.dictionary), guide);
  return outsideSignatures(text, merged).filter((issue) => shownBy(filter, issue));
}
