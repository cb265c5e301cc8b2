/**
 * How soon the editor's offline checker is ready on a first visit and when a document is reopened,
 * in Debian's Chromium with a real (persistent, on-disk) profile as a person's browser has.
 *
 * The built worker and WASM (build/client/assets) are served as the app serves them: brotli,
 * `Cache-Control: public, max-age=31536000, immutable` (fingerprinted names), and, for comparison,
 * with `no-store` (nothing kept by the browser). Each visit is a new page in the same profile; it
 * measures the editor's worker: the warm-up message (start, download, compile, dictionary set-up)
 * and then the first paragraph's findings; then the WASM compile alone on the page
 * (WebAssembly.compileStreaming of a new fetch, after the worker's).
 * Usage: `npm run build && npx tsx bench/editor-checker-load.ts` (VISITS=4, CHROMIUM_PATH).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { contentSecurityPolicy } from "../src/server/http/csp";

const VISITS = Number(process.env.VISITS ?? 4);
const assets = path.resolve("build/client/assets");
const worker = readdirSync(assets).find((f) => /^lint\.worker-.*\.js$/.test(f));
const wasm = readdirSync(assets).find((f) => /^harper_wasm_bg-.*\.wasm$/.test(f));
if (!worker || !wasm) throw new Error("no built worker: run `npm run build` first");

type Visit = { compileMs: number; warmMs: number; firstLintMs: number };

async function visits(cacheControl: string): Promise<Visit[]> {
  // The worker's policy (it may compile WebAssembly) for the page too, which compiles it once more.
  const policy = contentSecurityPolicy([], ["'wasm-unsafe-eval'"]);
  const server = createServer((req, res) => {
    const file = req.url?.startsWith("/assets/") ? path.join(assets, path.basename(req.url)) : null;
    res.setHeader("Content-Security-Policy", policy);
    if (!file) {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("Cache-Control", "no-cache");
      res.end("<!doctype html><title>bench</title>");
      return;
    }
    res.setHeader("Content-Type", file.endsWith(".wasm") ? "application/wasm" : "text/javascript");
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Encoding", "br");
    res.end(readFileSync(`${file}.br`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile = mkdtempSync(path.join(tmpdir(), "qs-bench-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const out: Visit[] = [];
  try {
    for (let i = 0; i < VISITS; i++) {
      const page = await context.newPage();
      await page.goto(origin);
      await page.evaluate("globalThis.__name = (f) => f");
      out.push(
        await page.evaluate(
          async ({ workerUrl, wasmUrl }) => {
            const w = new Worker(workerUrl, { type: "module" });
            const ask = (message: object) =>
              new Promise<number>((resolve, reject) => {
                const at = performance.now();
                w.onmessage = (e) => (e.data.error ? reject(new Error(e.data.error)) : resolve(performance.now() - at));
                w.postMessage(message);
              });
            const warmMs = await ask({ id: 1, texts: [], dialect: "american", warm: true });
            const firstLintMs = await ask({ id: 2, texts: ["I saw teh cat on Monday."], dialect: "american" });
            w.terminate();
            // The compile alone, after the worker's (its download is in the cache by now, if kept).
            const started = performance.now();
            await WebAssembly.compileStreaming(fetch(wasmUrl));
            const compileMs = performance.now() - started;
            return { compileMs, warmMs, firstLintMs };
          },
          { workerUrl: `/assets/${worker}`, wasmUrl: `/assets/${wasm}` },
        ),
      );
      await page.close();
    }
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

const round = (visit: Visit) => Object.fromEntries(Object.entries(visit).map(([k, v]) => [k, Math.round(v)]));
const kept = await visits("public, max-age=31536000, immutable");
const notKept = await visits("no-store");
console.log(JSON.stringify({ immutable: kept.map(round), noStore: notKept.map(round) }, null, 2));
