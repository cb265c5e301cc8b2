import { desc, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminActivityLogs } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Records an admin action (who, what, details with a timestamp); pass the action's transaction. */
export async function logAdminAction(
  db: Db | Tx,
  adminEmail: string,
  action: string,
  details: Record<string, unknown>,
) {
  await db
    .insert(adminActivityLogs)
    .values({ adminEmail, action, details: { ...details, timestamp: new Date().toISOString() } });
}

/** The latest actions; dashboard visits are left out unless asked for, so they don't bury changes. */
export async function recentActivity(db: Db, limit = 50, includeVisits = false) {
  return db
    .select()
    .from(adminActivityLogs)
    .where(includeVisits ? undefined : ne(adminActivityLogs.action, "ACCESSED_DASHBOARD"))
    .orderBy(desc(adminActivityLogs.createdAt))
    .limit(limit);
}
