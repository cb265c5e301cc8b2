/**
 * Every figure of bench/README.md in one command: `npx tsx bench/all.ts` (after `npm run build`).
 * Runs each benchmark in its own process, one after another so they do not compete for the two
 * cores, shows each one's own table, then a summary of the targets. Each benchmark reports its
 * figures on a `RESULT {json}` line; PostgreSQL at BENCH_DATABASE_URL (default the local `test`
 * database). `BENCH_SKIP=lighthouse,server` leaves some out.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { pageWeight } from "./page-weight";

type Result = Record<string, unknown>;
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));

/** Runs `bench/{name}.ts`, echoing its output, and returns the JSON of its RESULT line. */
function runBench(name: string, args: string[] = []): Promise<Result | null> {
  if (skip.has(name)) return Promise.resolve(null);
  console.log(`\n## ${name}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `bench/${name}.ts`, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let result: Result | null = null;
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("RESULT ")) result = JSON.parse(line.slice(7));
        else console.log(line);
      }
    });
    child.on("exit", (code) => {
      if (code !== 0) console.log(`(bench/${name}.ts exited with ${code})`);
      resolve(result);
    });
  });
}

const landing = pageWeight(path.join(process.env.BUILD_DIR ?? "build", "client"), "/");
const pipeline = (await runBench("pipeline")) as {
  direct: { rps: number };
  pipeline: { rps: number; p50: number };
  me: { rps: number };
  share: number;
  addedLatencyMs: number;
} | null;
const server = (await runBench("server")) as {
  compiled?: { warmStartMs: number; idleRssMb: number; firstStartMs: number; firstStartPeakMb: number };
} | null;
const lighthouse = (await runBench("lighthouse")) as { performance?: Record<string, number> } | null;

const na = "not measured";
const rows: [string, string, string][] = [
  ["landing page first-load JavaScript (gzip)", "≤ 100 kB", `${(landing.js.gzip / 1024).toFixed(1)} kB`],
  ...Object.entries(lighthouse?.performance ?? { "(all pages)": Number.NaN }).map(
    ([page, score]): [string, string, string] => [
      `Lighthouse performance ${page}`,
      "≥ 95",
      Number.isNaN(score) ? na : String(score),
    ],
  ),
  ["compiled server idle RSS, PGlite, no model", "≤ 250 MB", server?.compiled ? `${server.compiled.idleRssMb} MB` : na],
  [
    "compiled server start to healthy, existing data directory",
    "≤ 1 s",
    server?.compiled ? `${server.compiled.warmStartMs} ms` : na,
  ],
  [
    "compiled server first start, empty data directory: peak RSS · to healthy",
    "≤ 250 MB · ≤ 2 s",
    server?.compiled ? `${server.compiled.firstStartPeakMb} MB · ${server.compiled.firstStartMs} ms` : na,
  ],
  ["runs/s, PostgreSQL, 32 connections", "≥ 1,000", pipeline ? String(pipeline.pipeline.rps) : na],
  [
    "runs/s as a share of the upstream called directly",
    "≥ 25%",
    pipeline ? `${(pipeline.share * 100).toFixed(1)}% of ${pipeline.direct.rps}` : na,
  ],
  ["latency a run adds, one at a time (median)", "≤ 2 ms", pipeline ? `${pipeline.addedLatencyMs.toFixed(2)} ms` : na],
  ["signed-in GET /api/me req/s, PostgreSQL", "≥ 5,000", pipeline ? String(pipeline.me.rps) : na],
];
console.log("\n## Summary\n\n| measure | target | measured |\n| --- | --- | --- |");
for (const [measure, target, measured] of rows) console.log(`| ${measure} | ${target} | ${measured} |`);
