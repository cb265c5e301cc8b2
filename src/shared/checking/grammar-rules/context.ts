import type { Token } from "../tokens";
import { wordAt } from "./tokens";
import { MID_ADVERBS } from "./words";

/**
 * The index of the first word after `index` that is not one of the adverbs that may stand between
 * an auxiliary and its verb (at most two are skipped), or -1 when the sentence ends first.
 */
export function verbAfter(tokens: Token[], index: number): number {
  let next = index + 1;
  for (let skipped = 0; skipped <= 2; skipped++, next++) {
    const word = wordAt(tokens, next, tokens[index]);
    if (!word) return -1;
    if (!MID_ADVERBS.has(word.lower)) return next;
  }
  return -1;
}

/** The previous token's lower-case text when it is in the same sentence ("" at a sentence start). */
export function previousOf(tokens: Token[], index: number): string {
  const before = tokens[index - 1];
  return before && before.sentence === tokens[index].sentence ? before.lower : "";
}

/** True when the token after `index` (same sentence) is a possessive mark or an apostrophe. */
export function possessiveAfter(tokens: Token[], index: number): boolean {
  const word = tokens[index].lower;
  const next = tokens[index + 1];
  return (
    word.endsWith("'s") || word.endsWith("'") || (next !== undefined && (next.lower === "'" || next.lower === "'s"))
  );
}
