import type { Token } from "../tokens";

/** Lookups for the word rules, which treat a line break as the end of a sentence (../tokens.ts). */

const SENTENCE_END = new Set([".", "!", "?"]);
const OPENING = new Set(['"', "“", "‘", "'", "(", "["]);

/** True when token `i` opens a sentence: first in the text or after a line break, or after . ! ? (and any opening quotes). */
export function startsSentence(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && OPENING.has(tokens[j].text) && !tokens[j + 1].afterBreak) j--;
  return j < 0 || tokens[j + 1].afterBreak || SENTENCE_END.has(tokens[j].text);
}

/** The token after `i` when it is a word right after it (no mark between), else undefined. */
export const nextWord = (tokens: Token[], i: number): Token | undefined =>
  tokens[i + 1]?.word && !tokens[i + 1].afterBreak ? tokens[i + 1] : undefined;

/** The token before `i` when it is a word right before it, else undefined. */
export const previousWord = (tokens: Token[], i: number): Token | undefined =>
  i > 0 && tokens[i - 1].word && !tokens[i].afterBreak ? tokens[i - 1] : undefined;

/** True when the token after `i` is a mark or there is none (the end of a clause or sentence). */
export const endsClause = (tokens: Token[], i: number) => !tokens[i + 1]?.word || tokens[i + 1].afterBreak;
