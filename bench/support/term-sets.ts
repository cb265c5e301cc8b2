/**
 * Term sets and texts for the term-finder benches (bench/style-guide-terms.ts, bench/term-growth.ts):
 * a realistic guide, and the sets that made the finder before decision 0039 cost terms × text.
 */
import { type GuideTerm, personalGuideSchema } from "../../src/shared/style-guide";

const termsOf = (terms: Partial<GuideTerm>[]) =>
  personalGuideSchema.parse({ terms: terms.map((t, i) => ({ prefer: `preferred${i}`, ...t })) }).terms;

/** 500 terms, mostly one or two words, some matching case, a few not whole words. */
export const realisticTerms = termsOf(
  Array.from({ length: 500 }, (_, i) => ({
    avoid: i === 0 ? "utilize" : i % 3 === 0 ? `phrase${i} words` : `term${i}`,
    matchCase: i % 7 === 0,
    wholeWord: i % 50 !== 1,
  })),
);
const vocabulary =
  "we utilize the quick brown fox to jump over lazy dogs while teams leverage paradigms and ship products".split(" ");
/** A text of about `chars` characters of ordinary words (about 6 characters a word). */
export const realisticText = (chars: number) => {
  const words = Math.ceil(chars / 6);
  return Array.from({ length: words }, (_, i) => vocabulary[i % vocabulary.length])
    .join(" ")
    .slice(0, chars);
};

const repeatTo = (unit: string, chars: number) => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

export type TermSet = { name: string; terms: GuideTerm[]; text: (chars: number) => string };

export const ADVERSARIAL: TermSet[] = [
  {
    // The set of the report: every "a" begins 500 terms of 39 words.
    name: "500 whole-word terms sharing a 38-word prefix",
    terms: termsOf(Array.from({ length: 500 }, (_, i) => ({ avoid: `${"a ".repeat(38)}z${i}` }))),
    text: (chars) => repeatTo("a ", chars),
  },
  {
    name: "500 part-word terms sharing a 75-letter prefix",
    terms: termsOf(Array.from({ length: 500 }, (_, i) => ({ avoid: `${"a".repeat(75)}${i}`, wholeWord: false }))),
    text: (chars) => repeatTo("a", chars),
  },
  {
    // Each a prefix and a suffix of the next: every position ends and starts dozens of matches.
    name: "40 nested terms (a, a a, …), both cases, whole and part words",
    terms: termsOf(
      Array.from({ length: 40 }, (_, i) => ({
        avoid: Array.from({ length: i + 1 }, () => (i % 2 ? "A" : "a")).join(" "),
        matchCase: i % 4 < 2,
        wholeWord: i % 3 !== 0,
      })),
    ),
    text: (chars) => repeatTo("a A ", chars),
  },
  {
    name: "500 terms starting with a sign, sharing a prefix (@a-a-…-z<i>)",
    terms: termsOf(Array.from({ length: 500 }, (_, i) => ({ avoid: `@${"a-".repeat(37)}z${i}` }))),
    text: (chars) => repeatTo(`@${"a-".repeat(37)}`, chars),
  },
];

export const REALISTIC: TermSet = {
  name: "realistic guide of 500 terms, ordinary words",
  terms: realisticTerms,
  text: realisticText,
};

/**
 * Milliseconds per call (mean over `reps`): wall clock, and this process's CPU time (which other
 * processes on a shared machine disturb less).
 */
export function time(fn: () => number, reps: number) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let r = 0; r < reps; r++) fn();
  const ms = (performance.now() - start) / reps;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 / reps };
}

export type Timing = ReturnType<typeof time>;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Alternates two measures A B, B A, … for `rounds`; the medians of each side's wall and CPU times. */
export function alternated(a: () => Timing, b: () => Timing, rounds: number) {
  const as: Timing[] = [];
  const bs: Timing[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      as.push(a());
      bs.push(b());
    } else {
      bs.push(b());
      as.push(a());
    }
  }
  const medians = (ts: Timing[]) => ({ ms: median(ts.map((t) => t.ms)), cpuMs: median(ts.map((t) => t.cpuMs)) });
  return { a: medians(as), b: medians(bs) };
}
