import { Worker, type WorkerOptions } from "node:worker_threads";
import type { RuleIssue } from "@shared/lint-issue";

export type { RuleIssue };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (issues: RuleIssue[]) => void; reject: (error: Error) => void }>();

/** Harper is loaded once, lazily, on the first check; the worker lives as long as the process. */
function getWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(...workerScript());
  created.unref();
  created.on("message", (message: { id: number; issues?: RuleIssue[]; error?: string }) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.issues ?? []);
  });
  created.on("error", (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    worker = undefined;
  });
  worker = created;
  return created;
}

/**
 * The compiled server (build/server/main.js, see scripts/build-server.mjs) has the worker bundled
 * beside it as harper-worker.js. From source (tsx: `npm run dev`, tests), the worker registers the
 * same TypeScript loader before importing harper-worker.ts.
 */
function workerScript(): [string | URL, WorkerOptions?] {
  if (!import.meta.url.endsWith(".ts")) return [new URL("./harper-worker.js", import.meta.url)];
  const file = new URL("./harper-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(file)}); });`;
  return [bootstrap, { eval: true }];
}

/** Rule-based grammar, spelling and punctuation findings; works with no model at all. */
export function checkRules(text: string): Promise<RuleIssue[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, text });
  });
}

/** The text with every issue's first suggestion applied (later spans first, so offsets hold). */
export function applySuggestions(text: string, issues: RuleIssue[]): string {
  const chars = [...text];
  const ordered = [...issues]
    .filter((i) => i.suggestion !== "" || i.type === "punctuation")
    .sort((a, b) => b.start - a.start);
  let lastStart = Number.POSITIVE_INFINITY;
  for (const issue of ordered) {
    if (issue.end > lastStart) continue; // overlapping findings: keep the later one only
    chars.splice(issue.start, issue.end - issue.start, ...[...issue.suggestion]);
    lastStart = issue.start;
  }
  return chars.join("");
}

export async function stopRules(): Promise<void> {
  await worker?.terminate();
  worker = undefined;
}
