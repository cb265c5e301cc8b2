/**
 * Start-up time, memory and request throughput of the server on the embedded database: the same
 * sources run through tsx (`node --import tsx src/server/main.ts`, as `npm run dev` does), compiled
 * (`npm run build`: BUILD_DIR/server/main.js) with Node's defaults, and compiled as `npm start`
 * runs it (scripts/server-node-flags.mjs: two V8 helper threads), side by side in one run.
 * Run: `npm run build && npx tsx bench/server.ts` (temporary DATA_DIRs, loopback only, stops by
 * itself). BENCH_STARTS=n warm starts per variant (default 7, alternated), BENCH_SECONDS=n per
 * endpoint (default 10). Prints a markdown table: copy it into bench/README.md with the date.
 *
 * BENCH_ONLY=first-start measures only a fresh install's first start (a new, empty DATA_DIR each
 * time) of the compiled server as `npm start` runs it: time to healthy and peak RSS (the kernel's
 * VmHWM, read at healthy). BENCH_BUILDS=dirA,dirB compares builds (e.g. before and after a change,
 * each built with BUILD_DIR=dir), alternated A B, B A… for BENCH_STARTS rounds (default 7), and
 * prints each round, the medians and the median of the round-by-round ratios B/A.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";
import { firstLink, startSmtpSink } from "../tests/support/smtp-sink";

const port = 3190;
const base = `http://127.0.0.1:${port}`;
const origin = `http://localhost:${port}`;
const starts = Number(process.env.BENCH_STARTS ?? 7);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const buildDirs = (process.env.BENCH_BUILDS ?? process.env.BUILD_DIR ?? "build").split(",");
const compiled = path.join(buildDirs[0], "server", "main.js");
for (const dir of buildDirs) {
  if (!existsSync(path.join(dir, "server", "main.js"))) {
    console.error(`${path.join(dir, "server", "main.js")} not found: run \`npm run build\` first`);
    process.exit(1);
  }
}

type Variant = { name: string; args: string[]; dataDir: string; email: string };
const variants: Variant[] = [
  { name: "tsx", args: ["--import", "tsx", "src/server/main.ts"] },
  { name: "compiled", args: ["--enable-source-maps", compiled] },
  { name: "npm start", args: [...SERVER_NODE_FLAGS, compiled] },
].map((v) => ({
  ...v,
  dataDir: mkdtempSync(path.join(tmpdir(), "qs-bench-")),
  email: `${v.name.replace(" ", "-")}@example.com`,
}));

const sink = await startSmtpSink();

/** Starts the server and returns once GET /api/health answers, with the time that took. */
async function startServer(variant: Pick<Variant, "name" | "args" | "dataDir">) {
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: variant.dataDir,
      LOG_LEVEL: "error",
      DATABASE_URL: "",
      SMTP_URL: sink.url,
      // No model: the embedded one would load a GGUF file (or import node-llama-cpp to download one).
      AI_PROVIDER: "none",
    },
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.name} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await sleep(5);
  }
  return { child, ms: performance.now() - started };
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Resident memory now (VmRSS), or the most it has been since the process started (VmHWM). */
function rssMb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** RSS once the process has been left alone for a moment (timers and lazy work after start settled). */
async function idleRss(pid: number): Promise<number> {
  await sleep(3000);
  return rssMb(pid);
}

/** Requests per second and latency; `errors` counts failures and answers other than `status`. */
async function load(opts: autocannon.Options, status: number) {
  const r = await autocannon({ connections: 10, duration: seconds, ...opts });
  const expected = (r.statusCodeStats as Record<string, { count: number } | undefined>)[status]?.count ?? 0;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.requests.total - expected,
  };
}

