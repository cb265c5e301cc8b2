import type { Dialect } from "@shared/checking/dialect";
import type { LintIssue } from "@shared/lint-issue";

/** A finding in a block, its span in the block's UTF-16 offsets (ProseMirror's), with every fix, its rule and kind. */
export type BlockIssue = LintIssue;

export type LintRequest = { id: number; texts: string[]; dialect: Dialect };
export type LintReply = { id: number; results?: BlockIssue[][]; error?: string };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (results: BlockIssue[][]) => void; reject: (error: Error) => void }>();

/** The worker, started on first use: only the editor page ever asks, so only it downloads the rules. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "offline-checks" });
  worker.onmessage = (event: MessageEvent<LintReply>) => {
    const waiter = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (event.data.error !== undefined) waiter?.reject(new Error(event.data.error));
    else waiter?.resolve(event.data.results ?? []);
  };
  worker.onerror = (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message || "The checker stopped."));
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** Each text's findings in a dialect's spelling, in order, linted in the worker. */
export function lintTexts(texts: string[], options: { dialect: Dialect }): Promise<BlockIssue[][]> {
  const id = nextId++;
  return new Promise<BlockIssue[][]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, texts, dialect: options.dialect } satisfies LintRequest);
  });
}
