import type { Db } from "../db/client";
import { organizationMembers } from "../db/schema";
import { organizationForEmail } from "./store";

/**
 * At sign-in (every way in, SSO included): a user with a verified email whose domain an
 * organization claims, and no organization yet, joins it as a member. Unverified addresses never
 * join (anyone can type any address at sign-up). Returns whether the user joined.
 */
export async function autoJoinByDomain(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (!user.emailVerified) return false;
  const userId = user.id;
  const organizationId = await organizationForEmail(db, user.email);
  if (!organizationId) return false;
  const joined = await db
    .insert(organizationMembers)
    .values({ userId, organizationId, role: "member" })
    .onConflictDoNothing({ target: organizationMembers.userId })
    .returning({ userId: organizationMembers.userId });
  return joined.length > 0;
}
