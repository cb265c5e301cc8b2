import type { StoredAnswer } from "../protocols/idempotency-store";
import { IDEMPOTENCY_HEADER, idempotently, type Keeper } from "../protocols/idempotent";
import { invalidRequest, openAiError } from "./errors";
import type { OpenAiRun } from "./run";

/**
 * The Idempotency-Key of an OpenAI-shaped request (protocols/idempotent.ts), refused in OpenAI's
 * shape. `scope` names the endpoint and tool: the hash covers the run asked for (the run body),
 * not the bytes, so a retry that now asks for a stream is the same request, while the same key
 * sent to another endpoint is another request (its kept answer has another shape).
 */
export function openAiIdempotently(
  { c, deps, body }: OpenAiRun,
  scope: string,
  run: (keeper: Keeper | null) => Promise<Response>,
  replay: (stored: StoredAnswer) => Response,
) {
  return idempotently(deps, {
    key: c.req.header("idempotency-key"),
    owner: c.get("apiKeyId"),
    scope,
    request: () => JSON.stringify(body),
    signal: c.req.raw.signal,
    names: IDEMPOTENCY_HEADER,
    run,
    replay: (stored) => {
      c.header("Idempotent-Replayed", "true");
      return replay(stored);
    },
    refuse: (r) =>
      openAiError(
        c,
        r.code === "VALIDATION_ERROR"
          ? invalidRequest(r.message)
          : { status: r.status, type: "invalid_request_error", code: r.code.toLowerCase(), message: r.message },
      ),
  });
}
