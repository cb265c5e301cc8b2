import { z } from "zod";

/**
 * A user's personal dictionary: words the offline checks (in the browser as you type, and on the
 * server) never call misspelled. One filter serves both places, so a word added in the editor is
 * also accepted by the grammar checker's rule-based findings.
 */

export const DICTIONARY_WORD_MAX = 64;
export const DICTIONARY_MAX_WORDS = 1000;

export const dictionaryWordSchema = z.object({
  word: z
    .string({ error: "Please give a word." })
    .trim()
    .min(1, "Please give a word.")
    .max(DICTIONARY_WORD_MAX, `A word is at most ${DICTIONARY_WORD_MAX} characters.`)
    .refine((word) => !/\s/.test(word), "Add one word at a time, without spaces."),
});

export type DictionaryWords = { words: string[] };

/** The dictionary's words as a set to look words up in, whatever their letter case. */
export function dictionarySet(words: Iterable<string>): Set<string> {
  return new Set([...words].map((word) => word.toLowerCase()));
}

/** Drops the spelling findings whose text is a dictionary word (letter case aside); keeps all others. */
export function withoutDictionaryWords<T extends { type: string; text: string }>(
  issues: T[],
  dictionary: ReadonlySet<string>,
): T[] {
  if (dictionary.size === 0) return issues;
  return issues.filter((issue) => issue.type !== "spelling" || !dictionary.has(issue.text.trim().toLowerCase()));
}
