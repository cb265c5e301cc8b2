import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A change the rules forbid, with the status and words the API answers with. */
export class Refusal extends Error {
  constructor(
    public status: 400 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

/**
 * True when no active super_admin other than `userId` exists (the caller knows `userId` is one).
 * The super admins are locked, so two concurrent demotions or deletions cannot both see "another
 * one is left".
 */
export async function noOtherSuperAdmin(tx: Tx, userId: string): Promise<boolean> {
  const supers = await tx
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.role, "super_admin"), eq(profiles.status, "active")))
    .for("update");
  return supers.every((s) => s.id === userId);
}

/**
 * Removes an account and everything that is only its own, in one statement: profile, sessions,
 * sign-in methods, documents (runs), API keys, usage logs, subscriptions and memberships cascade.
 * Returns the address it had, for the activity log.
 */
export async function deleteUserAccount(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
  return user?.email ?? null;
}
