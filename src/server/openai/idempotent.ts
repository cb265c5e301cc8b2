import type { Context } from "hono";
import type { ApiEnv } from "../api/authenticate";
import {
  type Idempotency,
  idempotencyKeyRule,
  isIdempotencyKey,
  requestHash,
  type StoredAnswer,
} from "../api/idempotency";
import { CANCELLED as RUN_CANCELLED } from "../api/runs";
import type { Logger } from "../log";
import { invalidRequest, type OpenAiError, openAiError, openAiErrorBody } from "./errors";

/** Keeps the first request's answer for its retries, or gives the key back when nothing ran. */
export type Keeper = { store: (answer: StoredAnswer) => Promise<unknown>; release: () => Promise<unknown> };

// 400, not 409: OpenAI's clients retry a 409, and a retry with the same key would be told this again.
export const CANCELLED: OpenAiError = {
  status: 400,
  type: "invalid_request_error",
  code: "run_cancelled",
  message: RUN_CANCELLED.message,
};

/** An error as a kept answer: what a retry with the same key is told. */
export const errorAnswer = (e: OpenAiError, documentId: string | null = null): StoredAnswer => ({
  status: e.status,
  body: openAiErrorBody(e),
  event: null,
  documentId,
});

type Handlers = {
  /** Runs the request; `keeper` is null without an Idempotency-Key. */
  run: (keeper: Keeper | null) => Promise<Response>;
  /** Answers a retry from the first run's kept answer. */
  replay: (stored: StoredAnswer) => Response;
};

/**
 * The Idempotency-Key of an OpenAI-shaped request (api/idempotency.ts): the first request runs and
 * its answer is kept; a retry, even a concurrent one, is answered from it and charged nothing more.
 * `scope` names the endpoint and tool: the hash covers the run asked for (`body`), not the bytes,
 * so a retry that now asks for a stream is the same request, while the same key sent to another
 * endpoint is another request (its kept answer has another shape).
 */
export async function idempotently(
  c: Context<ApiEnv>,
  deps: { idempotency: Idempotency; log: Logger },
  scope: string,
  body: unknown,
  handlers: Handlers,
) {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return handlers.run(null);
  if (!isIdempotencyKey(key)) return openAiError(c, invalidRequest(idempotencyKeyRule("Idempotency-Key")));
  const keyId = c.get("apiKeyId");
  const claim = await deps.idempotency.claim(keyId, key, requestHash(scope, JSON.stringify(body)), c.req.raw.signal);
  if (claim.kind === "mismatch") {
    return openAiError(c, {
      ...invalidRequest(
        "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
      ),
      status: 422,
      code: "idempotency_key_reused",
    });
  }
  if (claim.kind === "timeout") {
    return openAiError(c, {
      status: 409,
      type: "invalid_request_error",
      code: "idempotency_in_progress",
      message: "A request with this Idempotency-Key is still running. Try again in a moment.",
    });
  }
  if (claim.kind === "stored") {
    c.header("Idempotent-Replayed", "true");
    return handlers.replay(claim.answer);
  }
  return handlers.run({
    store: (stored) =>
      deps.idempotency
        .store(keyId, key, stored)
        .catch((error) => deps.log.error("storing an idempotent answer failed", error)),
    release: () => deps.idempotency.release(keyId, key).catch(() => undefined),
  });
}
