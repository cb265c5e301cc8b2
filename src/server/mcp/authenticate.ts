import { API_KEY_PREFIX } from "@shared/api-v1";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { bearerToken, type KeyDeps, type KeyRefusal, keyAuthenticator } from "../api/authenticate";
import { STATUS_REFUSALS } from "../auth/profiles";
import { users } from "../db/schema";
import type { SessionUser } from "../http/session";

/** Checks an OAuth access token issued for the MCP resource: its user and client, or null. */
export type OAuthVerifier = (token: string) => Promise<{ userId: string; clientId: string } | null>;

/** Who calls, and the scope their idempotency keys live in (an API key's id, or an OAuth grant). */
export type McpCaller = { user: SessionUser; scope: string };

export type McpAuth = { ok: true; caller: McpCaller } | ({ ok: false } & KeyRefusal);

const INVALID_TOKEN: KeyRefusal = {
  status: 401,
  code: "INVALID_API_KEY",
  title: "Authentication Required",
  message: "This API key or access token is not valid, or was revoked or has expired.",
};

/**
 * MCP's authentication: `Authorization: Bearer` with an API key (`qsk_…`, checked as the public
 * API checks it), or an OAuth access token from our authorization server, checked by `oauth`. The
 * account must be active either way. Cookies are never read.
 */
export function mcpAuthenticator(deps: KeyDeps & { oauth?: OAuthVerifier }) {
  const keys = keyAuthenticator(deps);
  return async (c: Context): Promise<McpAuth> => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token || token.startsWith(API_KEY_PREFIX) || !deps.oauth) {
      const auth = await keys(c, token);
      return auth.ok ? { ok: true, caller: { user: auth.user, scope: auth.keyId } } : auth;
    }
    const grant = await deps.oauth(token);
    if (!grant) return { ok: false, ...INVALID_TOKEN };
    const state = await deps.users.get(grant.userId);
    if (!state) return { ok: false, ...INVALID_TOKEN };
    if (state.status !== "active") {
      const refusal = STATUS_REFUSALS[state.status];
      return { ok: false, status: 403, code: refusal.code, title: "Access denied", message: refusal.message };
    }
    const [user] = await deps.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        image: users.image,
      })
      .from(users)
      .where(eq(users.id, grant.userId));
    if (!user) return { ok: false, ...INVALID_TOKEN };
    return { ok: true, caller: { user, scope: `oauth:${grant.clientId}:${grant.userId}` } };
  };
}
