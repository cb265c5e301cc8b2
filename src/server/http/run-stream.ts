import type { Refusal, RunEvent } from "@shared/run-events";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "./errors";
import { sseEvent, sseResponse } from "./sse";

/**
 * The run core's answers over HTTP (docs/architecture.md "Architecture"), shared by the browser's run route and
 * the public API: a refusal as the API's JSON error, a run's events as server-sent events.
 */

/**
 * A run refused before it started (or a request refused before its run: a key, the rate limit):
 * `{"error": {code, title, message}}` with its status, and Retry-After when it names a wait.
 */
export function refusalResponse(c: Context, r: Omit<Refusal, "status" | "issues"> & { status: ContentfulStatusCode }) {
  if (r.retryAfter !== undefined) c.header("Retry-After", String(r.retryAfter));
  return apiError(c, r.status, r.code, r.title, r.message);
}

/** The `data` of a run event on the wire: `{documentId}`, `{text}`, the RunDone, or `{code, title, message}`. */
export function eventData(event: RunEvent): unknown {
  switch (event.type) {
    case "queued":
      return { position: event.position };
    case "start":
      return { documentId: event.documentId };
    case "delta":
      return { text: event.text };
    case "done":
      return event.done;
    case "error":
      return event.error;
  }
}

/**
 * A run's events as text/event-stream (sseResponse: written straight to the socket when served by
 * Node; its headers on its own Response, docs/decisions/0001-event-stream-headers.md), each event
 * written as it comes (batching them per turn saved nothing: docs/decisions/0014-direct-event-stream.md).
 * A client that leaves aborts `left`, the run's signal: it
 * ends `stopped`, charged what it delivered. `beforeEnd` runs after the last event (or the run's
 * failure), before the body ends.
 */
export function runEventStream(
  c: Context,
  events: AsyncIterable<RunEvent>,
  left: AbortController,
  beforeEnd?: () => Promise<void>,
): Response {
  return sseResponse(c, async (sink) => {
    sink.onAbort(() => left.abort());
    try {
      for await (const event of events) sink.write(sseEvent(event.type, eventData(event)));
    } finally {
      await beforeEnd?.();
    }
    sink.end();
  });
}
