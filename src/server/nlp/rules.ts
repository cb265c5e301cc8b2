import { Worker, type WorkerOptions } from "node:worker_threads";
import type { Dialect } from "@shared/checking/dialect";
import type { LintIssue, RuleIssue } from "@shared/lint-issue";

let worker: Worker | undefined;
let nextId = 1;
type Answer = { issues?: LintIssue[]; descriptions?: Record<string, string> };
const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

/** Harper is loaded once, on the first check or by warmRules(); the worker lives as long as the process. */
function getWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(...workerScript());
  created.unref();
  created.on("message", ({ id, error, ...answer }: Answer & { id: number; error?: string }) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (error) waiter?.reject(new Error(error));
    else waiter?.resolve(answer);
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

function ask(message: Record<string, unknown>): Promise<Answer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, ...message });
  });
}

/**
 * The offline rules' findings (Harper's and our own) in a dialect's spelling, each with every
 * suggestion, its rule's name and its lint kind; works with no model at all. Surfaces ask through
 * `checkText` (./check-text.ts), which adds the writer's dictionary, style guide and filters.
 */
export async function checkRules(text: string, dialect: Dialect = "american"): Promise<LintIssue[]> {
  return (await ask({ text, dialect })).issues ?? [];
}

/**
 * Starts loading Harper (seconds of WASM compiling) without waiting for it, so the first check a
 * client sends (LibreOffice gives up after 10 s) does not pay for it: one short lint compiles and
 * builds the linter. A failure here is left for the first real check to meet and report.
 */
export function warmRules(): Promise<void> {
  return checkRules("Warm up.").then(
    () => undefined,
    () => undefined,
  );
}

let descriptions: Promise<Record<string, string>> | undefined;
/** What each Harper rule checks, by its name (asked once). */
export function ruleDescriptions(): Promise<Record<string, string>> {
  descriptions ??= ask({ descriptions: true }).then((answer) => answer.descriptions ?? {});
  return descriptions;
}

/** The text with every issue's first suggestion applied (later spans first, so offsets hold; offsets are UTF-16 units). */
export function applySuggestions(text: string, issues: RuleIssue[]): string {
  const ordered = [...issues].filter((i) => i.suggestion !== "" || i.removes).sort((a, b) => b.start - a.start);
  // Pieces gathered from the end and joined once: slicing the growing result for each finding
  // copied the whole text each time (1,700 findings in 50,000 characters: a 170 ms stall).
  const pieces: string[] = [];
  let lastStart = text.length;
  for (const issue of ordered) {
    if (issue.end > lastStart) continue; // overlapping findings: keep the later one only
    pieces.push(text.slice(issue.end, lastStart), issue.suggestion);
    lastStart = issue.start;
  }
  pieces.push(text.slice(0, lastStart));
  return pieces.reverse().join("");
}

export async function stopRules(): Promise<void> {
  await worker?.terminate();
  worker = undefined;
}
