/**
 * Words and punctuation of a text with their UTF-16 offsets, in one pass. A word is a run of letters
 * and digits with apostrophes or hyphens inside it ("don't", "well-known"); any other non-space
 * character is a token of its own. `sentence` counts sentence ends (. ! ? and blank lines) so rules
 * never match across two sentences; `lower` has curly apostrophes made straight.
 */
export type Token = {
  text: string;
  lower: string;
  start: number;
  end: number;
  word: boolean;
  sentence: number;
};

const WORD_CHAR = /[\p{L}\p{N}]/u;
const JOINER = new Set(["'", "’", "-"]);
const SENTENCE_END = new Set([".", "!", "?"]);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "\n" && text[i + 1] === "\n") sentence++;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const start = i;
    if (WORD_CHAR.test(char)) {
      i++;
      while (i < text.length && (WORD_CHAR.test(text[i]) || (JOINER.has(text[i]) && WORD_CHAR.test(text[i + 1] ?? ""))))
        i++;
    } else i++;
    const value = text.slice(start, i);
    tokens.push({
      text: value,
      lower: value.toLowerCase().replace(/’/g, "'"),
      start,
      end: i,
      word: WORD_CHAR.test(char),
      sentence,
    });
    if (SENTENCE_END.has(char)) sentence++;
  }
  return tokens;
}

/** The token at `index` if it is a word of the same sentence as `token`, else undefined. */
export function wordAt(tokens: Token[], index: number, token: Token): Token | undefined {
  const found = tokens[index];
  return found?.word && found.sentence === token.sentence ? found : undefined;
}

/** True when `token` is the first token of its sentence (or of the text). */
export const startsSentence = (tokens: Token[], index: number) =>
  index === 0 || tokens[index - 1].sentence !== tokens[index].sentence;
