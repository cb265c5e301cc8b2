import type { OrgActivityEntry } from "@shared/organizations";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationActivity, users } from "../db/schema";

/** How many changes /organization shows: the newest. */
export const ACTIVITY_SHOWN = 50;

/** An organization's newest changes, who made them (null: an account since deleted), newest first. */
export async function readActivity(db: Db, organizationId: string): Promise<OrgActivityEntry[]> {
  const rows = await db
    .select({
      id: organizationActivity.id,
      action: organizationActivity.action,
      details: organizationActivity.details,
      createdAt: organizationActivity.createdAt,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(organizationActivity)
    .leftJoin(users, eq(users.id, organizationActivity.actorId))
    .where(eq(organizationActivity.organizationId, organizationId))
    .orderBy(desc(organizationActivity.createdAt), desc(organizationActivity.id))
    .limit(ACTIVITY_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    details: (r.details ?? {}) as Record<string, unknown>,
    createdAt: r.createdAt.toISOString(),
    actor: r.actorEmail ? r.actorName || r.actorEmail : null,
  }));
}
