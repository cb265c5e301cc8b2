/**
 * Our rule findings as LanguageTool names them (README "LanguageTool-compatible endpoint"): a
 * stable rule id from Harper's rule name, and LanguageTool's category and issue type (the
 * Localization Quality Issue Type its clients colour matches by) from the finding's lint kind.
 */

/**
 * A finding's rule id. Spelling keeps LanguageTool's own id for the variant
 * (`MORFOLOGIK_RULE_EN_GB`), which clients recognise: LTeX offers "Add to dictionary" only for
 * those. Any other Harper rule: "AnA" → "QS_AN_A", an id in LanguageTool's style that names its source.
 */
export function ruleIdOf(issue: { rule: string; kind: string }, longCode: string): string {
  if (categoryOf(issue.kind).id === "TYPOS") {
    const variant = longCode.toUpperCase() === "EN" ? "EN_US" : longCode.toUpperCase().replace("-", "_");
    return `MORFOLOGIK_RULE_${variant}`;
  }
  return ruleId(issue.rule);
}

const ruleId = (harperRule: string) =>
  `QS_${harperRule
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase()}`;

type Category = { id: string; name: string; issueType: string; typeName: "UnknownWord" | "Hint" | "Other" };

const TYPOS: Category = { id: "TYPOS", name: "Possible Typo", issueType: "misspelling", typeName: "UnknownWord" };
const GRAMMAR: Category = { id: "GRAMMAR", name: "Grammar", issueType: "grammar", typeName: "Other" };
const PUNCTUATION: Category = { id: "PUNCTUATION", name: "Punctuation", issueType: "typographical", typeName: "Other" };
const CASING: Category = { id: "CASING", name: "Capitalization", issueType: "typographical", typeName: "Other" };
const TYPOGRAPHY: Category = { id: "TYPOGRAPHY", name: "Typography", issueType: "whitespace", typeName: "Other" };
const REDUNDANCY: Category = {
  id: "REDUNDANCY",
  name: "Redundant Phrases",
  issueType: "duplication",
  typeName: "Hint",
};
const STYLE: Category = { id: "STYLE", name: "Style", issueType: "style", typeName: "Hint" };
/** The user's style guide's terms (README "Style guides"): a category of their own, to keep or turn off apart. */
const STYLE_GUIDE: Category = { id: "STYLE_GUIDE", name: "Style guide", issueType: "style", typeName: "Hint" };

/**
 * The rule name and lint kind a style guide finding is given: one rule for every term, so its id
 * (QS_STYLE_GUIDE) stays the same when the guide's terms are edited, and a client's "disable rule"
 * turns the guide off as a whole; one term is answered by the guide's owners, not hidden per client.
 */
export const GUIDE_RULE = { rule: "StyleGuide", kind: "StyleGuide" } as const;

const BY_KIND: Record<string, Category> = {
  Spelling: TYPOS,
  Typo: TYPOS,
  Punctuation: PUNCTUATION,
  Capitalization: CASING,
  Formatting: TYPOGRAPHY,
  Repetition: REDUNDANCY,
  Redundancy: REDUNDANCY,
  Style: STYLE,
  Readability: STYLE,
  WordChoice: STYLE,
  Enhancement: STYLE,
  Nonstandard: STYLE,
  Regionalism: STYLE,
  [GUIDE_RULE.kind]: STYLE_GUIDE,
};

/** The category of a Harper lint kind; anything else is grammar. */
export const categoryOf = (kind: string): Category => BY_KIND[kind] ?? GRAMMAR;

/** Every category id a client may enable or disable. */
export const CATEGORY_IDS = [TYPOS, GRAMMAR, PUNCTUATION, CASING, TYPOGRAPHY, REDUNDANCY, STYLE, STYLE_GUIDE].map(
  (c) => c.id,
);

/**
 * Findings LanguageTool files under "picky" (shown only with level=picky): style and typography
 * hints. A style guide's terms are not: the writer was asked to follow them, so they show by default.
 */
export const isPicky = (kind: string) => {
  const id = categoryOf(kind).id;
  return id === "STYLE" || id === "TYPOGRAPHY";
};
