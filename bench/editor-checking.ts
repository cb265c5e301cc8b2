/**
 * Checking as you type: the offline rules (Harper) in the editor's module worker, in Debian's
 * Chromium, against the light check endpoint (POST /api/nlp/check) for comparison.
 *
 * The worker is the built one (build/client/assets/lint.worker-*.js), served with the app's own
 * Content-Security-Policy from a small static server, and driven with the editor's messages
 * ({id, texts} → {id, results}). Measured: the first check (download, compile, dictionary set-up),
 * then a 1,000-word text and a 90-word paragraph, each checked RUNS times (p50, p95). The endpoint
 * is the app in this process (startTestApp, PGlite, no model): server time without the network.
 * Usage: `npm run build && npx tsx bench/editor-checking.ts` (RUNS=30, CHROMIUM_PATH).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { contentSecurityPolicy } from "../src/server/http/csp";
import { stopRules } from "../src/server/nlp/rules";
import { signUpVerified, startTestApp } from "../src/server/test-support/harness";

const RUNS = Number(process.env.RUNS ?? 30);
const assets = path.resolve("build/client/assets");
const worker = readdirSync(assets).find((f) => /^lint\.worker-.*\.js$/.test(f));
const wasm = readdirSync(assets).find((f) => /^harper_wasm_bg-.*\.wasm$/.test(f));
if (!worker || !wasm) throw new Error("no built worker: run `npm run build` first");

const paragraph =
  "Writing every day is a habit that pays of over time. When you sit down to write, you should'nt worry about " +
  "perfection; the first draft is allowed to be messy. Their are many ways to improve a text later, and a good " +
  "editor helps you see problems you would of missed. Keep sentences short, use active verbs, and read your work aloud. ";
const words = (n: number) => {
  const all = paragraph.repeat(Math.ceil(n / 60)).split(" ");
  return all.slice(0, n).join(" ");
};
const thousand = words(1000);
const short = words(90);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

async function inBrowser() {
  // As the app serves them: the page's policy, and the lint worker's own (it may compile WebAssembly).
  const policy = contentSecurityPolicy([]);
  const workerPolicy = contentSecurityPolicy([], ["'wasm-unsafe-eval'"]);
  const server = createServer((req, res) => {
    const file = req.url?.startsWith("/assets/") ? path.join(assets, path.basename(req.url)) : null;
    res.setHeader("Content-Security-Policy", file?.includes("lint.worker-") ? workerPolicy : policy);
    if (!file) {
      res.setHeader("Content-Type", "text/html");
      res.end("<!doctype html><title>bench</title>");
      return;
    }
    res.setHeader("Content-Type", file.endsWith(".wasm") ? "application/wasm" : "text/javascript");
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.goto(origin);
    // tsx names functions with a helper the page does not have.
    await page.evaluate("globalThis.__name = (f) => f");
    return await page.evaluate(
      async ({ url, thousand, short, runs }) => {
        const w = new Worker(url, { type: "module" });
        let id = 0;
        const lint = (texts: string[]) =>
          new Promise<number>((resolve, reject) => {
            const mine = ++id;
            const started = performance.now();
            w.onmessage = (e) => {
              if (e.data.id !== mine) return;
              if (e.data.error) reject(new Error(e.data.error));
              else resolve(performance.now() - started);
            };
            w.postMessage({ id: mine, texts });
          });
        const first = await lint(["Hello world."]);
        const big: number[] = [];
        const small: number[] = [];
        for (let i = 0; i < runs; i++) {
          // A different text each time, as typing makes it (the worker caches nothing itself).
          big.push(await lint([`${thousand} ${i}`]));
          small.push(await lint([`${short} ${i}`]));
        }
        return { first, big, small };
      },
      { url: `/assets/${worker}`, thousand, short, runs: RUNS },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

async function endpoint() {
  const app = await startTestApp("pglite", { AI_PROVIDER: "none" });
  try {
    const client = await signUpVerified(app, "bench-check@example.com");
    await client.json("/api/nlp/check", { json: { text: "Warm up the rules." } });
    const time = async (text: string) => {
      const started = performance.now();
      const res = await client.json("/api/nlp/check", { json: { text } });
      if (res.status !== 200) throw new Error(`check: ${res.status}`);
      return performance.now() - started;
    };
    const big: number[] = [];
    const small: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      big.push(await time(`${thousand} ${i}`));
      small.push(await time(`${short} ${i}`));
    }
    return { big, small };
  } finally {
    await stopRules();
    await app.drop();
  }
}

const size = (file: string) => readFileSync(path.join(assets, file)).length;
const browser = await inBrowser();
const server = await endpoint();
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  JSON.stringify(
    {
      runs: RUNS,
      download: {
        wasm: { raw: kb(size(wasm)), gzip: kb(size(`${wasm}.gz`)), br: kb(size(`${wasm}.br`)) },
        worker: { raw: kb(size(worker)), gzip: kb(size(`${worker}.gz`)), br: kb(size(`${worker}.br`)) },
      },
      workerFirstCheckMs: Math.round(browser.first),
      worker1000Words: { p50: percentile(browser.big, 50), p95: percentile(browser.big, 95) },
      workerParagraph: { p50: percentile(browser.small, 50), p95: percentile(browser.small, 95) },
      endpoint1000Words: { p50: percentile(server.big, 50), p95: percentile(server.big, 95) },
      endpointParagraph: { p50: percentile(server.small, 50), p95: percentile(server.small, 95) },
    },
    null,
    2,
  ),
);
