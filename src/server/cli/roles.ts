import type { Role } from "@shared/api";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";

/** Sets the role of the account with this email (creating its profile if missing); false if none. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await db
    .insert(profiles)
    .values({ userId: user.id, fullName: user.name, role })
    .onConflictDoUpdate({ target: profiles.userId, set: { role, updatedAt: sql`now()` } });
  return true;
}
