import type { RunEvent } from "@shared/run-events";
import type { ToolEntry } from "@shared/tools";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "../http/errors";
import { refusalResponse, runEventStream } from "../http/run-stream";
import { sseEvents } from "../http/sse";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";
import type { ApiEnv } from "./authenticate";
import { type Idempotency, idempotencyKeyRule, isIdempotencyKey, requestHash, type StoredAnswer } from "./idempotency";

type Final = { event: string; data: unknown } | null;

/** The HTTP status a JSON answer gives a run that ended in an SSE `error` (in a stream, it came after a 200). */
function statusOfFailure(code: string): ContentfulStatusCode {
  if (code === "UPSTREAM_TIMEOUT") return 504;
  if (code === "SERVICE_UNAVAILABLE" || code === "TOOL_DISABLED" || code === "RUN_INTERRUPTED") return 503;
  if (code === "USAGE_UPDATE_FAILED") return 500;
  return 502;
}

/** What a run whose client left before it finished answers (kept for the request's retries). */
export const CANCELLED = {
  code: "RUN_CANCELLED",
  title: "Run Cancelled",
  message: "The request was cancelled before the run finished. The text written so far is saved in your documents.",
};

/** The JSON answer (and what an idempotent retry gets) of a run that streamed `final`. */
export function answerOf(final: Final, documentId: string | null): StoredAnswer {
  if (final?.event === "done") {
    const done = final.data as { documentId: string };
    return { status: 200, body: { id: done.documentId, ...done }, event: final, documentId: done.documentId };
  }
  const error = final?.event === "error" ? (final.data as { code: string; title: string; message: string }) : CANCELLED;
  return {
    status: final ? statusOfFailure(error.code) : 409,
    body: { error, ...(documentId ? { documentId } : {}) },
    event: final ?? { event: "error", data: CANCELLED },
    documentId,
  };
}

/** Follows a run's events: the document it names and its final event (`done` or `error`). */
function follower() {
  let documentId: string | null = null;
  let final: Final = null;
  return {
    see(event: RunEvent) {
      if (event.type === "start") documentId = event.documentId;
      else if (event.type === "done") {
        documentId = event.done.documentId;
        final = { event: "done", data: event.done };
      } else if (event.type === "error") final = { event: "error", data: event.error };
    },
    answer: () => answerOf(final, documentId),
  };
}

/** Reads a run's events to their end here (the JSON answer); a client that leaves stops the run through its signal, as in the app. */
async function consume(events: AsyncIterable<RunEvent>): Promise<StoredAnswer> {
  const follow = follower();
  for await (const event of events) follow.see(event);
  return follow.answer();
}

/** The run's events, each also shown to `see` (the stream's answer is kept as it passes). */
async function* seen(events: AsyncIterable<RunEvent>, see: (event: RunEvent) => void) {
  for await (const event of events) {
    see(event);
    yield event;
  }
}

/** A stored answer again, as JSON or as a short stream (`start` if a document exists, then the final event). */
function replay(c: Context, answer: StoredAnswer, stream: boolean) {
  c.header("Idempotent-Replayed", "true");
  if (!stream) return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  return sseEvents(c, [
    ...(answer.documentId ? [{ event: "start", data: { documentId: answer.documentId } }] : []),
    ...(answer.event ? [answer.event] : []),
  ]);
}

/**
 * POST /api/v1/tools/{slug}/runs: the app's run (runTool: the same validation, kill switches,
 * allowance and money path), answered as server-sent events when the client accepts
 * text/event-stream, else as JSON once it has finished. With an Idempotency-Key, the first request
 * runs and its answer is kept for 24 h (idempotency.ts); a refusal before the run started (no
 * words charged, no document) is not kept, so a retry after the cause is fixed runs.
 */
export async function apiRun(c: Context<ApiEnv>, tool: ToolEntry, deps: RunDeps & { idempotency: Idempotency }) {
  const stream = (c.req.header("accept") ?? "").includes("text/event-stream");
  const key = c.req.header("idempotency-key");
  // A stream's client leaving is seen by its writer (runEventStream); a JSON client's by the request.
  const left = new AbortController();
  const start = async () =>
    runTool(deps, {
      tool,
      userId: c.get("user").id,
      body: await c.req.json().catch(() => null),
      signal: stream ? left.signal : c.req.raw.signal,
      surface: "api",
    });
  if (key === undefined) {
    const run = await start();
    if ("refused" in run) return refusalResponse(c, run.refused);
    if (stream) return runEventStream(c, run.events, left);
    const answer = await consume(run.events);
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  }
  if (!isIdempotencyKey(key)) {
    return apiError(c, 400, "VALIDATION_ERROR", "Error", idempotencyKeyRule("Idempotency-Key"));
  }

  const keyId = c.get("apiKeyId");
  const claim = await deps.idempotency.claim(keyId, key, requestHash(tool.slug, await c.req.text()), c.req.raw.signal);
  if (claim.kind === "mismatch") {
    return apiError(
      c,
      422,
      "IDEMPOTENCY_KEY_REUSED",
      "Error",
      "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
    );
  }
  if (claim.kind === "timeout") {
    return apiError(
      c,
      409,
      "IDEMPOTENCY_IN_PROGRESS",
      "Error",
      "A request with this Idempotency-Key is still running. Try again in a moment.",
    );
  }
  if (claim.kind === "stored") return replay(c, claim.answer, stream);

  let run: Awaited<ReturnType<typeof start>>;
  try {
    run = await start();
  } catch (error) {
    await deps.idempotency.release(keyId, key).catch(() => undefined);
    throw error;
  }
  if ("refused" in run) {
    await deps.idempotency.release(keyId, key);
    return refusalResponse(c, run.refused);
  }
  const store = (answer: StoredAnswer) =>
    deps.idempotency
      .store(keyId, key, answer)
      .catch((error) => deps.log.error("storing an idempotent answer failed", error));
  if (stream) {
    const follow = follower();
    return runEventStream(c, seen(run.events, follow.see), left, () => store(follow.answer()));
  }
  let answer: StoredAnswer;
  try {
    answer = await consume(run.events);
  } catch (error) {
    // The run failed past its settlement: no answer to keep; the run settled itself (or the reaper will).
    await deps.idempotency.release(keyId, key).catch(() => undefined);
    throw error;
  }
  await store(answer);
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
