import type { RunDone } from "@shared/run";
import type { CheckDone, RunEvent, RunFailure } from "@shared/run-events";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * How a run that started ended, whatever protocol asked for it: `done`, `failed` (its `error`
 * event), or `cancelled` (no final event: the caller left, and the run ended stopped, charged what
 * it delivered). Each surface encodes it in its own shape; none reads the events for it.
 */
export type RunEnd =
  | { kind: "done"; done: RunDone | CheckDone }
  | { kind: "failed"; error: RunFailure }
  | { kind: "cancelled" };

/** A run's outcome: how it ended, its document (once it has one), and the text it wrote. */
export type RunResult = { end: RunEnd; documentId: string | null; text: string };

/** What a run whose caller left before it finished answers, on every surface (and to its retries). */
export const CANCELLED: RunFailure = {
  code: "RUN_CANCELLED",
  title: "Run Cancelled",
  message: "The request was cancelled before the run finished. The text written so far is saved in your documents.",
};

/**
 * The HTTP status of a run that failed after it started, decided by its failure (a stream already
 * answered 200 before the `error` event; a JSON answer says it with this status): the model's time
 * limit 504, a switch turned off or a run cut by a restart 503, the books 500, the model 502.
 */
export function failureStatus(error: RunFailure): 500 | 502 | 503 | 504 {
  if (error.code === "UPSTREAM_TIMEOUT") return 504;
  if (error.code === "SERVICE_UNAVAILABLE" || error.code === "TOOL_DISABLED" || error.code === "RUN_INTERRUPTED") {
    return 503;
  }
  if (error.code === "USAGE_UPDATE_FAILED") return 500;
  return 502;
}

/** The status a JSON answer gives a run that ended so: 200, its failure's, or 409 when cancelled. */
export function endStatus(end: RunEnd): ContentfulStatusCode {
  if (end.kind === "done") return 200;
  return end.kind === "failed" ? failureStatus(end.error) : 409;
}

/** The failure a run that did not finish ends with: its own, or CANCELLED. */
export const failureOf = (end: Exclude<RunEnd, { kind: "done" }>) => (end.kind === "failed" ? end.error : CANCELLED);

/**
 * The one fold of a run's events: `see` each as it passes (a stream writes it on); `result` is the
 * outcome so far, updated in place (a run whose events stopped without a final event is cancelled).
 */
export function runFold() {
  const result: RunResult = { end: { kind: "cancelled" }, documentId: null, text: "" };
  return {
    result,
    see(event: RunEvent) {
      if (event.type === "start") result.documentId = event.documentId;
      else if (event.type === "delta") result.text += event.text;
      else if (event.type === "done") {
        result.documentId = event.done.documentId;
        result.end = { kind: "done", done: event.done };
      } else if (event.type === "error") result.end = { kind: "failed", error: event.error };
    },
  };
}

/**
 * Reads a run's events to their end and folds them; `each` is handed every event after it was
 * folded, with the outcome so far (a surface's progress or stream writer; awaited when it returns
 * a promise). `fold` is the caller's when it must read the outcome should the events throw.
 */
export async function foldRun(
  events: AsyncIterable<RunEvent>,
  each?: (event: RunEvent, so: RunResult) => unknown,
  fold = runFold(),
): Promise<RunResult> {
  for await (const event of events) {
    fold.see(event);
    const pending = each?.(event, fold.result);
    if (pending instanceof Promise) await pending;
  }
  return fold.result;
}
