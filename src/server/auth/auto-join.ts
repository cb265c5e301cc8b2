import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationDomains, organizationMembers } from "../db/schema";

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

/** The organization claiming this email's domain, if any. */
async function organizationForEmail(db: Db, email: string): Promise<string | null> {
  const domain = email.split("@").pop()?.trim().toLowerCase();
  if (!domain) return null;
  const [row] = await db
    .select({ id: organizationDomains.organizationId })
    .from(organizationDomains)
    .where(eq(organizationDomains.domain, domain));
  return row?.id ?? null;
}
