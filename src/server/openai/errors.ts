import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { StoredAnswer } from "../protocols/idempotency-store";
import { CANCELLED as RUN_CANCELLED } from "../protocols/outcome";

/**
 * An error as OpenAI's API answers it (`{ error: { message, type, param, code } }`), which every
 * OpenAI client parses into its own exception by status: 400 BadRequestError, 401
 * AuthenticationError, 403 PermissionDeniedError, 404 NotFoundError, 429 RateLimitError. The
 * message is always ours, so the user reads what the app would have told them.
 */
export type OpenAiError = {
  status: ContentfulStatusCode;
  message: string;
  type: string;
  code: string | null;
  param?: string | null;
  /** Seconds, sent as Retry-After (429 and 503). */
  retryAfter?: number;
};

export const openAiErrorBody = (e: OpenAiError) => ({
  error: { message: e.message, type: e.type, param: e.param ?? null, code: e.code },
});

export function openAiError(c: Context, e: OpenAiError) {
  if (e.retryAfter !== undefined) c.header("Retry-After", String(e.retryAfter));
  return c.json(openAiErrorBody(e), e.status);
}

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

export const invalidRequest = (
  message: string,
  param: string | null = null,
  code: string | null = null,
): OpenAiError => ({
  status: 400,
  message,
  type: "invalid_request_error",
  param,
  code,
});

/** Our refusal codes as OpenAI's error types and statuses (docs/decisions/0025-openai-compatible-endpoint.md). */
// The allowance: OpenAI would say 429 insufficient_quota, but its clients retry every 429, which
// cannot help here; 402 is not retried, and its type still says what happened.
const QUOTA = { status: 402, type: "insufficient_quota", code: "insufficient_quota" } as const;

const REFUSAL_TYPES: Record<string, { status: ContentfulStatusCode; type: string; code: string }> = {
  UNAUTHORIZED: { status: 401, type: "invalid_request_error", code: "invalid_api_key" },
  INVALID_API_KEY: { status: 401, type: "invalid_request_error", code: "invalid_api_key" },
  RATE_LIMITED: { status: 429, type: "rate_limit_exceeded", code: "rate_limit_exceeded" },
  RUN_QUEUE_FULL: { status: 429, type: "rate_limit_exceeded", code: "server_busy" },
  WORD_LIMIT_REACHED: QUOTA,
  INPUT_EXCEEDS_REMAINING: QUOTA,
  ESTIMATE_EXCEEDS_REMAINING: QUOTA,
  WORD_LIMIT_EXCEEDED: QUOTA,
  ORG_POOL_EXHAUSTED: QUOTA,
  ORG_CAP_REACHED: QUOTA,
  // Switched off by an administrator: retrying will not help until they switch it back on.
  SERVICE_UNAVAILABLE: { status: 403, type: "permission_error", code: "service_disabled" },
  TOOL_DISABLED: { status: 403, type: "permission_error", code: "model_disabled" },
  UNKNOWN_PRESET: { status: 400, type: "invalid_request_error", code: "unknown_preset" },
  VALIDATION_ERROR: { status: 400, type: "invalid_request_error", code: "invalid_value" },
};

/**
 * A refusal of ours (a key's, the rate limit's or the run core's) as an OpenAI error. Organization
 * refusals (a member's cap, the pool) carry the allowance's codes and answer as they do.
 */
export function fromRefusal(r: { status: number; code: string; message: string; retryAfter?: number }): OpenAiError {
  const known = REFUSAL_TYPES[r.code];
  if (known) return { ...known, message: r.message, retryAfter: r.retryAfter };
  if (r.status === 403)
    return { status: 403, type: "permission_error", code: r.code.toLowerCase(), message: r.message };
  if (r.status === 413)
    return { status: 400, type: "invalid_request_error", code: "context_length_exceeded", message: r.message };
  if (r.status === 503)
    return { status: 503, type: "server_error", code: r.code.toLowerCase(), message: r.message, retryAfter: 5 };
  return {
    status: r.status as ContentfulStatusCode,
    type: "invalid_request_error",
    code: r.code.toLowerCase(),
    message: r.message,
  };
}