/** A real confirmed account: sign up, follow the emailed link, then sign in `signIns` times; returns the cookie. */
async function sessionCookie(email: string, signIns: number): Promise<string> {
  const headers = { "content-type": "application/json", origin };
  const account = { name: "Bench", email, password: "Bench$Pass1" };
  await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(account) });
  let mail = sink.messages.find((m) => m.to.includes(email));
  for (; !mail; mail = sink.messages.find((m) => m.to.includes(email))) await sleep(20);
  const link = new URL(firstLink(mail.text));
  await fetch(`${base}${link.pathname}${link.search}`, { redirect: "manual" });
  let cookie = "";
  for (let i = 0; i < signIns; i++) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify(account),
    });
    if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }
  return cookie;
}

/**
 * A fresh install's first start, compiled, as `npm start` runs it, for each build in turn: a new
 * empty DATA_DIR every time (the server creates its database there, from the build's ready-made
 * one when it has it). Prints each round and the medians, then exits.
 */
async function firstStarts(rounds: number) {
  const byBuild = new Map<string, { ms: number; peak: number }[]>(buildDirs.map((dir) => [dir, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...buildDirs].reverse() : buildDirs;
    for (const dir of order) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "qs-bench-first-"));
      const variant = { name: dir, args: [...SERVER_NODE_FLAGS, path.join(dir, "server", "main.js")], dataDir };
      const { child, ms } = await startServer(variant);
      const peak = rssMb(child.pid!, "VmHWM");
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
      byBuild.get(dir)!.push({ ms, peak });
      console.log(`round ${round + 1} ${dir}: healthy in ${Math.round(ms)} ms, peak RSS ${Math.round(peak)} MB`);
    }
  }
  const summary = buildDirs.map((dir) => {
    const runs = byBuild.get(dir)!;
    return { build: dir, ms: median(runs.map((r) => r.ms)), peak: median(runs.map((r) => r.peak)) };
  });
  console.log(`\n| first start, new empty DATA_DIR (median of ${rounds}) | ${buildDirs.join(" | ")} |`);
  console.log(`|---|${buildDirs.map(() => "---|").join("")}`);
  console.log(`| to healthy | ${summary.map((r) => `${Math.round(r.ms).toLocaleString("en")} ms`).join(" | ")} |`);
  console.log(`| peak RSS (VmHWM) | ${summary.map((r) => `${Math.round(r.peak)} MB`).join(" | ")} |`);
  if (buildDirs.length === 2) {
    const [a, b] = buildDirs.map((dir) => byBuild.get(dir)!);
    const ratio = (get: (r: { ms: number; peak: number }) => number) =>
      median(a.map((r, i) => get(b[i]) / get(r))).toFixed(2);
    console.log(
      `B/A, median of the round ratios: to healthy ${ratio((r) => r.ms)}×, peak RSS ${ratio((r) => r.peak)}×`,
    );
  }
  console.log(`RESULT ${JSON.stringify({ firstStart: summary })}`);
}

if (only === "first-start") {
  await firstStarts(Number(process.env.BENCH_STARTS ?? 7));
  await sink.close();
  for (const variant of variants) rmSync(variant.dataDir, { recursive: true, force: true });
  process.exit(0);
}

type Row = Record<string, number>;
const results = new Map<string, Row>(variants.map((v) => [v.name, {}]));

// Cold start: a new data directory (the compiled server loads the build's ready-made database; from
// source it creates the PGlite cluster and runs every migration).
for (const variant of variants) {
  const { child, ms } = await startServer(variant);
  Object.assign(results.get(variant.name)!, {
    cold: ms,
    coldRss: rssMb(child.pid!),
    coldPeak: rssMb(child.pid!, "VmHWM"),
  });
  await stop(child);
}

// Warm starts on the existing directory, alternated so a drift of the machine hits all alike.
const warm = new Map<string, number[]>(variants.map((v) => [v.name, []]));
const idle = new Map<string, number[]>(variants.map((v) => [v.name, []]));
for (let i = 0; i < starts; i++) {
  for (const variant of variants) {
    const { child, ms } = await startServer(variant);
    warm.get(variant.name)!.push(ms);
    if (i < 3) idle.get(variant.name)!.push(await idleRss(child.pid!));
    await stop(child);
  }
}

