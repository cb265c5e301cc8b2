import type { Logger } from "../log";
import {
  type Idempotency,
  idempotencyKeyRule,
  isIdempotencyKey,
  requestHash,
  type StoredAnswer,
} from "./idempotency-store";

/** Keeps the first request's answer for its retries, or gives the key back when nothing ran. */
export type Keeper = { store: (answer: StoredAnswer) => Promise<unknown>; release: () => Promise<unknown> };

/** How a surface names its key and what it keys, in the refusals (`field`: where the key is sent). */
export type KeyNames = { field: string; key: string; request: string };

/** The HTTP-style names of the public API and the OpenAI-compatible endpoint. */
export const IDEMPOTENCY_HEADER: KeyNames = { field: "Idempotency-Key", key: "Idempotency-Key", request: "request" };

/** Why a keyed request was not run: a malformed key, a key used for another request, or one still running. */
export type IdempotencyRefusal = {
  status: 400 | 409 | 422;
  code: "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS";
  message: string;
};

export type IdempotentCall<R> = {
  /** The key as sent; undefined: none, the request simply runs. */
  key: unknown;
  /** Whose keys these are: an API key's id, or an MCP caller's scope. */
  owner: string;
  /** The endpoint and tool, hashed with the request, so the same key sent elsewhere is another request. */
  scope: string;
  /** The request as hashed (read only once the key is known good). */
  request: () => string | Promise<string>;
  signal: AbortSignal;
  names: KeyNames;
  /** Runs the request; `keeper` is null without a key. */
  run: (keeper: Keeper | null) => Promise<R>;
  /** Answers a retry from the first request's kept answer. */
  replay: (stored: StoredAnswer) => R | Promise<R>;
  refuse: (refusal: IdempotencyRefusal) => R;
};

/**
 * The idempotency flow of every run request (docs/protocols.md "Public API"; idempotency-store.ts
 * keeps the rows): the first request with a key runs and its answer is kept for 24 h; a retry, even
 * a concurrent one, is answered from it and charged nothing more. A request refused before its run
 * started (nothing charged, no document) gives the key back, so a retry after the cause is fixed runs.
 */
export async function idempotently<R>(deps: { idempotency: Idempotency; log: Logger }, call: IdempotentCall<R>) {
  const { key, owner, names } = call;
  if (key === undefined) return call.run(null);
  if (!isIdempotencyKey(key)) {
    return call.refuse({ status: 400, code: "VALIDATION_ERROR", message: idempotencyKeyRule(names.field) });
  }
  const hash = requestHash(call.scope, await call.request());
  const claim = await deps.idempotency.claim(owner, key, hash, call.signal);
  if (claim.kind === "mismatch") {
    const message = `This ${names.key} was already used with a different ${names.request}. Use a new key for a new ${names.request}.`;
    return call.refuse({ status: 422, code: "IDEMPOTENCY_KEY_REUSED", message });
  }
  if (claim.kind === "timeout") {
    const message = `A ${names.request} with this ${names.key} is still running. Try again in a moment.`;
    return call.refuse({ status: 409, code: "IDEMPOTENCY_IN_PROGRESS", message });
  }
  if (claim.kind === "stored") return call.replay(claim.answer);
  return call.run({
    store: (answer) =>
      deps.idempotency
        .store(owner, key, answer)
        .catch((error) => deps.log.error("storing an idempotent answer failed", error)),
    release: () => deps.idempotency.release(owner, key).catch(() => undefined),
  });
}
