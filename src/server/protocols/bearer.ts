import { API_KEY_PREFIX } from "@shared/api-v1";
import { tryAgainIn } from "@shared/try-again";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { STATUS_REFUSALS } from "../auth/profiles";
import type { UserStates } from "../auth/user-state";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { SessionUser } from "../http/session";
import type { Logger } from "../log";
import type { OAuthVerifier } from "../oauth/verify";
import { failedKeyGuard, TOO_MANY_INVALID_KEYS } from "./failed-keys";
import { findLiveKey, LAST_USED_PRECISION_MS, SESSION_USER, touchKey } from "./keys";

export type BearerDeps = {
  db: Db;
  users: UserStates;
  log: Logger;
  /** Checks OAuth access tokens (MCP); without it every bearer is taken for an API key. */
  oauth?: OAuthVerifier;
};

/** Who calls, and the scope their idempotency keys live in: the API key's id, or the OAuth grant. */
export type Caller = { user: SessionUser; scope: string; keyId: string | null };

/**
 * Why a bearer was refused (a key, a token or the rate limit), in Quillstack's words. Each protocol
 * (the public API, MCP, the OpenAI- and LanguageTool-compatible endpoints) answers it in its own
 * error shape.
 */
export type BearerRefusal = {
  status: ContentfulStatusCode;
  code: string;
  title: string;
  message: string;
  /** Seconds, for a 429. */
  retryAfter?: number;
};

export type BearerAuth = { ok: true; caller: Caller } | ({ ok: false } & BearerRefusal);

export const UNAUTHORIZED =
  "Send a valid API key as 'Authorization: Bearer <key>'. Create one on the Developer page of your profile.";

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? null;

const refused = (status: ContentfulStatusCode, code: string, title: string, message: string) =>
  ({ ok: false, status, code, title, message }) as const;

const invalid = (message: string) => refused(401, "INVALID_API_KEY", "Authentication Required", message);

/** The one wording of every surface's 429 for an account past its requests (the bucket all its keys share). */
export const tooManyRequests = (retryAfter: number) =>
  `Too many requests with this account's API keys. ${tryAgainIn(retryAfter)}`;

/** The refusal of an account past its rate limit, `retryAfter` seconds from a token. */
export const rateLimited = (retryAfter: number): { ok: false } & BearerRefusal => ({
  ...refused(429, "RATE_LIMITED", "Too Many Requests", tooManyRequests(retryAfter)),
  retryAfter,
});

/**
 * The bearer authentication of every protocol: `token` is an API key (`qsk_…`), or, where `oauth`
 * is given, an OAuth access token from our authorization server. A key not found, revoked or
 * expired → 401, or 429 once its address sent too many of them (failed-keys.ts); a suspended or
 * banned account → 403. A key is looked up first, so a valid one works whatever others sent from
 * its address: keys are 256 random bits, so the failure count only bounds what invalid keys cost
 * us. One indexed read and no cache, so a revocation is refused by every instance at once. Cookies
 * are never read. `token` null → 401.
 */
export function bearerAuthenticator(deps: BearerDeps) {
  const failures = failedKeyGuard(deps.db);

  /** Refuses an account that is not active, else null. */
  const inactive = async (userId: string, unknown: string) => {
    const state = await deps.users.get(userId);
    if (!state) return invalid(unknown);
    if (state.status === "active") return null;
    const refusal = STATUS_REFUSALS[state.status];
    return refused(403, refusal.code, "Access denied", refusal.message);
  };

  const byKey = async (c: Context, token: string): Promise<BearerAuth> => {
    const found = await findLiveKey(deps.db, token);
    if (!found) {
      const { crossSite, wait } = await failures.recordFailure(c);
      if (wait === null) return invalid("This API key is not valid, or was revoked or has expired.");
      const message = `${TOO_MANY_INVALID_KEYS[crossSite ? "crossSite" : "address"]} ${tryAgainIn(wait)}`;
      return { ...refused(429, "RATE_LIMITED", "Too Many Requests", message), retryAfter: wait };
    }
    const refusal = await inactive(found.user.id, "This API key is not valid.");
    if (refusal) return refusal;
    if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      touchKey(deps.db, found.id).catch((error) => deps.log.warn(`recording an API key's last use failed: ${error}`));
    }
    return { ok: true, caller: { user: found.user, scope: found.id, keyId: found.id } };
  };

  const INVALID_TOKEN = "This API key or access token is not valid, or was revoked or has expired.";
  const byToken = async (verify: OAuthVerifier, token: string): Promise<BearerAuth> => {
    const grant = await verify(token);
    if (!grant) return invalid(INVALID_TOKEN);
    const refusal = await inactive(grant.userId, INVALID_TOKEN);
    if (refusal) return refusal;
    const [user] = await deps.db.select(SESSION_USER).from(users).where(eq(users.id, grant.userId));
    if (!user) return invalid(INVALID_TOKEN);
    return { ok: true, caller: { user, scope: `oauth:${grant.clientId}:${grant.userId}`, keyId: null } };
  };

  return async (c: Context, token: string | null): Promise<BearerAuth> => {
    if (!token) return refused(401, "UNAUTHORIZED", "Authentication Required", UNAUTHORIZED);
    if (token.startsWith(API_KEY_PREFIX) || !deps.oauth) return byKey(c, token);
    return byToken(deps.oauth, token);
  };
}
