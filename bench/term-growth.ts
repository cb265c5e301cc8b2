/**
 * The style guide term finder grows linearly in the text whatever the terms
 * (docs/decisions/0039-guide-terms-aho-corasick.md). For each adversarial term set (and a
 * realistic one): the finder at N and 2N characters, alternated, and the ratio of the medians of
 * CPU time, which must stay at or under 2.5 (the script exits 1 past it); then the finder before
 * (decision 0036's word index, bench/support/word-index-finder.ts) against this one on each set at
 * a smaller N, alternated A B A B.
 *
 * Run: `npx tsx bench/term-growth.ts` (BENCH_ROUNDS, default 6; BENCH_CHARS, N, default 25,000;
 * BENCH_BEFORE_CHARS, default 1,000).
 */
import { findGuideTerms } from "../src/shared/style-guide";
import { ADVERSARIAL, alternated, REALISTIC, time } from "./support/term-sets";
import { wordIndexFinder } from "./support/word-index-finder";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const n = Number(process.env.BENCH_CHARS ?? 25_000);
const beforeChars = Number(process.env.BENCH_BEFORE_CHARS ?? 1_000);
const LIMIT = 2.5;
const sets = [...ADVERSARIAL, REALISTIC];
const ms = (x: number) => x.toFixed(x < 1 ? 3 : 2);

let failed = false;
console.log(`Medians of ${rounds} rounds; ms per call, wall clock and (CPU).\n`);
console.log(`| term set | N = ${n.toLocaleString("en-US")} characters | 2N | 2N / N (CPU) | matches N / 2N |`);
console.log("| --- | --- | --- | --- | --- |");
for (const set of sets) {
  const [small, large] = [set.text(n), set.text(2 * n)];
  const found = [findGuideTerms(small, set.terms).length, findGuideTerms(large, set.terms).length];
  const reps = 20;
  time(() => findGuideTerms(large, set.terms).length, reps);
  const { a, b } = alternated(
    () => time(() => findGuideTerms(small, set.terms).length, reps),
    () => time(() => findGuideTerms(large, set.terms).length, reps),
    rounds,
  );
  const ratio = b.cpuMs / a.cpuMs;
  if (ratio > LIMIT) failed = true;
  console.log(
    `| ${set.name} | ${ms(a.ms)} (${ms(a.cpuMs)}) | ${ms(b.ms)} (${ms(b.cpuMs)}) | ${ratio.toFixed(2)} | ${found.join(" / ")} |`,
  );
}

console.log(
  `\n| term set, ${beforeChars.toLocaleString("en-US")} characters | before: word index | after: Aho–Corasick | after / before (CPU) | same matches |`,
);
console.log("| --- | --- | --- | --- | --- |");
for (const set of sets) {
  const text = set.text(beforeChars);
  const before = wordIndexFinder(text, set.terms);
  const after = findGuideTerms(text, set.terms);
  const same = JSON.stringify(before) === JSON.stringify(after);
  // As many calls as fit in ~200 ms of the slower side.
  const once = Math.max(time(() => wordIndexFinder(text, set.terms).length, 1).ms, 0.001);
  const reps = Math.max(1, Math.min(2000, Math.round(200 / once)));
  const { a, b } = alternated(
    () => time(() => wordIndexFinder(text, set.terms).length, reps),
    () => time(() => findGuideTerms(text, set.terms).length, reps),
    rounds,
  );
  console.log(
    `| ${set.name} | ${ms(a.ms)} (${ms(a.cpuMs)}) | ${ms(b.ms)} (${ms(b.cpuMs)}) | ${(b.cpuMs / a.cpuMs).toFixed(4)} | ${same ? "yes" : "no"} (${after.length}) |`,
  );
}
if (failed) {
  console.error(`\nA set's time grew more than ${LIMIT} times from N to 2N.`);
  process.exit(1);
}
