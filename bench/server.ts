/**
 * Start-up time, memory and request throughput of the server on the embedded database.
 * Run: `npx tsx bench/server.ts` (fresh temporary DATA_DIR, loopback only, stops by itself).
 * Copy the printed figures into bench/README.md with the date and machine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLink, startSmtpSink } from "../tests/support/smtp-sink";

const port = 3190;
const base = `http://127.0.0.1:${port}`;
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "qs-bench-"));
const sink = await startSmtpSink();

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      DATABASE_URL: "",
      SMTP_URL: sink.url,
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: performance.now() - started };
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

function rssMb(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return (Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024).toFixed(0);
}

async function load(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 10, duration: 10, ...opts });
  console.log(
    `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
}

/** A real confirmed account: sign up, follow the emailed link, sign in; returns the cookie. */
async function sessionCookie(): Promise<string> {
  const headers = { "content-type": "application/json", origin };
  const account = { name: "Bench", email: "bench@example.com", password: "Bench$Pass1" };
  await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(account) });
  while (sink.messages.length === 0) await new Promise((r) => setTimeout(r, 20));
  const link = new URL(firstLink(sink.messages[0].text));
  await fetch(`${base}${link.pathname}${link.search}`, { redirect: "manual" });
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify(account) });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const first = await startServer();
console.log(`cold start (new data dir, migrations): ${first.ms.toFixed(0)} ms, RSS ${rssMb(first.child.pid!)} MB`);
await stop(first.child);

const second = await startServer();
console.log(`warm start (existing data dir): ${second.ms.toFixed(0)} ms, RSS ${rssMb(second.child.pid!)} MB`);
const cookie = await sessionCookie();
console.log("| endpoint | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|");
await load("GET /api/health", { url: `${base}/api/health` });
await load("GET /api/me signed out (401)", { url: `${base}/api/me` });
await load("GET /api/me signed in (session + profile)", { url: `${base}/api/me`, headers: { cookie } });
console.log(`RSS after load: ${rssMb(second.child.pid!)} MB`);
await stop(second.child);
await sink.close();
rmSync(dataDir, { recursive: true, force: true });
