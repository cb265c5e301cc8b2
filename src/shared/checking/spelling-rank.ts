import { wordCount, wordFrequenciesLoaded } from "./word-frequency";

/**
 * Harper's spelling suggestions reordered by how likely the writer meant each (docs/decisions/0046):
 * how few keystrokes separate the misspelling from the word (a neighbouring key, a doubled or
 * dropped letter, two swapped letters, one vowel for another cost less than any other change),
 * then how common the word is. A split ("in formations") goes last unless both halves are common
 * words and the joined word is not a word at all ("forexample"), and is left out otherwise; a
 * possessive ("knowledge's") yields to the plain word. Without the frequency list loaded, Harper's
 * order stands.
 */

const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEY_AT = new Map<string, [number, number]>();
for (const [r, row] of ROWS.entries()) {
  // Each row sits half a key further right than the one above.
  for (const [c, key] of [...row].entries()) KEY_AT.set(key, [r, c + r * 0.5]);
}
const VOWELS = new Set("aeiouy");

/** Two keys side by side (or diagonally touching) on a QWERTY keyboard. */
function neighbours(a: string, b: string): boolean {
  const p = KEY_AT.get(a);
  const q = KEY_AT.get(b);
  return !!p && !!q && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1;
}

/** Letters that spell the same sound ("ceace" for "cease", "realy" → z/s in British spellings). */
const SOUNDS_ALIKE = new Set(["cs", "sc", "ck", "kc", "sz", "zs", "gj", "jg", "fv", "vf"]);

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (neighbours(a, b) || SOUNDS_ALIKE.has(a + b)) return 0.6;
  if (VOWELS.has(a) && VOWELS.has(b)) return 0.6;
  return 1;
}

/** A letter inserted or dropped next to the same letter ("comming", "ocured") is a light slip. */
const gapCost = (word: string, at: number) => (word[at] === word[at - 1] || word[at] === word[at + 1] ? 0.5 : 1);

/** Weighted optimal-string-alignment distance between two short lower-case words. */
export function typingDistance(typed: string, meant: string): number {
  const n = typed.length;
  const m = meant.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i][0] = d[i - 1][0] + gapCost(typed, i - 1);
  for (let j = 1; j <= m; j++) d[0][j] = d[0][j - 1] + gapCost(meant, j - 1);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let best = Math.min(
        d[i - 1][j] + gapCost(typed, i - 1),
        d[i][j - 1] + gapCost(meant, j - 1),
        d[i - 1][j - 1] + substitutionCost(typed[i - 1], meant[j - 1]),
      );
      if (i > 1 && j > 1 && typed[i - 1] === meant[j - 2] && typed[i - 2] === meant[j - 1])
        best = Math.min(best, d[i - 2][j - 2] + 0.6);
      d[i][j] = best;
    }
  }
  return d[n][m];
}

/** Common enough that a split into it is plausible: roughly the 12,000 most used words. */
const COMMON_COUNT = 100;
const POSSESSIVE = /['’]s$/i;
/** How much one unit of typing distance weighs against ten times the frequency. */
const DISTANCE_WEIGHT = 1.4;
/** Harper's own order still says something: each place down costs this much. */
const HARPER_ORDER_WEIGHT = 0.35;
/** A learner rarely means a possessive where the plain word fits as well. */
const POSSESSIVE_PENALTY = 2;
/** Beyond some 30,000 uses a word is simply common: "the" must not beat "thief" for "thife". */
const FREQUENCY_CAP = 4.5;
const LONGEST = 40;

function score(typed: string, suggestion: string): number {
  const lower = suggestion.toLowerCase();
  const parts = lower.split(/\s+/);
  if (parts.length > 1) {
    const joinedUnknown = wordCount(typed) === 0;
    const common = parts.every((p) => wordCount(p) >= COMMON_COUNT);
    if (!(joinedUnknown && common)) return Number.NEGATIVE_INFINITY;
    const rarest = Math.min(...parts.map(wordCount));
    return Math.min(FREQUENCY_CAP, Math.log10(rarest + 1)) - DISTANCE_WEIGHT * typingDistance(typed, parts.join(""));
  }
  const possessive = POSSESSIVE.test(lower);
  const base = possessive ? lower.replace(POSSESSIVE, "") : lower;
  // A possessive is counted as its word, a little less likely than the word itself.
  const frequency = Math.min(FREQUENCY_CAP, Math.log10(wordCount(base) + 1)) - (possessive ? POSSESSIVE_PENALTY : 0);
  return frequency - DISTANCE_WEIGHT * typingDistance(typed, lower.replace(/['’]/g, ""));
}

/**
 * `suggestions` for the misspelled `word`, most likely first (Harper's order breaks ties), without
 * implausible splits. Returns the same list when the frequency list is not loaded or the word is too
 * long to be a typo worth ranking.
 */
export function rankSpellingSuggestions(word: string, suggestions: readonly string[]): string[] {
  if (!wordFrequenciesLoaded() || word.length > LONGEST) return [...suggestions];
  const typed = word.toLowerCase();
  return suggestions
    .map((suggestion, index) => ({ suggestion, index, score: score(typed, suggestion) - HARPER_ORDER_WEIGHT * index }))
    .filter((s) => s.score > Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.suggestion);
}
