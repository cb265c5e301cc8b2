import type { Token } from "../tokens";

/** Sentence-bound lookups for the grammar rules (a sentence ends at . ! ? or a blank line, ../tokens.ts). */

/** The token at `index` if it is a word of the same sentence as `token`, else undefined. */
export function wordAt(tokens: Token[], index: number, token: Token): Token | undefined {
  const found = tokens[index];
  return found?.word && found.sentence === token.sentence ? found : undefined;
}

/** True when `token` is the first token of its sentence (or of the text). */
export const startsSentence = (tokens: Token[], index: number) =>
  index === 0 || tokens[index - 1].sentence !== tokens[index].sentence;
