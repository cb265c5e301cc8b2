/**
 * The words and marks of a text, each with its UTF-16 span, read in one left-to-right scan. The word
 * rules look only at a token and its neighbours, so their work grows with the text; past
 * MAX_TOKENS the rest of a huge text is left unchecked by them.
 */

export type Token = {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Letters or digits (with inner apostrophes and hyphens, "don't", "self-esteem", and decimals, "1.5m"); else one mark. */
  word: boolean;
  /** A line break between this token and the one before. */
  afterBreak: boolean;
};

export const MAX_TOKENS = 50_000;

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d[\p{L}\p{N}]*)*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (tokens.length >= MAX_TOKENS) break;
    const start = match.index;
    const value = match[0];
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      start,
      end: start + value.length,
      word: /[\p{L}\p{N}]/u.test(value[0]),
      afterBreak: text.slice(previousEnd, start).includes("\n"),
    });
    previousEnd = start + value.length;
  }
  return tokens;
}

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
