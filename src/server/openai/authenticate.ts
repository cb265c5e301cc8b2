import { tryAgainIn } from "@shared/try-again";
import type { MiddlewareHandler } from "hono";
import { type ApiEnv, bearerToken, type KeyDeps, keyAuthenticator } from "../api/authenticate";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import { fromRefusal, openAiError } from "./errors";

/**
 * The OpenAI-compatible endpoint's key check and rate limit: the public API's (the same keys, the
 * same per-user bucket shared with every other surface), refused in OpenAI's error shape.
 */
export function openAiAuth(deps: KeyDeps & { rateLimit: ApiRateLimit }): MiddlewareHandler<ApiEnv> {
  const authenticate = keyAuthenticator(deps);
  return async (c, next) => {
    const auth = await authenticate(c, bearerToken(c.req.header("authorization")));
    if (!auth.ok) return openAiError(c, fromRefusal(auth));
    const taken = await takeToken(deps.db, auth.user.id, deps.rateLimit);
    if (!taken.ok) {
      return openAiError(
        c,
        fromRefusal({
          status: 429,
          code: "RATE_LIMITED",
          message: `Too many requests with this account's API keys. ${tryAgainIn(taken.retryAfter)}`,
          retryAfter: taken.retryAfter,
        }),
      );
    }
    c.set("user", auth.user);
    c.set("sessionId", `api-key:${auth.keyId}`);
    c.set("apiKeyId", auth.keyId);
    return next();
  };
}
