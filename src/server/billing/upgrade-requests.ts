import { isAdminRole } from "@shared/api";
import { PLANS } from "@shared/plans";
import type { AdminUpgradeRequest, UpgradeRequest } from "@shared/upgrade";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, upgradeRequests, users } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The words a month of the plan a granted request gives (the Professional card's). */
export const PRO_WORDS = PLANS.find((plan) => plan.id === "professional")?.words ?? 50_000;

const toRequest = (row: typeof upgradeRequests.$inferSelect): UpgradeRequest => ({
  id: row.id,
  planType: "pro",
  createdAt: row.createdAt.toISOString(),
});

export async function pendingRequestOf(db: Db, userId: string): Promise<UpgradeRequest | null> {
  const [row] = await db
    .select()
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, "pending")));
  return row ? toRequest(row) : null;
}

/**
 * Files the user's request unless one is pending already (one statement: the partial unique index
 * turns a second, concurrent request into nothing). `created` says whether the admins should be told.
 */
export async function fileRequest(db: Db, userId: string): Promise<{ request: UpgradeRequest; created: boolean }> {
  const [inserted] = await db
    .insert(upgradeRequests)
    .values({ userId, planType: "pro" })
    .onConflictDoNothing({ target: upgradeRequests.userId, where: sql`status = 'pending'` })
    .returning();
  if (inserted) return { request: toRequest(inserted), created: true };
  const pending = await pendingRequestOf(db, userId);
  if (!pending) throw new Error("upgrade request neither filed nor pending");
  return { request: pending, created: false };
}

/** Who hears of a request: the active administrators, and the addresses in ADMIN_EMAILS. */
export async function adminAddresses(db: Db, configured: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(inArray(profiles.role, ["admin", "super_admin"]), eq(profiles.status, "active")));
  const found = rows.filter((row) => isAdminRole(row.role)).map((row) => row.email.toLowerCase());
  return [...new Set([...configured, ...found])];
}

export async function pendingRequests(db: Db): Promise<AdminUpgradeRequest[]> {
  const rows = await db
    .select({ request: upgradeRequests, email: users.email, name: users.name, currentPlan: profiles.planType })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .innerJoin(profiles, eq(profiles.userId, upgradeRequests.userId))
    .where(eq(upgradeRequests.status, "pending"))
    .orderBy(asc(upgradeRequests.createdAt));
  return rows.map((row) => ({
    ...toRequest(row.request),
    userId: row.request.userId,
    email: row.email,
    name: row.name,
    currentPlan: row.currentPlan,
  }));
}

/** Closes the user's pending request (granted or dismissed); returns its id, or null when none was pending. */
export async function resolveRequest(
  tx: Db | Tx,
  where: { id: string } | { userId: string },
  status: "granted" | "dismissed",
  adminEmail: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await tx
    .update(upgradeRequests)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: adminEmail })
    .where(
      and(
        "id" in where ? eq(upgradeRequests.id, where.id) : eq(upgradeRequests.userId, where.userId),
        eq(upgradeRequests.status, "pending"),
      ),
    )
    .returning({ id: upgradeRequests.id, userId: upgradeRequests.userId });
  return row ?? null;
}
