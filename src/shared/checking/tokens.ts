/**
 * The words and marks of a text, each with its UTF-16 span, read in one left-to-right scan: what our
 * own rules (./grammar-rules, ./word-rules) look at. Each rule looks only at a token and a few
 * around it, so their work grows with the text; past MAX_TOKENS the rest of a huge text is left
 * unchecked by them.
 *
 * One notion of a sentence for every rule (docs/decisions/0045 "Later: one sentence boundary"): a
 * sentence ends after . ! or ? (closing quotes and brackets right after the mark still belong to it),
 * and at any line break (a heading, a list item or an address line is not continued by the next
 * line). A full stop after a title ("Mr.", "Dr.") ends nothing, nor one after a single letter ("e.g.",
 * "U.S.", "J. K.") when the next word is in lower case.
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
  /** Which sentence the token is in (see above), so rules never match across two. */
  sentence: number;
};

export const MAX_TOKENS = 50_000;

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d[\p{L}\p{N}]*)*|[^\s\p{L}\p{N}]/gu;
const SENTENCE_END = new Set([".", "!", "?"]);
/** Marks that close what the sentence's last mark ends (`He said "stop."` ends after the quote). */
const CLOSING = new Set(['"', "”", "’", "'", ")", "]"]);
/** Titles whose full stop is never a sentence's end. */
const TITLES = new Set(["mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs"]);
const LOWER_START = /^\p{Ll}/u;

/** What a full stop after `before` ends: a sentence, nothing, or a sentence only if a capital follows. */
function fullStopAfter(before: Token | undefined): "end" | "none" | "capital" {
  if (!before?.word) return "end";
  if (TITLES.has(before.lower)) return "none";
  return /^\p{L}$/u.test(before.text) ? "capital" : "end";
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let sentence = 0;
  // What the last end mark left open: the next token starts a new sentence, or only a capitalized word does.
  let ended: "no" | "yes" | "capital" = "no";
  for (const match of text.matchAll(TOKEN)) {
    if (tokens.length >= MAX_TOKENS) break;
    const start = match.index;
    const value = match[0];
    const gap = text.slice(previousEnd, start);
    const afterBreak = gap.includes("\n");
    const word = /[\p{L}\p{N}]/u.test(value[0]);
    if (tokens.length > 0) {
      const closes = gap === "" && CLOSING.has(value);
      // After "e.g." or "U.S." a mark ("e.g., the") decides nothing yet; the next word does.
      const capitalDecides = ended === "capital" && word;
      // "U.S": a letter right after an initial's full stop goes on with it.
      const continues = LOWER_START.test(value) || gap === "";
      if (afterBreak || (ended === "yes" && !closes) || (capitalDecides && !continues)) {
        sentence++;
        ended = "no";
      } else if (capitalDecides) ended = "no";
    }
    const token: Token = {
      text: value,
      lower: value.toLowerCase().replace(/’/g, "'"),
      start,
      end: start + value.length,
      word,
      afterBreak,
      sentence,
    };
    if (SENTENCE_END.has(value)) {
      const kind = value === "." ? fullStopAfter(tokens.at(-1)) : "end";
      if (kind === "end") ended = "yes";
      else if (kind === "capital" && ended !== "yes") ended = "capital";
    }
    tokens.push(token);
    previousEnd = start + value.length;
  }
  return tokens;
}

/** True when token `i` is its sentence's first word (opening quotes or brackets may come before it). */
export function startsSentence(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && tokens[j].sentence === tokens[i].sentence; j--) if (tokens[j].word) return false;
  return true;
}

/** True when token `i`'s sentence ends with . ! or ? (not cut off by a line break or the text's end). */
export function endsWithMark(tokens: Token[], i: number): boolean {
  let last = i;
  while (tokens[last + 1]?.sentence === tokens[i].sentence) last++;
  while (last > i && CLOSING.has(tokens[last].text)) last--;
  return SENTENCE_END.has(tokens[last].text);
}

/** True when a word Harper or a rule found at `offset` is its sentence's first word (for findings on the text, not on tokens). */
export function startsSentenceAt(text: string, offset: number): boolean {
  // The sentence notion needs only what comes shortly before; a cut word at the slice's start is harmless.
  const from = Math.max(0, offset - 200);
  const tokens = tokenize(text.slice(from, offset + 1));
  const at = tokens.findIndex((t) => t.start === offset - from);
  return at < 0 || startsSentence(tokens, at);
}
