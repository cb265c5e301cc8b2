/**
 * Work on untrusted input grows linearly: each step timed at N and 2N, the ratio printed (≤ 2.5
 * passes; 4 would mean quadratic). The steps: the depth scan of a raw JSON body
 * (src/server/http/json-depth.ts), the walk for unstorable text over a parsed body
 * (src/server/http/text-guard.ts `unstorableText`, as wide as it is allowed deep), JSON.parse of
 * the same body, and the walk over 16,000 nested arrays that took seconds before
 * docs/decisions/0038-json-nesting-limit.md (now refused by the scan; timed here for the walk alone).
 *
 * Each figure is the fastest of BENCH_ROUNDS runs (default 25): on a shared machine a run's time is
 * its cost plus whatever else ran (other processes, a garbage collection), and only the cost grows
 * with the input.
 *
 * Run: `npx tsx bench/input-growth.ts`.
 */
import { nestsDeeperThan } from "../src/server/http/json-depth";
import { unstorableText } from "../src/server/http/text-guard";

const rounds = Number(process.env.BENCH_ROUNDS ?? 25);

/** The fastest of `rounds` runs of each, N and 2N alternated so that both meet the same moments of load. */
function timedPair(small: () => unknown, large: () => unknown): [number, number] {
  small();
  large(); // warm
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let r = 0; r < rounds; r++) {
    for (const [i, fn] of [small, large].entries()) {
      const start = performance.now();
      fn();
      best[i] = Math.min(best[i], performance.now() - start);
    }
  }
  return [best[0], best[1]];
}

/** A body of `n` records 8 levels deep (9,000 make half a megabyte: 2N is about the 1 MB body limit), strings with brackets and escapes: what a scan and a walk meet. */
const wideBody = (n: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({ a: { b: [{ c: { d: [`text [${i}] {"x"} \\\\u0000 é`] } }] } })),
  );
const deepArrays = (n: number) => `${"[".repeat(n)}"\\\\u0000"${"]".repeat(n)}`;

const steps: { name: string; input: (n: number) => unknown; run: (input: never) => unknown; n: number }[] = [
  { name: "depth scan, wide body", input: wideBody, run: (text: string) => nestsDeeperThan(text), n: 9_000 },
  {
    name: "depth scan, opening brackets only",
    input: (n) => "[".repeat(n),
    // No limit, so the whole text is read (the server stops at level 65).
    run: (text: string) => nestsDeeperThan(text, Number.POSITIVE_INFINITY),
    n: 500_000,
  },
  { name: "JSON.parse, wide body", input: wideBody, run: (text: string) => JSON.parse(text), n: 9_000 },
  {
    name: "unstorable-text walk, wide body",
    input: (n) => JSON.parse(wideBody(n)),
    run: (body: unknown) => unstorableText(body),
    n: 9_000,
  },
  {
    name: "unstorable-text walk, nested arrays",
    input: (n) => JSON.parse(deepArrays(n)),
    run: (body: unknown) => unstorableText(body),
    n: 16_000,
  },
];

console.log("| step | N | ms at N | ms at 2N | ratio |");
console.log("| --- | --- | --- | --- | --- |");
let failed = false;
for (const step of steps) {
  const [small, large] = [step.input(step.n), step.input(2 * step.n)];
  const [a, b] = timedPair(
    () => step.run(small as never),
    () => step.run(large as never),
  );
  const ratio = b / a;
  if (ratio > 2.5) failed = true;
  console.log(
    `| ${step.name} | ${step.n.toLocaleString("en-US")} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${ratio.toFixed(2)}${ratio > 2.5 ? " (over 2.5)" : ""} |`,
  );
}
if (failed) process.exitCode = 1;
