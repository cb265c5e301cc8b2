import type { Token } from "../tokens";

/** Neighbour lookups for the word rules, within one sentence (one sentence notion for every rule: ../tokens.ts). */

export { startsSentence } from "../tokens";

const sameSentence = (a: Token | undefined, b: Token | undefined) => !!a && !!b && a.sentence === b.sentence;

/** The token after `i` when it is a word right after it in the same sentence (no mark between), else undefined. */
export const nextWord = (tokens: Token[], i: number): Token | undefined =>
  tokens[i + 1]?.word && sameSentence(tokens[i], tokens[i + 1]) ? tokens[i + 1] : undefined;

/** The token before `i` when it is a word right before it in the same sentence, else undefined. */
export const previousWord = (tokens: Token[], i: number): Token | undefined =>
  tokens[i - 1]?.word && sameSentence(tokens[i - 1], tokens[i]) ? tokens[i - 1] : undefined;

/** True when the token after `i` is a mark, starts another sentence, or there is none (the end of a clause or sentence). */
export const endsClause = (tokens: Token[], i: number) => nextWord(tokens, i) === undefined;
