import type { ToolEntry } from "@shared/tools";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "../http/errors";
import { refusalResponse, runEventStream } from "../http/run-stream";
import { sseEvents } from "../http/sse";
import type { BearerEnv } from "../protocols/gate";
import type { Idempotency, StoredAnswer } from "../protocols/idempotency-store";
import { IDEMPOTENCY_HEADER, idempotently, type Keeper } from "../protocols/idempotent";
import { endStatus, failureOf, type RunResult } from "../protocols/outcome";
import { finishRun, startRun, streamRun } from "../protocols/start";
import type { RunDeps } from "../runs/types";

/** The JSON answer (and what an idempotent retry gets, as JSON or as its stream's final event). */
export function answerOf({ end, documentId }: RunResult): StoredAnswer {
  if (end.kind === "done") {
    const done = end.done;
    return { status: 200, body: { id: done.documentId, ...done }, event: { event: "done", data: done }, documentId };
  }
  const error = failureOf(end);
  return {
    status: endStatus(end),
    body: { error, ...(documentId ? { documentId } : {}) },
    event: { event: "error", data: error },
    documentId,
  };
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
 * POST /api/v1/tools/{slug}/runs: the app's run (the same validation, kill switches, allowance and
 * money path), answered as server-sent events when the client accepts text/event-stream, else as
 * JSON once it has finished. With an Idempotency-Key, the first request runs and its answer is kept
 * (protocols/idempotent.ts).
 */
export function apiRun(c: Context<BearerEnv>, tool: ToolEntry, deps: RunDeps & { idempotency: Idempotency }) {
  const stream = (c.req.header("accept") ?? "").includes("text/event-stream");
  return idempotently(deps, {
    key: c.req.header("idempotency-key"),
    owner: c.get("apiKeyId"),
    scope: tool.slug,
    request: () => c.req.text(),
    signal: c.req.raw.signal,
    names: IDEMPOTENCY_HEADER,
    run: (keeper) => run(c, tool, deps, stream, keeper),
    replay: (stored) => replay(c, stored, stream),
    refuse: (r) => apiError(c, r.status, r.code, "Error", r.message),
  });
}

async function run(c: Context<BearerEnv>, tool: ToolEntry, deps: RunDeps, stream: boolean, keeper: Keeper | null) {
  // A stream's client leaving is seen by its writer (runEventStream); a JSON client's by the request.
  const left = new AbortController();
  const body = await c.req.json().catch(() => null);
  const signal = stream ? left.signal : c.req.raw.signal;
  const started = await startRun(deps, { tool, userId: c.get("user").id, body, signal, surface: "api" }, keeper);
  if ("refused" in started) return refusalResponse(c, started.refused);
  if (stream) {
    const passing = streamRun(started.events, keeper, answerOf);
    return runEventStream(c, passing.events, left, keeper ? passing.keep : undefined);
  }
  const answer = await finishRun(started.events, keeper, answerOf);
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
