/**
 * Lighthouse scores of the built app, as a visitor's phone would see it: Lighthouse's defaults
 * (mobile form factor, simulated throttling) in Debian's Chromium. Builds nothing: run
 * `npm run build` first (`BUILD_DIR` if you built elsewhere). Starts the built server on a free port
 * with a temporary DATA_DIR, runs every page RUNS times (default 3, a fresh browser each time) and
 * prints a markdown table of the medians, each figure the median of its own runs.
 *
 * Usage: `npx tsx bench/lighthouse.ts [/path ...]` (default: /, /about, /tools/paraphraser, /auth).
 * `RUNS=5`, `CHROMIUM_PATH=…` and `LIGHTHOUSE_JSON=dir` (keeps every report) are optional.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/about", "/tools/paraphraser", "/auth"];
const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  { id: "first-contentful-paint", label: "FCP", unit: "s" },
  { id: "largest-contentful-paint", label: "LCP", unit: "s" },
  { id: "total-blocking-time", label: "TBT", unit: "ms" },
  { id: "cumulative-layout-shift", label: "CLS", unit: "" },
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The built server when there is one (BUILD_DIR/server/main.js), else the sources through tsx. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const built = path.join(BUILD_DIR, "server", "main.js");
  const args = existsSync(built) ? [built] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_ROOT: path.join(BUILD_DIR, "client"),
      AI_PROVIDER: "none",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become healthy within 60 s");
}

type Run = { scores: Record<string, number>; metrics: Record<string, number> };

async function audit(url: string): Promise<{ run: Run; json: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m.id, lhr.audits[m.id]?.numericValue ?? Number.NaN]));
    return { run: { scores, metrics }, json: String(result.report) };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, NO_FCP) in this headless
 * Chromium; such a run says nothing about the page, so it is made again, up to twice.
 */
async function auditRetrying(url: string): Promise<{ run: Run; json: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`${error instanceof Error ? error.message : error}; again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function formatMetric(unit: string, value: number): string {
  if (unit === "s") return `${(value / 1000).toFixed(1)} s`;
  if (unit === "ms") return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "qs-lighthouse-"));
const server = await startServer(port, dataDir);
const origin = `http://localhost:${port}`;
const reportDir = process.env.LIGHTHOUSE_JSON;
if (reportDir) mkdirSync(reportDir, { recursive: true });

try {
  const rows: string[] = [];
  const performance: Record<string, number> = {};
  for (const page of PAGES) {
    await fetch(origin + page); // the server reads and caches each page once; measure it warm
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { run, json } = await auditRetrying(origin + page);
      runs.push(run);
      const line = `${page} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(", ")}; ${METRICS.map((m) => `${m.label} ${formatMetric(m.unit, run.metrics[m.id])}`).join(", ")}`;
      console.error(line);
      if (reportDir) writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, "_") || "_"}-${i + 1}.json`), json);
    }
    const cells = [
      ...CATEGORIES.map((c) => String(median(runs.map((r) => r.scores[c])))),
      ...METRICS.map((m) => formatMetric(m.unit, median(runs.map((r) => r.metrics[m.id])))),
    ];
    rows.push(`| \`${page}\` | ${cells.join(" | ")} |`);
    performance[page] = median(runs.map((r) => r.scores.performance));
  }
  console.log(`\nMedian of ${RUNS} runs per page (Lighthouse defaults: mobile, simulated throttling)\n`);
  console.log(
    `| page | performance | accessibility | best practices | SEO | ${METRICS.map((m) => m.label).join(" | ")} |`,
  );
  console.log(`| --- | ${[...CATEGORIES, ...METRICS].map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(row);
  console.log(`RESULT ${JSON.stringify({ performance })}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
