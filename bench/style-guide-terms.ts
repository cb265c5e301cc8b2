/**
 * Finding a style guide's terms in a text (src/shared/guide-term-finder.ts, decision 0039): the
 * Aho–Corasick finder against the word-indexed one before it (decision 0036, kept as a copy in
 * bench/support/word-index-finder.ts), alternated A B A B in one process, on a realistic guide of
 * 500 terms. The editor runs it on every changed paragraph as the writer types; the server on
 * every check (up to 50,000 characters) on its event loop. Adversarial term sets and growth with
 * the text: bench/term-growth.ts.
 *
 * Run: `npx tsx bench/style-guide-terms.ts` (BENCH_ROUNDS, default 6).
 */
import { findGuideTerms } from "../src/shared/style-guide";
import { alternated, realisticTerms, time } from "./support/term-sets";
import { wordIndexFinder } from "./support/word-index-finder";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const vocabulary =
  "we utilize the quick brown fox to jump over lazy dogs while teams leverage paradigms and ship products".split(" ");
const textOf = (words: number) => Array.from({ length: words }, (_, i) => vocabulary[i % vocabulary.length]).join(" ");
const ms = (x: number) => x.toFixed(3);

console.log(`Medians of ${rounds} rounds; ms per call, wall clock and (CPU).\n`);
console.log("| words | word index (before) | Aho–Corasick (after) | after / before (CPU) | matches |");
console.log("| --- | --- | --- | --- | --- |");
for (const words of [100, 1000, 8000]) {
  const text = textOf(words);
  const reps = Math.max(5, Math.round(20_000 / words));
  const matches = [wordIndexFinder(text, realisticTerms).length, findGuideTerms(text, realisticTerms).length];
  time(() => wordIndexFinder(text, realisticTerms).length, reps);
  time(() => findGuideTerms(text, realisticTerms).length, reps);
  const { a, b } = alternated(
    () => time(() => wordIndexFinder(text, realisticTerms).length, reps),
    () => time(() => findGuideTerms(text, realisticTerms).length, reps),
    rounds,
  );
  console.log(
    `| ${words.toLocaleString("en-US")} | ${ms(a.ms)} (${ms(a.cpuMs)}) | ${ms(b.ms)} (${ms(b.cpuMs)}) | ${(b.cpuMs / a.cpuMs).toFixed(3)} | ${matches.join(" / ")} |`,
  );
}
