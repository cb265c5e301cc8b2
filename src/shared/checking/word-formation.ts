import type { LintIssue } from "../lint-issue";

/**
 * Words Harper's dictionary lacks that are still words, so a spelling finding on them is a false
 * alarm (docs/decisions/0046 "Later: words made with a prefix, markup, an idiom's plurals"):
 * - a word Harper knows behind a prefix that makes words freely: "nonfluoridated", "ecocertified",
 *   "uncertified", "unmeaningful". Harper's own suggestions tell that the stem is a word (it offers
 *   the word without the prefix); "un" only before an adjective's or participle's ending, since
 *   learners write "uncorrect" and "unpossible" for "incorrect" and "impossible";
 * - the first part of a hyphenated compound when it is such a prefix ("eco-certification");
 * - the name inside an HTML character reference ("&rsquo;"): markup, not a word;
 * - "do's" and "don'ts", the idiom's plurals (Harper offers "dos" and "don't").
 */

const PREFIXES = ["non", "eco", "anti", "multi", "semi", "counter", "inter", "micro", "over", "under", "un"];
/** Prefixes seen as a hyphenated compound's first part ("eco-friendly", "non-profit"). */
const COMPOUND_PARTS = new Set([
  ...PREFIXES,
  "co",
  "pre",
  "post",
  "re",
  "bio",
  "cyber",
  "neo",
  "pseudo",
  "quasi",
  "socio",
]);
const UN_STEM = /(?:ed|ing|ful|able)$/;
const IDIOM_PLURALS = new Set(["do's", "don'ts", "do’s", "don’ts"]);

/** The stem after a productive prefix when Harper suggests that stem itself, else undefined. */
function knownStem(word: string, suggestions: readonly string[]): string | undefined {
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const stem = word.slice(prefix.length).replace(/^-/, "");
    if (stem.length < 4 || (prefix === "un" && !UN_STEM.test(stem))) continue;
    if (suggestions.some((s) => s.toLowerCase() === stem)) return stem;
  }
  return undefined;
}

/** True when a spelling finding is on a word made by one of the ways above, not a misspelling. */
export function knownFormation(issue: LintIssue, text: string): boolean {
  if (issue.rule !== "SpellCheck") return false;
  const word = issue.text.toLowerCase();
  if (IDIOM_PLURALS.has(word)) return true;
  if (text[issue.start - 1] === "&" && text[issue.end] === ";") return true;
  if (text[issue.end] === "-" && /\p{L}/u.test(text[issue.end + 1] ?? "") && COMPOUND_PARTS.has(word)) return true;
  return knownStem(word, issue.suggestions) !== undefined;
}
