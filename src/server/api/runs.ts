import { IDEMPOTENCY_KEY_MAX } from "@shared/api-v1";
import type { ToolEntry } from "@shared/tools";
import { createParser } from "eventsource-parser";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";
import { sseEvents } from "../http/sse";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";
import type { ApiEnv } from "./authenticate";
import { type Idempotency, requestHash, type StoredAnswer } from "./idempotency";

type Final = { event: string; data: unknown } | null;

/** The HTTP status a JSON answer gives a run that ended in an SSE `error` (in a stream, it came after a 200). */
function statusOfFailure(code: string): ContentfulStatusCode {
  if (code === "UPSTREAM_TIMEOUT") return 504;
  if (code === "SERVICE_UNAVAILABLE" || code === "TOOL_DISABLED" || code === "RUN_INTERRUPTED") return 503;
  if (code === "USAGE_UPDATE_FAILED") return 500;
  return 502;
}

const CANCELLED = {
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

/** Follows a run's SSE body: the document it names and its final event (`done` or `error`). */
function follower() {
  let documentId: string | null = null;
  let final: Final = null;
  const parser = createParser({
    onEvent: (message) => {
      const data = JSON.parse(message.data) as { documentId?: string };
      if (message.event === "start" || message.event === "done") documentId = data.documentId ?? documentId;
      if (message.event === "done" || message.event === "error") final = { event: message.event, data };
    },
  });
  const decoder = new TextDecoder();
  return {
    feed: (chunk: Uint8Array) => parser.feed(decoder.decode(chunk, { stream: true })),
    answer: () => answerOf(final, documentId),
  };
}

/** Reads a run's stream to its end here (the JSON answer); a client that leaves stops the run, as in the app. */
async function consume(res: Response, signal: AbortSignal): Promise<StoredAnswer> {
  const follow = follower();
  const reader = res.body!.getReader();
  const leave = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener("abort", leave, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      follow.feed(value);
    }
  } finally {
    signal.removeEventListener("abort", leave);
  }
  return follow.answer();
}

/** Passes a run's stream through to the client while following it; `settled` gets its answer at the end. */
function passThrough(res: Response, settled: (answer: StoredAnswer) => Promise<void>): Response {
  const follow = follower();
  const reader = res.body!.getReader();
  let ended = false;
  const end = () => {
    if (ended) return Promise.resolve();
    ended = true;
    return settled(follow.answer());
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        await end();
        controller.close();
        return;
      }
      follow.feed(value);
      controller.enqueue(value);
    },
    async cancel() {
      // The client left: the run stops as in the app (charged what it wrote), and retries are told so.
      await reader.cancel().catch(() => undefined);
      await end();
    },
  });
  return new Response(body, { status: res.status, headers: res.headers });
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

const isStream = (res: Response) => (res.headers.get("content-type") ?? "").startsWith("text/event-stream");

/**
 * POST /api/v1/tools/{slug}/runs: the app's run (runTool: the same validation, kill switches,
 * allowance and money path), answered as its own SSE stream when the client accepts
 * text/event-stream, else as JSON once it has finished. With an Idempotency-Key, the first request
 * runs and its answer is kept for 24 h (idempotency.ts); a refusal before the run started (no
 * words charged, no document) is not kept, so a retry after the cause is fixed runs.
 */
export async function apiRun(c: Context<ApiEnv>, tool: ToolEntry, deps: RunDeps & { idempotency: Idempotency }) {
  const stream = (c.req.header("accept") ?? "").includes("text/event-stream");
  const ctx = c as unknown as Context<AppEnv>;
  const key = c.req.header("idempotency-key");
  if (key === undefined) {
    const res = await runTool(ctx, tool, deps);
    if (stream || !isStream(res)) return res;
    const answer = await consume(res, c.req.raw.signal);
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  }
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    return apiError(
      c,
      400,
      "VALIDATION_ERROR",
      "Error",
      `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters without spaces.`,
    );
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

  let res: Response;
  try {
    res = await runTool(ctx, tool, deps);
  } catch (error) {
    await deps.idempotency.release(keyId, key).catch(() => undefined);
    throw error;
  }
  if (!isStream(res)) {
    await deps.idempotency.release(keyId, key);
    return res;
  }
  const store = (answer: StoredAnswer) =>
    deps.idempotency
      .store(keyId, key, answer)
      .catch((error) => deps.log.error("storing an idempotent answer failed", error));
  if (stream) return passThrough(res, store);
  let answer: StoredAnswer;
  try {
    answer = await consume(res, c.req.raw.signal);
  } catch (error) {
    // Reading our own stream failed: no answer to keep; the run settled itself (or the reaper will).
    await deps.idempotency.release(keyId, key).catch(() => undefined);
    throw error;
  }
  await store(answer);
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
