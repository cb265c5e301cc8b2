import type { Dialect } from "@shared/checking/dialect";
import type { LintIssue } from "@shared/lint-issue";

/**
 * A finding in a block, its span in the block's UTF-16 offsets (ProseMirror's), with every fix, its
 * rule and kind; `source: "ai"` for the deep check's.
 */
export type BlockIssue = LintIssue & { source?: "ai" };

export type LintOptions = { dialect: Dialect };

/** `warm`: load the rules now, before any text needs them (the editor's page asks as it opens). */
export type LintRequest = { id: number; texts: string[]; dialect: Dialect; warm?: true };
export type LintReply = { id: number; results?: BlockIssue[][]; error?: string };

/**
 * What the page shows about the checker: lint requests not answered yet, why it last failed, and
 * whether the rules have loaded in this page (`ready`).
 */
export type CheckerStatus = { pending: number; failed: string | null; ready: boolean };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (results: BlockIssue[][]) => void; reject: (error: Error) => void }>();
let status: CheckerStatus = { pending: 0, failed: null, ready: false };
const listeners = new Set<(status: CheckerStatus) => void>();

function setStatus(next: Partial<CheckerStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener(status);
}

/** The checker's status now, and every change after it until the returned function is called. */
export function watchChecker(listener: (status: CheckerStatus) => void): () => void {
  listeners.add(listener);
  listener(status);
  return () => listeners.delete(listener);
}

/** The worker, started on first use: only the editor page ever asks, so only it downloads the rules. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "offline-checks" });
  worker.onmessage = (event: MessageEvent<LintReply>) => {
    if (event.data.error !== undefined) return stop(event.data.error);
    const waiter = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiter?.resolve(event.data.results ?? []);
    setStatus({ pending: pending.size, failed: null, ready: true });
  };
  worker.onerror = (event) => stop(event.message || "The checker stopped.");
  return worker;
}

/**
 * Ends a failed worker: Harper keeps a failed download or set-up for good, so the next request
 * (the next pause in typing, or "Try again") starts a new one.
 */
function stop(message: string): void {
  for (const waiter of pending.values()) waiter.reject(new Error(message));
  pending.clear();
  worker?.terminate();
  worker = undefined;
  failedAt = Date.now();
  setStatus({ pending: 0, failed: message, ready: false });
}

/** After a failure, how long requests fail at once rather than start a new worker (and download again). */
const RETRY_AFTER_MS = 30_000;
let failedAt = 0;

/** Lets the next request start a new worker now ("Try again"). */
export function retryChecker(): void {
  failedAt = 0;
}

function ask(request: Omit<LintRequest, "id">): Promise<BlockIssue[][]> {
  if (status.failed && Date.now() - failedAt < RETRY_AFTER_MS) return Promise.reject(new Error(status.failed));
  const id = nextId++;
  return new Promise<BlockIssue[][]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    setStatus({ pending: pending.size });
    getWorker().postMessage({ id, ...request } satisfies LintRequest);
  });
}

/** Each text's findings, in order, linted in the worker in the dialect's spelling. */
export function lintTexts(texts: string[], options: LintOptions): Promise<BlockIssue[][]> {
  return ask({ texts, dialect: options.dialect });
}

/**
 * Starts the worker and has it load the rules (download, compile, set up) while the page is still
 * fetching the document, so the first check does not wait for them (docs/decisions/0048).
 * Harmless to call again: a started checker is left alone.
 */
export function warmChecker(options: LintOptions): void {
  if (worker || typeof Worker === "undefined") return;
  ask({ texts: [], dialect: options.dialect, warm: true }).catch(() => {});
}
