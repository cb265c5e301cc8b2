import type { GrammarResult } from "./grammar";
import type { RunDone } from "./run";

/**
 * What the run core (src/server/runs, README "The run core") tells the surface that started a run:
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
  status: 400 | 403 | 404 | 413 | 503;
  issues?: { path: PropertyKey[]; message: string }[];
};

/** A structured check's final answer: the run's `done` plus its findings. */
export type CheckDone = RunDone & { result: GrammarResult };

/**
 * What a started run reports, in order. A streamed run: `start`, `delta`s, then one `done` or
 * `error` (none when the caller left: the run ended `stopped`). A check reports only its `done`
 * (which names the document) or an `error`.
 */
export type RunEvent =
  | { type: "start"; documentId: string }
  | { type: "delta"; text: string }
  | { type: "done"; done: RunDone | CheckDone }
  | { type: "error"; error: RunFailure };
