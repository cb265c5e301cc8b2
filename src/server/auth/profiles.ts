import { and, eq, ne, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { profiles, sessions, users } from "../db/schema";
import { autoJoinByDomain } from "./auto-join";
import type { UserStates } from "./user-state";

/** Creates the user's profile if it is missing; ADMIN_EMAILS accounts become super_admin. */
export async function ensureProfile(db: Db, config: Config, user: { id: string; email: string; name: string }) {
  const isConfiguredAdmin = config.adminEmails.includes(user.email.toLowerCase());
  await db
    .insert(profiles)
    .values({ userId: user.id, fullName: user.name || null, role: isConfiguredAdmin ? "super_admin" : "user" })
    .onConflictDoNothing({ target: profiles.userId });
}

/** What a suspended or banned account is told. */
export const STATUS_REFUSALS = {
  suspended: {
    code: "ACCOUNT_SUSPENDED",
    message: "Your account has been suspended. Please contact support.",
  },
  banned: { code: "ACCOUNT_BANNED", message: "Your account has been banned. Please contact support." },
} as const;

/** Why this user may not hold a session, or null when they may. */
export async function statusRefusal(db: Db, userId: string): Promise<{ code: string; message: string } | null> {
  const [row] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, userId));
  if (!row || row.status === "active") return null;
  return STATUS_REFUSALS[row.status];
}

/**
 * Stamps last_login and applies ADMIN_EMAILS, which may have been set after the account was made.
 * `ssoRole` (an SSO sign-in with OIDC_ADMIN_GROUPS configured: auth/sso.ts) sets admin or user from
 * the provider's groups; a super_admin keeps their role.
 */
export async function recordSignIn(db: Db, config: Config, userId: string, ssoRole?: "admin" | "user") {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  await ensureProfile(db, config, user);
  const promote = config.adminEmails.includes(user.email.toLowerCase());
  const role = promote
    ? { role: "super_admin" as const }
    : ssoRole
      ? {
          role: sql<
            "admin" | "user"
          >`CASE WHEN ${profiles.role} = 'super_admin' THEN ${profiles.role} ELSE ${ssoRole}::role END`,
        }
      : {};
  await db
    .update(profiles)
    .set({ lastLogin: sql`now()`, ...role })
    .where(eq(profiles.userId, userId));
  await autoJoinByDomain(db, user);
}

/**
 * Ends every session of a user, except optionally the one making the request, on every instance
 * (cached copies included: see user-state.ts).
 */
export async function endSessions(db: Db, states: UserStates, userId: string, keepSessionId?: string) {
  const where = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
  await states.changed(userId, { sessionsChanged: true });
}
