/**
 * Which rules cost precision on the JFLEG dev set (bench/checking-quality.ts measures the whole; this
 * says who is behind the figures): per rule, at the default level,
 * - the references (correct sentences) it flags, and how many only it flags (they would no longer be
 *   flagged without the rule);
 * - its findings in the sources, and its first fixes applied alone: sentences brought closer to /
 *   farther from the nearest reference and by the mean distance to the four.
 * `DUMP=refs` prints each flagged reference with the rule, span and first fix; `DUMP=sources` each
 * finding in the sources; `DUMP=worse` each fix that takes a sentence farther by the mean distance. The corpus is read from
 * `../shared/corpora/jfleg-dev` (`JFLEG_DIR`), never copied. Usage: `npx tsx bench/checking-findings.ts`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refineFindings } from "@shared/checking/refine";
import type { LintIssue } from "@shared/lint-issue";
import { applySuggestions, checkRules, stopRules } from "../src/server/nlp/rules";
import { editDistance } from "./quality/align";
import { detokenize, tokenize } from "./quality/tokens";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.env.JFLEG_DIR ?? path.resolve(repo, "../shared/corpora/jfleg-dev");
if (!existsSync(path.join(dir, "dev.src"))) {
  console.error(`JFLEG dev set not found in ${dir}: set JFLEG_DIR`);
  process.exit(1);
}
const readLines = (file: string) =>
  readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .slice(0, 754)
    .map((line) => line.split(/\s+/).filter(Boolean));
const sources = readLines("dev.src");
const refSets = [0, 1, 2, 3].map((k) => readLines(`dev.ref${k}`));
const references = sources.map((_, i) => refSets.map((refs) => refs[i]));
const dump = process.env.DUMP ?? "";

const check = async (text: string) =>
  refineFindings(text, await checkRules(text), { dictionary: new Set(), guide: [] }, { level: "default" });

type Tally = { refs: number; onlyRefs: number; findings: number; closer: number; farther: number; meanUp: number };
const tallies = new Map<string, Tally>();
const tally = (rule: string) => {
  let t = tallies.get(rule);
  if (!t) {
    t = { refs: 0, onlyRefs: 0, findings: 0, closer: 0, farther: 0, meanUp: 0 };
    tallies.set(rule, t);
  }
  return t;
};
const show = (text: string, issue: LintIssue) =>
  `${issue.rule} [${issue.kind}] "${text.slice(issue.start, issue.end)}" → "${issue.suggestion}"`;

for (let i = 0; i < sources.length; i += 50) {
  const chunk = sources.slice(i, i + 50);
  await Promise.all(
    chunk.map(async (source, k) => {
      const index = i + k;
      for (const reference of references[index]) {
        const text = detokenize(reference).text;
        const issues = await check(text);
        const rules = new Set(issues.map((issue) => issue.rule));
        for (const rule of rules) {
          tally(rule).refs++;
          if (rules.size === 1) tally(rule).onlyRefs++;
        }
        if (dump === "refs") for (const issue of issues) console.log(`REF ${index}: ${show(text, issue)} | ${text}`);
      }
      const text = detokenize(source).text;
      const nearest = (tokens: string[]) => Math.min(...references[index].map((r) => editDistance(tokens, r)));
      const mean = (tokens: string[]) => references[index].reduce((sum, r) => sum + editDistance(tokens, r), 0);
      for (const issue of await check(text)) {
        if (dump === "sources") console.log(`SRC ${index}: ${show(text, issue)}`);
        const t = tally(issue.rule);
        t.findings++;
        const fixed = applySuggestions(text, [issue]);
        if (fixed === text) continue;
        const after = tokenize(fixed);
        const [before, beforeMean] = [nearest(source), mean(source)];
        if (nearest(after) < before) t.closer++;
        if (nearest(after) > before) t.farther++;
        if (mean(after) > beforeMean) {
          t.meanUp++;
          if (dump === "worse") console.log(`WORSE ${index}: ${show(text, issue)} | ${text}`);
        }
      }
    }),
  );
}
await stopRules();

console.log(
  "| rule | references flagged | … by it alone | findings in the sources | fixes closer / farther (nearest) | farther by the mean |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [rule, t] of [...tallies].sort((a, b) => b[1].refs - a[1].refs || b[1].findings - a[1].findings))
  console.log(`| ${rule} | ${t.refs} | ${t.onlyRefs} | ${t.findings} | ${t.closer} / ${t.farther} | ${t.meanUp} |`);
