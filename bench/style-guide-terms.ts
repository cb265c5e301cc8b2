/**
 * Finding a style guide's terms in a text (src/shared/style-guide.ts `findGuideTerms`): the
 * word-indexed finder against one regular expression of all the terms' alternatives (the first
 * version, kept here as the baseline), alternated A B A B in one process, on a guide of 500 terms.
 * The editor runs it on every changed paragraph as the writer types; the server on every check
 * (up to 50,000 characters) on its event loop.
 *
 * Run: `npx tsx bench/style-guide-terms.ts` (BENCH_ROUNDS, default 6).
 */
import { findGuideTerms, type GuideTerm, personalGuideSchema } from "../src/shared/style-guide";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The baseline: every term an alternative of one case-insensitive expression, tried at every position. */
function oneAlternation(terms: readonly GuideTerm[]) {
  const pattern = new RegExp(
    [...terms]
      .sort((a, b) => b.avoid.length - a.avoid.length)
      .map((t) => {
        const body = escapeRe(t.avoid).replace(/\s+/g, "\\s+");
        return t.wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
      })
      .join("|"),
    "giu",
  );
  return (text: string) => [...text.matchAll(pattern)].length;
}

// A realistic guide: 500 terms, mostly one or two words, some matching case, a few not whole words.
const terms = personalGuideSchema.parse({
  terms: Array.from({ length: 500 }, (_, i) => ({
    avoid: i === 0 ? "utilize" : i % 3 === 0 ? `phrase${i} words` : `term${i}`,
    prefer: `preferred${i}`,
    matchCase: i % 7 === 0,
    wholeWord: i % 50 !== 1,
  })),
}).terms;
const vocabulary =
  "we utilize the quick brown fox to jump over lazy dogs while teams leverage paradigms and ship products".split(" ");
const textOf = (words: number) => Array.from({ length: words }, (_, i) => vocabulary[i % vocabulary.length]).join(" ");

function time(fn: (text: string) => number, text: string, reps: number) {
  const start = performance.now();
  let found = 0;
  for (let r = 0; r < reps; r++) found = fn(text);
  return { ms: (performance.now() - start) / reps, found };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const baseline = oneAlternation(terms);
const indexed = (text: string) => findGuideTerms(text, terms).length;

console.log("| words | one alternation (ms, median) | word index (ms, median) | ratio | matches |");
console.log("| --- | --- | --- | --- | --- |");
for (const words of [100, 1000, 8000]) {
  const text = textOf(words);
  const reps = Math.max(5, Math.round(20_000 / words));
  time(baseline, text, reps);
  time(indexed, text, reps);
  const a: number[] = [];
  const b: number[] = [];
  let matches = [0, 0];
  for (let round = 0; round < rounds; round++) {
    const first = round % 2 === 0;
    const x = first ? time(baseline, text, reps) : time(indexed, text, reps);
    const y = first ? time(indexed, text, reps) : time(baseline, text, reps);
    (first ? a : b).push(x.ms);
    (first ? b : a).push(y.ms);
    matches = first ? [x.found, y.found] : [y.found, x.found];
  }
  const [ma, mb] = [median(a), median(b)];
  console.log(
    `| ${words.toLocaleString("en-US")} | ${ma.toFixed(3)} | ${mb.toFixed(3)} | ${(mb / ma).toFixed(3)} | ${matches.join(" / ")} |`,
  );
}
