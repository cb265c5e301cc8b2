// Reads the logs bench/compare-refs.sh kept (pipeline-A-1.log, me-B-2.log, lighthouse-A-1.log, …)
// and prints each measure's figure per round, the medians of A and B, and B/A: the ratio of the
// medians and the median of the round-by-round ratios (the figure a drifting machine moves least).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const [dir, refA = "A", refB = "B"] = process.argv.slice(2);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** measure name → { A: [by round], B: [by round] } */
const measures = new Map();
const put = (name, side, round, value) => {
  if (!Number.isFinite(value)) return;
  if (!measures.has(name)) measures.set(name, { A: [], B: [] });
  measures.get(name)[side][round - 1] = value;
};

for (const file of readdirSync(dir).sort()) {
  const m = /^(pipeline|me|lighthouse)-([AB])-(\d+)\.log$/.exec(file);
  if (!m) continue;
  const [, kind, side, round] = m;
  const text = readFileSync(path.join(dir, file), "utf8");
  if (kind === "pipeline" || kind === "me") {
    const line = text.split("\n").find((l) => l.startsWith("{"));
    if (!line) continue;
    const r = JSON.parse(line);
    const label = kind === "pipeline" ? "runs/s (pipeline)" : "GET /api/me req/s";
    put(label, side, +round, r.rps);
    put(`${kind}: app CPU ms/request`, side, +round, r.cpu.app);
    put(`${kind}: PostgreSQL CPU ms/request`, side, +round, r.cpu.postgres);
    put(`${kind}: errors`, side, +round, r.errors);
  } else {
    // "/path run 1: performance 98, …; FCP 1.7 s, LCP 2.0 s, TBT 75 ms, CLS 0.000"
    const byPage = new Map();
    for (const l of text.matchAll(/^(\S+) run \d+: performance (\d+).*?LCP ([\d.]+) s, TBT (\d+) ms/gm)) {
      const [, page, perf, lcp, tbt] = l;
      if (!byPage.has(page)) byPage.set(page, { perf: [], lcp: [], tbt: [] });
      byPage.get(page).perf.push(+perf);
      byPage.get(page).lcp.push(+lcp);
      byPage.get(page).tbt.push(+tbt);
    }
    for (const [page, v] of byPage) {
      put(`Lighthouse ${page} performance`, side, +round, median(v.perf));
      put(`Lighthouse ${page} LCP s`, side, +round, median(v.lcp));
      put(`Lighthouse ${page} TBT ms`, side, +round, median(v.tbt));
    }
  }
}

const fmt = (x) => (Math.abs(x) >= 100 ? Math.round(x).toLocaleString("en-US") : +x.toFixed(3));
console.log(`\nA = ${refA}, B = ${refB} (${dir})\n`);
console.log(
  "| measure | A by round | B by round | median A | median B | B/A of medians | median of round ratios B/A |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const [name, { A, B }] of measures) {
  const a = A.filter(Number.isFinite);
  const b = B.filter(Number.isFinite);
  if (!a.length || !b.length) continue;
  const ratios = A.map((x, i) => B[i] / x).filter(Number.isFinite);
  const cells = [
    name,
    a.map(fmt).join(" / "),
    b.map(fmt).join(" / "),
    fmt(median(a)),
    fmt(median(b)),
    median(a) ? (median(b) / median(a)).toFixed(3) : "–",
    ratios.length ? median(ratios).toFixed(3) : "–",
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
if (!existsSync(dir)) process.exit(1);
