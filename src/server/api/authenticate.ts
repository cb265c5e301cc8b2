import type { MiddlewareHandler } from "hono";
import { STATUS_REFUSALS } from "../auth/profiles";
import type { UserStates } from "../auth/user-state";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";
import type { Logger } from "../log";
import { failedKeyGuard } from "./failed-keys";
import { findLiveKey, LAST_USED_PRECISION_MS, touchKey } from "./keys";

/** What the API's handlers have beyond the app's: the key the request came with. */
export type ApiEnv = { Variables: AppEnv["Variables"] & { apiKeyId: string } };

const UNAUTHORIZED =
  "Send a valid API key as 'Authorization: Bearer <key>'. Create one on the Developer page of your profile.";

/**
 * The public API's authenticator (README "Public API"): `Authorization: Bearer <key>` and nothing
 * else. Cookies are never read here, so a signed-in browser's session cannot act on /api/v1 (the
 * origin check is skipped for these requests, which is only safe because of this). It sets the
 * same `user` the cookie session sets (http/session.ts), so the app's handlers run unchanged, and
 * refuses the key of a suspended or banned account as the session check does.
 */
export function requireApiKey(deps: { db: Db; users: UserStates; log: Logger }): MiddlewareHandler<ApiEnv> {
  const failures = failedKeyGuard(deps.db);
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) return apiError(c, 401, "UNAUTHORIZED", "Authentication Required", UNAUTHORIZED);
    const wait = await failures.waitFor(c);
    if (wait !== null) {
      c.header("Retry-After", String(wait));
      return apiError(
        c,
        429,
        "RATE_LIMITED",
        "Too Many Requests",
        `Too many invalid API keys from this address. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
      );
    }
    const found = await findLiveKey(deps.db, match[1]);
    if (!found) {
      await failures.recordFailure(c);
      return apiError(
        c,
        401,
        "INVALID_API_KEY",
        "Authentication Required",
        "This API key is not valid, or was revoked or has expired.",
      );
    }
    const state = await deps.users.get(found.user.id);
    if (!state) return apiError(c, 401, "INVALID_API_KEY", "Authentication Required", "This API key is not valid.");
    if (state.status !== "active") {
      const refusal = STATUS_REFUSALS[state.status];
      return apiError(c, 403, refusal.code, "Access denied", refusal.message);
    }
    if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      touchKey(deps.db, found.id).catch((error) => deps.log.warn(`recording an API key's last use failed: ${error}`));
    }
    c.set("user", found.user);
    c.set("sessionId", `api-key:${found.id}`);
    c.set("apiKeyId", found.id);
    return next();
  };
}
