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

/**
 * The list splits contractions ("don't" is counted as "don" and "t"): a contraction is as common as
 * the word before its apostrophe, and those stems are not words to suggest on their own.
 */
const CONTRACTION = /^([a-z]+)['’](t|re|ve|ll|m|d)$/;
const CONTRACTION_STEMS = new Set(
  "don isn doesn didn couldn wouldn shouldn wasn weren aren hasn haven hadn mustn needn ain ll ve re".split(" "),
);

/** How often the word is used: a contraction counts as its first part. */
function countOf(word: string): number {
  const contraction = CONTRACTION.exec(word);
  return wordCount(contraction ? contraction[1] : word);
}

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
  const frequency = Math.min(FREQUENCY_CAP, Math.log10(countOf(base) + 1)) - (possessive ? POSSESSIVE_PENALTY : 0);
  return frequency - DISTANCE_WEIGHT * typingDistance(typed, lower.replace(/['’]/g, ""));
}

/** Used often enough (about the 8,000 most common words) to be offered though Harper did not list it. */
const LIKELY_COUNT = 1500;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Common words one slip away from `word` (a letter dropped, added, changed, or two swapped; an
 * apostrophe left out of a contraction), lower case: Harper offers three suggestions, and for
 * "wark" they are "walk", "war" and "ward", not "work". About 54 lookups a letter.
 */
export function commonWordsNear(word: string): string[] {
  const typed = word.toLowerCase();
  if (!wordFrequenciesLoaded() || typed.length < 3 || typed.length > LONGEST || !/^[a-z]+$/.test(typed)) return [];
  const found = new Set<string>();
  const consider = (candidate: string) => {
    if (candidate !== typed && !CONTRACTION_STEMS.has(candidate) && wordCount(candidate) >= LIKELY_COUNT)
      found.add(candidate);
  };
  for (let i = 0; i <= typed.length; i++) {
    const before = typed.slice(0, i);
    const after = typed.slice(i);
    if (after) consider(before + after.slice(1));
    if (after.length > 1) consider(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      consider(before + letter + after);
      if (after) consider(before + letter + after.slice(1));
    }
    // "dont" → "don't", "isnt" → "isn't": only where the list counts the stem as a contraction's.
    if (after === "t" && CONTRACTION_STEMS.has(before)) found.add(`${before}'t`);
  }
  return [...found];
}

/**
 * `suggestions` for the misspelled `word`, most likely first (Harper's order breaks ties), without
 * implausible splits, as many as Harper gave (at least three): `nearby` words (commonWordsNear) compete
 * with Harper's as if listed second. Returns the same list when the frequency list is not loaded
 * or the word is too long to be a typo worth ranking.
 */
export function rankSpellingSuggestions(
  word: string,
  suggestions: readonly string[],
  nearby: readonly string[] = [],
): string[] {
  if (!wordFrequenciesLoaded() || word.length > LONGEST) return [...suggestions];
  const typed = word.toLowerCase();
  const listed = new Set(suggestions.map((s) => s.toLowerCase()));
  const candidates = [
    ...suggestions.map((suggestion, index) => ({ suggestion, index })),
    ...nearby
      .filter((w) => !listed.has(w))
      .map((w) => ({ suggestion: matchFirstCapital(word, w), index: suggestions.length })),
  ];
  // A word Harper did not list weighs as its second suggestion would: its distance and frequency speak for it.
  const place = (index: number) => (index < suggestions.length ? index : 1);
  return candidates
    .map((c) => ({ ...c, score: score(typed, c.suggestion) - HARPER_ORDER_WEIGHT * place(c.index) }))
    .filter((s) => s.score > Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(3, suggestions.length))
    .map((s) => s.suggestion);
}

/** "Wark" → "Work": a suggestion found in the lower-case list takes the typed word's first capital. */
const matchFirstCapital = (typed: string, word: string) =>
  /^\p{Lu}/u.test(typed) ? word[0].toUpperCase() + word.slice(1) : word;
