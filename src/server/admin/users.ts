import { type AdminUser, userListQuery, userUpdateSchema } from "@shared/admin";
import { isAdminRole, type Role } from "@shared/api";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { deleteUserAccount, noOtherSuperAdmin, Refusal, type Tx } from "../auth/delete-user";
import type { UserStates } from "../auth/user-state";
import { recordGrantedPlan } from "../billing/granted";
import { resolveRequest } from "../billing/upgrade-requests";
import type { Db } from "../db/client";
import { profiles, sessions, users } from "../db/schema";
import type { AdminEnv } from "../http/admin";
import { apiError, validationError } from "../http/errors";
import { wordsUsedThisMonth } from "../me/profile";
import { logAdminAction } from "./activity";

/**
 * Who may change whom (issue rules): only a super_admin may touch an administrator's account or
 * grant an admin role; nobody may demote, suspend or delete themselves or the last super_admin.
 */
async function checkAllowed(
  tx: Tx,
  actor: { id: string; role: Role },
  targetId: string,
  change: { role?: Role; status?: string; remove?: boolean },
) {
  const [target] = await tx
    .select({ role: profiles.role, planType: profiles.planType })
    .from(profiles)
    .where(eq(profiles.userId, targetId));
  if (!target) throw new Refusal(404, "User not found.");
  const demotes =
    change.remove ||
    (change.role !== undefined && change.role !== target.role) ||
    (change.status !== undefined && change.status !== "active");
  if (demotes && targetId === actor.id)
    throw new Refusal(409, "You cannot demote, suspend or delete your own account.");
  const touchesAdmin = isAdminRole(target.role) || (change.role !== undefined && isAdminRole(change.role));
  if (touchesAdmin && actor.role !== "super_admin") {
    throw new Refusal(403, "Only a super admin can change administrator accounts or roles.");
  }
  if (demotes && target.role === "super_admin" && (await noOtherSuperAdmin(tx, targetId))) {
    throw new Refusal(409, "The last super admin cannot be demoted, suspended or deleted.");
  }
  return target;
}

const toAdminUser = (row: { profile: typeof profiles.$inferSelect; email: string }): AdminUser => ({
  id: row.profile.userId,
  email: row.email,
  fullName: row.profile.fullName,
  role: row.profile.role,
  status: row.profile.status,
  planType: row.profile.planType,
  wordsLimit: row.profile.wordsLimit,
  wordsUsed: wordsUsedThisMonth(row.profile),
  lastLogin: row.profile.lastLogin?.toISOString() ?? null,
  createdAt: row.profile.createdAt.toISOString(),
});

export function adminUserRoutes(db: Db, states: UserStates) {
  const app = new Hono<AdminEnv>();
  const actor = (c: { get: (k: "user" | "role") => unknown }) => ({
    id: (c.get("user") as { id: string }).id,
    email: (c.get("user") as { email: string }).email,
    role: c.get("role") as Role,
  });

  app.get("/", async (c) => {
    const q = userListQuery.safeParse(c.req.query());
    if (!q.success) return validationError(c, q.error);
    const { search, role, status, page, pageSize } = q.data;
    const filters: SQL[] = [];
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      filters.push(or(ilike(profiles.fullName, like), ilike(profiles.userId, like), ilike(users.email, like))!);
    }
    if (role !== "all") filters.push(eq(profiles.role, role));
    if (status !== "all") filters.push(eq(profiles.status, status));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ profile: profiles, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(where)
        .orderBy(desc(profiles.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(where),
    ]);
    return c.json({ users: rows.map(toAdminUser), total: total.n, page, pageSize });
  });

  app.patch("/:id", async (c) => {
    const parsed = userUpdateSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const change = parsed.data;
    const id = c.req.param("id");
    const me = actor(c);
    try {
      await db.transaction(async (tx) => {
        const before = await checkAllowed(tx, me, id, change);
        await tx
          .update(profiles)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(profiles.userId, id));
        if (change.planType !== undefined && change.planType !== before.planType) {
          await recordGrantedPlan(tx, id, change.planType);
          // A plan set by hand answers the user's pending request too.
          if (change.planType === "pro") await resolveRequest(tx, { userId: id }, "granted", me.email);
        }
        // Suspension and bans take effect at once: every session of the account ends.
        if (change.status && change.status !== "active") await tx.delete(sessions).where(eq(sessions.userId, id));
        const actions: [string, unknown, unknown][] = [];
        if (change.status) actions.push(["UPDATE_USER_STATUS", null, change.status]);
        if (change.planType !== undefined || change.wordsLimit !== undefined) {
          actions.push(["UPDATE_USER_PLAN", null, { planType: change.planType, wordsLimit: change.wordsLimit }]);
        }
        if (change.role) actions.push(["UPDATE_USER_ROLE", before.role, change.role]);
        for (const [action, previous, next] of actions) {
          await logAdminAction(tx, me.email, action, { user_id: id, previous_state: previous, new_state: next });
        }
      });
    } catch (error) {
      if (error instanceof Refusal) return apiError(c, error.status, "FORBIDDEN", "Error", error.message);
      throw error;
    }
    // Every instance forgets the account's cached status and sessions (suspension ended them above).
    if (change.status) await states.changed(id, { sessionsChanged: change.status !== "active" });
    const [row] = await db
      .select({ profile: profiles, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, id));
    return c.json(toAdminUser(row));
  });

  app.post("/:id/reset-usage", async (c) => {
    const id = c.req.param("id");
    const me = actor(c);
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(profiles).where(eq(profiles.userId, id)).for("update");
        if (!before) throw new Refusal(404, "User not found.");
        if (isAdminRole(before.role) && me.role !== "super_admin" && id !== me.id) {
          throw new Refusal(403, "Only a super admin can change administrator accounts or roles.");
        }
        // usage_since keeps words_used equal to the logged words counted from the reset.
        await tx.update(profiles).set({ wordsUsed: 0, usageSince: sql`now()` }).where(eq(profiles.userId, id));
        await logAdminAction(tx, me.email, "RESET_USER_USAGE", {
          user_id: id,
          previous_state: wordsUsedThisMonth(before),
          new_state: 0,
        });
      });
    } catch (error) {
      if (error instanceof Refusal) return apiError(c, error.status, "FORBIDDEN", "Error", error.message);
      throw error;
    }
    return c.json({ ok: true });
  });

  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    const me = actor(c);
    try {
      await db.transaction(async (tx) => {
        await checkAllowed(tx, me, id, { remove: true });
        const email = await deleteUserAccount(tx, id);
        await logAdminAction(tx, me.email, "DELETE_USER", { user_id: id, email });
      });
    } catch (error) {
      if (error instanceof Refusal) return apiError(c, error.status, "FORBIDDEN", "Error", error.message);
      throw error;
    }
    await states.changed(id); // its sessions went with it: no instance may keep trusting a cached one
    return c.json({ ok: true });
  });

  return app;
}
