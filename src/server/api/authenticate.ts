import { tryAgainIn } from "@shared/try-again";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { STATUS_REFUSALS } from "../auth/profiles";
import type { UserStates } from "../auth/user-state";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import type { AppEnv, SessionUser } from "../http/session";
import type { Logger } from "../log";
import { failedKeyGuard, TOO_MANY_INVALID_KEYS } from "./failed-keys";
import { findLiveKey, LAST_USED_PRECISION_MS, touchKey } from "./keys";

/** What the API's handlers have beyond the app's: the key the request came with. */
export type ApiEnv = { Variables: AppEnv["Variables"] & { apiKeyId: string } };

export type KeyDeps = { db: Db; users: UserStates; log: Logger };

/**
 * Why a bearer key was refused, in the public API's words. Each protocol (the public API, MCP, the
 * OpenAI- and LanguageTool-compatible endpoints) answers it in its own error shape.
 */
export type KeyRefusal = {
  status: ContentfulStatusCode;
  code: string;
  title: string;
  message: string;
  /** Seconds, for a 429. */
  retryAfter?: number;
};

export type KeyAuth = { ok: true; user: SessionUser; keyId: string } | ({ ok: false } & KeyRefusal);

export const UNAUTHORIZED =
  "Send a valid API key as 'Authorization: Bearer <key>'. Create one on the Developer page of your profile.";

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? null;

/**
 * Checks an API key the way every surface does: a key not found, revoked or expired → 401, or 429
 * once its address sent too many of them (api/failed-keys.ts); a suspended or banned account →
 * 403. The key is looked up first, so a valid one works whatever others sent from its address:
 * keys are 256 random bits, so the failure count only bounds what invalid keys cost us. One
 * indexed read and no cache, so a revocation is refused by every instance at once. `token` null → 401.
 */
export function keyAuthenticator(deps: KeyDeps) {
  const failures = failedKeyGuard(deps.db);
  return async (c: Context, token: string | null): Promise<KeyAuth> => {
    if (!token)
      return { ok: false, status: 401, code: "UNAUTHORIZED", title: "Authentication Required", message: UNAUTHORIZED };
    const found = await findLiveKey(deps.db, token);
    if (!found) {
      const { crossSite, wait } = await failures.recordFailure(c);
      if (wait !== null) {
        return {
          ok: false,
          status: 429,
          code: "RATE_LIMITED",
          title: "Too Many Requests",
          message: `${TOO_MANY_INVALID_KEYS[crossSite ? "crossSite" : "address"]} ${tryAgainIn(wait)}`,
          retryAfter: wait,
        };
      }
      return {
        ok: false,
        status: 401,
        code: "INVALID_API_KEY",
        title: "Authentication Required",
        message: "This API key is not valid, or was revoked or has expired.",
      };
    }
    const state = await deps.users.get(found.user.id);
    if (!state) {
      return {
        ok: false,
        status: 401,
        code: "INVALID_API_KEY",
        title: "Authentication Required",
        message: "This API key is not valid.",
      };
    }
    if (state.status !== "active") {
      const refusal = STATUS_REFUSALS[state.status];
      return { ok: false, status: 403, code: refusal.code, title: "Access denied", message: refusal.message };
    }
    if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      touchKey(deps.db, found.id).catch((error) => deps.log.warn(`recording an API key's last use failed: ${error}`));
    }
    return { ok: true, user: found.user, keyId: found.id };
  };
}

/**
 * The public API's authenticator (docs/protocols.md "Public API"): `Authorization: Bearer <key>` and nothing
 * else. Cookies are never read here, so a signed-in browser's session cannot act on /api/v1 (the
 * origin check is skipped for these requests, which is only safe because of this). It sets the
 * same `user` the cookie session sets (http/session.ts), so the app's handlers run unchanged.
 */
export function requireApiKey(deps: KeyDeps): MiddlewareHandler<ApiEnv> {
  const authenticate = keyAuthenticator(deps);
  return async (c, next) => {
    const auth = await authenticate(c, bearerToken(c.req.header("authorization")));
    if (!auth.ok) {
      if (auth.retryAfter !== undefined) c.header("Retry-After", String(auth.retryAfter));
      return apiError(c, auth.status, auth.code, auth.title, auth.message);
    }
    c.set("user", auth.user);
    c.set("sessionId", `api-key:${auth.keyId}`);
    c.set("apiKeyId", auth.keyId);
    return next();
  };
}
