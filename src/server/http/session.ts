import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { endSessions, statusRefusal } from "../auth/profiles";
import type { Db } from "../db/client";
import { apiError } from "./errors";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date };
export type AppEnv = { Variables: { user: SessionUser; sessionId: string } };

/** Requires a signed-in, active account; suspended or banned accounts lose their sessions here. */
export function requireUser(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return signedOut(c);
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

function signedOut(c: Context) {
  return apiError(c, 401, "UNAUTHORIZED", "Authentication Required", "Please sign in to continue.");
}
