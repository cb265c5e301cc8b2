import type { GrammarResult } from "./grammar";
import type { RunDone } from "./run";

/**
 * What the run core (src/server/runs, docs/architecture.md "Architecture") tells the surface that started a run:
 * a refusal before it started, or its events. Plain data, no HTTP: the browser's event stream, the
 * public API and any later surface map these to their own protocol.
 */

/** A failure told to the caller: the API's error shape, `{ code, title, message }`. */
export type RunFailure = { code: string; title: string; message: string };

/**
 * Why a run did not start (nothing reserved, no document). `status` is the HTTP status surfaces
 * that speak HTTP answer with; `issues` lists every validation problem (the message is the first's).
 */
export type Refusal = RunFailure & {
  status: 400 | 403 | 404 | 413 | 429 | 503;
  issues?: { path: PropertyKey[]; message: string }[];
  /** Seconds after which the same request may succeed (429: the line of waiting runs was full). */
  retryAfter?: number;
};

/** A structured check's final answer: the run's `done` plus its findings. */
export type CheckDone = RunDone & { result: GrammarResult };

/**
 * What a started run reports, in order (after `queued`, for a caller that asked, while it waits for a
 * slot; a refusal once let in is then an `error`). A streamed run: `start`, `delta`s, then one `done` or
 * `error` (none when the caller left: the run ended `stopped`). A check reports only its `done`
 * (which names the document) or an `error`.
 */
export type RunEvent =
  /** Only to a caller that asked to hear it (`announceWait`): the run waits for a free slot, `position` in line. */
  | { type: "queued"; position: number }
  | { type: "start"; documentId: string }
  | { type: "delta"; text: string }
  | { type: "done"; done: RunDone | CheckDone }
  | { type: "error"; error: RunFailure };
