import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/session";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import { type BearerDeps, type BearerRefusal, bearerAuthenticator, bearerToken, rateLimited } from "./bearer";

/** What a bearer-authenticated handler has beyond the app's: the scope of the key it came with. */
export type BearerEnv = { Variables: AppEnv["Variables"] & { apiKeyId: string } };

export type GateDeps = BearerDeps & { rateLimit: ApiRateLimit };

/**
 * A protocol's way in: the bearer authentication, then the account's rate limit (one bucket per
 * user, shared by all their keys and tokens and by every surface: http/token-bucket.ts). Kept as
 * two steps because a surface may check its own things between them (LanguageTool's username,
 * MCP's body before a batch pays the rest).
 */
export function bearerGate(deps: GateDeps) {
  const authenticate = bearerAuthenticator(deps);
  return {
    authenticate,
    /** Takes `cost` requests from the user's bucket: null, or the 429 to answer. */
    async take(userId: string, cost = 1): Promise<({ ok: false } & BearerRefusal) | null> {
      const taken = await takeToken(deps.db, userId, deps.rateLimit, cost === 1 ? undefined : { cost });
      return taken.ok ? null : rateLimited(taken.retryAfter);
    },
  };
}

/** The gate of a surface that takes API keys only: OAuth tokens are issued for MCP alone, so `oauth` is dropped. */
export const keyGate = ({ db, users, log, rateLimit }: GateDeps) => bearerGate({ db, users, log, rateLimit });

/**
 * Middleware for a surface whose every request needs an API key and a token of the rate limit (the
 * public API, the OpenAI-compatible endpoint): `Authorization: Bearer <key>` and nothing else, so
 * a signed-in browser's session cannot act through it (the origin check is skipped for these
 * requests, which is only safe because of this). It sets the same `user` the cookie session sets
 * (http/session.ts), so the app's handlers run unchanged; `refuse` answers in the surface's shape.
 */
export function requireBearer(
  deps: GateDeps,
  refuse: (c: Context, refusal: BearerRefusal) => Response,
): MiddlewareHandler<BearerEnv> {
  const gate = keyGate(deps);
  return async (c, next) => {
    const auth = await gate.authenticate(c, bearerToken(c.req.header("authorization")));
    if (!auth.ok) return refuse(c, auth);
    const limited = await gate.take(auth.caller.user.id);
    if (limited) return refuse(c, limited);
    c.set("user", auth.caller.user);
    c.set("sessionId", `api-key:${auth.caller.scope}`);
    c.set("apiKeyId", auth.caller.scope);
    return next();
  };
}
