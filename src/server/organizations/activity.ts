import type { OrgActivityEntry } from "@shared/organizations";
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationActivity, users } from "../db/schema";
import type { Tx } from "./store";

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
  // The member a change was about, by their name now (null: deleted since).
  const memberIds = [
    ...new Set(rows.map((r) => (r.details as { memberId?: unknown }).memberId).filter((id) => typeof id === "string")),
  ] as string[];
  const named = memberIds.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, memberIds))
    : [];
  const nameOf = new Map(named.map((u) => [u.id, u.name || u.email]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    details: withMemberName((r.details ?? {}) as Record<string, unknown>, nameOf),
    createdAt: r.createdAt.toISOString(),
    actor: r.actorEmail ? r.actorName || r.actorEmail : null,
  }));
}

function withMemberName(details: Record<string, unknown>, nameOf: Map<string, string>) {
  if (typeof details.memberId !== "string") return details;
  return { ...details, memberName: nameOf.get(details.memberId) ?? null };
}

/** Records one change of an organization (inside the transaction that makes it, where there is one). */
export async function recordActivity(
  db: Db | Tx,
  organizationId: string,
  actorId: string,
  action: OrgActivityEntry["action"],
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(organizationActivity).values({ organizationId, actorId, action, details });
}
