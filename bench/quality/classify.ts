import type { Edit } from "./align";
import { editDistance } from "./align";

/**
 * A rough error type for a gold edit, from its tokens alone (no tagger), first match wins:
 * - capitalization: the two sides equal ignoring case;
 * - punctuation: every token on both sides is punctuation;
 * - spelling: one alphabetic token for one, at most 2 character edits apart (1 under 5 letters),
 *   and the source word never appears in any reference of the set (a non-word, not a word choice);
 * - articles/determiners: each side only determiners (a, an, the, this, that, these, those, some,
 *   any, each, every, no, much, many, another), one side possibly empty;
 * - prepositions: likewise with common prepositions;
 * - other: the rest (agreement, verb form, word choice, word order, missing words…).
 */
export const ERROR_TYPES = [
  "spelling",
  "capitalization",
  "punctuation",
  "article/determiner",
  "preposition",
  "other",
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

const DETERMINERS = new Set("a an the this that these those some any each every no much many another".split(" "));
const PREPOSITIONS = new Set(
  "about above across after against along among around as at before behind below beside between beyond by despite down during except for from in inside into like near of off on onto out outside over past since through throughout till to toward towards under until up upon with within without".split(
    " ",
  ),
);
const PUNCTUATION = /^[^\p{L}\p{N}]+$/u;

const only = (tokens: string[], set: Set<string>) => tokens.every((t) => set.has(t.toLowerCase()));

export function classify(edit: Edit, referenceVocabulary: Set<string>): ErrorType {
  const { source, replacement } = edit;
  const all = [...source, ...replacement];
  if (source.join(" ").toLowerCase() === replacement.join(" ").toLowerCase()) return "capitalization";
  if (all.every((t) => PUNCTUATION.test(t))) return "punctuation";
  if (
    source.length === 1 &&
    replacement.length === 1 &&
    /^\p{L}+$/u.test(source[0]) &&
    /^\p{L}+$/u.test(replacement[0])
  ) {
    const limit = source[0].length < 5 ? 1 : 2;
    const distance = editDistance([...source[0].toLowerCase()], [...replacement[0].toLowerCase()]);
    if (distance <= limit && !referenceVocabulary.has(source[0].toLowerCase())) return "spelling";
  }
  if (only(source, DETERMINERS) && only(replacement, DETERMINERS)) return "article/determiner";
  if (only(source, PREPOSITIONS) && only(replacement, PREPOSITIONS)) return "preposition";
  return "other";
}
