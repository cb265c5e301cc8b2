import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { endSessions, STATUS_REFUSALS } from "../auth/profiles";
import type { SessionMemo } from "../auth/session-memo";
import type { UserStates } from "../auth/user-state";
import type { Db } from "../db/client";
import { apiError } from "./errors";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  /** The picture the identity provider gave (Google), if any. */
  image?: string | null;
};
export type AppEnv = { Variables: { user: SessionUser; sessionId: string } };

export type Session = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/**
 * What checking a request's session needs: auth, the sessions and user states this instance
 * remembers, and the database to end sessions.
 */
export type SessionDeps = { auth: Auth; db: Db; users: UserStates; sessions: SessionMemo<Session> };

/**
 * Requires a signed-in, active account; suspended or banned accounts lose their sessions here.
 * Neither check costs a database round trip once the session is remembered (auth/session-memo.ts)
 * or cached in its cookie, and the user's state is in memory (auth/user-state.ts). `signedOutMessage` lets a route say it in its own
 * words (some tools have their own).
 */
export function requireUser(
  deps: SessionDeps,
  signedOutMessage: (c: Context) => string = () => "Please sign in to continue.",
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    const session = await deps.sessions.get(
      headers,
      () => deps.auth.api.getSession({ headers }),
      (s) => ({ id: s.user.id, expiresAt: new Date(s.session.expiresAt) }),
    );
    if (!session) return apiError(c, 401, "UNAUTHORIZED", "Authentication Required", signedOutMessage(c));
    const state = await deps.users.get(session.user.id);
    if (state && state.status !== "active") {
      await endSessions(deps.db, deps.users, session.user.id);
      const refusal = STATUS_REFUSALS[state.status];
      return apiError(c, 403, refusal.code, "Access denied", refusal.message);
    }
    c.set("user", session.user);
    c.set("sessionId", session.session.id);
    return next();
  };
}
