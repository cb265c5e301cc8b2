import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { endSessions, statusRefusal } from "../auth/profiles";
import type { Db } from "../db/client";
import { apiError } from "./errors";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date };
export type AppEnv = { Variables: { user: SessionUser; sessionId: string } };

/**
 * Requires a signed-in, active account; suspended or banned accounts lose their sessions here.
 * `signedOutMessage` lets a route say it in its own words (some tools have their own, spec §5).
 */
export function requireUser(
  auth: Auth,
  db: Db,
  signedOutMessage: (c: Context) => string = () => "Please sign in to continue.",
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, "UNAUTHORIZED", "Authentication Required", signedOutMessage(c));
    const refusal = await statusRefusal(db, session.user.id);
    if (refusal) {
      await endSessions(db, session.user.id);
      return apiError(c, 403, refusal.code, "Access denied", refusal.message);
    }
    c.set("user", session.user);
    c.set("sessionId", session.session.id);
    return next();
  };
}
