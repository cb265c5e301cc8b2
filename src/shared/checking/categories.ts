/**
 * The categories of the offline checks' findings, as LanguageTool names them (its clients colour
 * and filter matches by them) and as every surface filters by them: one table, so a category turned
 * off, or the picky level, means the same on the LanguageTool endpoint, `POST /api/nlp/check`, the
 * grammar checker and the editor.
 */

export type Category = { id: string; name: string; issueType: string; typeName: "UnknownWord" | "Hint" | "Other" };

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
/**
 * The user's style guide's terms (docs/features.md "Style guides"): a category of their own, to keep or turn off
 * apart.
 */
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
 * Rules whose findings are conventions more than errors, shown only at the picky level whatever
 * their category: a comma after "For example" or "Thus" is what style guides advise, yet a sentence
 * without it is not wrong (the JFLEG references leave it out a third of the time).
 */
const PICKY_RULES = new Set(["QsIntroComma"]);

/**
 * Findings LanguageTool files under "picky" (shown only with level=picky): style and typography
 * hints, and the rules above. A style guide's terms are not: the writer was asked to follow them, so
 * they show by default.
 */
export const isPicky = (kind: string, rule = "") => {
  const id = categoryOf(kind).id;
  return id === "STYLE" || id === "TYPOGRAPHY" || PICKY_RULES.has(rule);
};
