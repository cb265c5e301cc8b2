import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationMembers, users } from "../db/schema";
import { organizationForEmail } from "./store";

/**
 * At sign-in (every way in, SSO included): a user with a verified email whose domain an
 * organization claims, and no organization yet, joins it as a member. Unverified addresses never
 * join (anyone can type any address at sign-up). Returns whether the user joined.
 */
export async function autoJoinByDomain(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.emailVerified) return false;
  const organizationId = await organizationForEmail(db, user.email);
  if (!organizationId) return false;
  const joined = await db
    .insert(organizationMembers)
    .values({ userId, organizationId, role: "member" })
    .onConflictDoNothing({ target: organizationMembers.userId })
    .returning({ userId: organizationMembers.userId });
  return joined.length > 0;
}