// One more start each: idle, after sign-ins, then under load.
const loads: [string, number, (cookie: string) => autocannon.Options][] = [
  ["GET /api/health", 200, () => ({ url: `${base}/api/health` })],
  ["GET /api/me signed out (answers 401)", 401, () => ({ url: `${base}/api/me` })],
  ["GET /api/me signed in (session + profile)", 200, (cookie) => ({ url: `${base}/api/me`, headers: { cookie } })],
];
const throughput = new Map<string, Map<string, Awaited<ReturnType<typeof load>>>>();
for (const variant of variants) {
  const row = results.get(variant.name)!;
  const { child } = await startServer(variant);
  const cookie = await sessionCookie(variant.email, 3);
  row.signedInRss = await idleRss(child.pid!);
  const measured = new Map<string, Awaited<ReturnType<typeof load>>>();
  for (const [title, status, opts] of loads) measured.set(title, await load(opts(cookie), status));
  throughput.set(variant.name, measured);
  row.loadRss = rssMb(child.pid!);
  row.loadIdleRss = await idleRss(child.pid!);
  await stop(child);
  Object.assign(row, { warm: median(warm.get(variant.name)!), idleRss: median(idle.get(variant.name)!) });
}

const names = variants.map((v) => v.name);
const rowsOf = names.map((name) => results.get(name)!);
const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
const mb = (n: number) => `${Math.round(n)} MB`;
const measures: [string, (r: Row) => number, (n: number) => string][] = [
  ["cold start, new data directory, to healthy", (r) => r.cold, ms],
  [`warm start, existing data directory, to healthy (median of ${starts})`, (r) => r.warm, ms],
  ["RSS at healthy, cold start", (r) => r.coldRss, mb],
  ["peak RSS (VmHWM) at healthy, cold start", (r) => r.coldPeak, mb],
  ["RSS idle 3 s after a warm start, no requests (median of 3)", (r) => r.idleRss, mb],
  ["RSS idle after sign-up, confirmation and 3 sign-ins", (r) => r.signedInRss, mb],
  ["RSS at the end of the load below", (r) => r.loadRss, mb],
  ["RSS idle 3 s after the load", (r) => r.loadIdleRss, mb],
];
// Each compiled figure with its ratio to tsx's.
const ratio = (n: number, tsx: number) => ` (${(n / tsx).toFixed(2)}×)`;
const header = (first: string) => `\n| ${first} | ${names.join(" | ")} |\n|---|${names.map(() => "---|").join("")}`;
console.log(header("measure"));
for (const [title, get, fmt] of measures) {
  const cells = rowsOf.map((r, i) => fmt(get(r)) + (i ? ratio(get(r), get(rowsOf[0])) : ""));
  console.log(`| ${title} | ${cells.join(" | ")} |`);
}
console.log(header(`req/s · p50 ms · p99 ms (10 connections, ${seconds} s)`));
for (const [title] of loads) {
  const cells = names.map((name) => {
    const r = throughput.get(name)!.get(title)!;
    return `${Math.round(r.rps).toLocaleString("en")} · ${r.p50} · ${r.p99}${r.errors ? ` (${r.errors} errors)` : ""}`;
  });
  console.log(`| ${title} | ${cells.join(" | ")} |`);
}

// For bench/all.ts: the compiled server as `npm start` runs it.
const started = results.get("npm start")!;
console.log(
  `RESULT ${JSON.stringify({
    compiled: {
      warmStartMs: Math.round(started.warm),
      idleRssMb: Math.round(started.idleRss),
      firstStartMs: Math.round(started.cold),
      firstStartPeakMb: Math.round(started.coldPeak),
    },
  })}`,
);

await sink.close();
for (const variant of variants) rmSync(variant.dataDir, { recursive: true, force: true });
