import type { Token } from "../tokens";

/** Sentence-bound lookups for the grammar rules (one sentence notion for every rule: ../tokens.ts). */

export { startsSentence } from "../tokens";

/** The token at `index` if it is a word of the same sentence as `token`, else undefined. */
export function wordAt(tokens: Token[], index: number, token: Token): Token | undefined {
  const found = tokens[index];
  return found?.word && found.sentence === token.sentence ? found : undefined;
}
