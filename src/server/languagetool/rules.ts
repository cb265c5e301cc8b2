import { categoryOf } from "@shared/checking/categories";

/**
 * Our rule findings as LanguageTool names them (docs/protocols.md "LanguageTool-compatible endpoint"): a
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

/** Our own rules' names already start with "Qs" ("QsPreposition" → "QS_PREPOSITION", not "QS_QS_…"). */
const ruleId = (rule: string) =>
  `QS_${rule
    .replace(/^Qs(?=[A-Z])/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase()}`;
