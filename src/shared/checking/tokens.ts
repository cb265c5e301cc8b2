/**
 * The words and marks of a text, each with its UTF-16 span, read in one left-to-right scan: what our
 * own rules (./grammar-rules, ./word-rules) look at. Each rule looks only at a token and a few
 * around it, so their work grows with the text; past MAX_TOKENS the rest of a huge text is left
 * unchecked by them.
 */
export type Token = {
  text: string;
  /** Lower case, curly apostrophes made straight ("Don’t" → "don't"), for comparing with word lists. */
  lower: string;
  start: number;
  end: number;
  /** Letters or digits (with inner apostrophes and hyphens, "don't", "self-esteem", and numbers, "1.5m", "1,000"); else one mark. */
  word: boolean;
  /** A line break between this token and the one before. */
  afterBreak: boolean;
  /** Which sentence the token is in: counted up after . ! ? and at a blank line, so rules never match across two. */
  sentence: number;
};

export const MAX_TOKENS = 50_000;

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d[\p{L}\p{N}]*)*|[^\s\p{L}\p{N}]/gu;
const SENTENCE_END = new Set([".", "!", "?"]);
const BLANK_LINE = /\n[ \t\r]*\n/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let sentence = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (tokens.length >= MAX_TOKENS) break;
    const start = match.index;
    const value = match[0];
    const gap = text.slice(previousEnd, start);
    if (BLANK_LINE.test(gap)) sentence++;
    tokens.push({
      text: value,
      lower: value.toLowerCase().replace(/’/g, "'"),
      start,
      end: start + value.length,
      word: /[\p{L}\p{N}]/u.test(value[0]),
      afterBreak: gap.includes("\n"),
      sentence,
    });
    if (SENTENCE_END.has(value)) sentence++;
    previousEnd = start + value.length;
  }
  return tokens;
}
