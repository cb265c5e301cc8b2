import { type SubscriptionRow, subscriptionQuery, subscriptionUpdateSchema } from "@shared/admin";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { recordGrantedPlan } from "../billing/granted";
import type { StripeConfig } from "../billing/stripe";
import { changeInStripe } from "../billing/stripe-admin";
import { applySubscription } from "../billing/stripe-sync";
import { PRO_WORDS, pendingRequests, resolveRequest } from "../billing/upgrade-requests";
import type { Db } from "../db/client";
import { profiles, subscriptions } from "../db/schema";
import type { AdminEnv } from "../http/admin";
import { toCsv } from "../http/csv";
import { apiError, validationError } from "../http/errors";
import type { Logger } from "../log";
import { logAdminAction } from "./activity";
import { billingStats } from "./stats";

const toRow = (s: typeof subscriptions.$inferSelect): SubscriptionRow => ({
  id: s.id,
  userId: s.userId,
  planType: s.planType,
  status: s.status,
  amount: s.amount,
  currency: s.currency,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

function filtersFor(search: string, status: string): SQL | undefined {
  const filters: SQL[] = [];
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
    filters.push(
      or(
        ilike(subscriptions.userId, like),
        ilike(subscriptions.planType, like),
        sql`${subscriptions.id}::text ilike ${like}`,
      )!,
    );
  }
  if (status !== "all") filters.push(eq(subscriptions.status, status as SubscriptionRow["status"]));
  return filters.length ? and(...filters) : undefined;
}

export function adminBillingRoutes(db: Db, stripe: StripeConfig | undefined, log: Logger) {
  const app = new Hono<AdminEnv>();

  app.get("/stats", async (c) => c.json(await billingStats(db)));

  app.get("/subscriptions", async (c) => {
    const q = subscriptionQuery.safeParse(c.req.query());
    if (!q.success) return validationError(c, q.error);
    const rows = await db
      .select()
      .from(subscriptions)
      .where(filtersFor(q.data.search, q.data.status))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1000);
    return c.json(rows.map(toRow));
  });

  app.patch("/subscriptions/:id", async (c) => {
    const parsed = subscriptionUpdateSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const id = c.req.param("id");
    if (!z_uuid.test(id)) return apiError(c, 404, "NOT_FOUND", "Error", "Subscription not found.");
    const email = c.get("user").email;
    const status = parsed.data.status;
    const [current] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!current) return apiError(c, 404, "NOT_FOUND", "Error", "Subscription not found.");

    // A row that mirrors Stripe changes in Stripe first; ours then says what Stripe answered.
    if (current.stripeSubscriptionId) {
      const change = await changeInStripe(stripe, current, status);
      if ("refusal" in change) return apiError(c, 409, "STRIPE_MANAGED", "Error", change.refusal);
      if ("error" in change) {
        log.warn(`stripe status change of ${current.stripeSubscriptionId} failed: ${change.error}`);
        return apiError(
          c,
          502,
          "PAYMENT_SERVICE_ERROR",
          "Error",
          "Stripe did not accept the change. Please try again.",
        );
      }
      await db.transaction(async (tx) => {
        if (change.state) await applySubscription(tx, change.state);
        await logAdminAction(tx, email, "UPDATE_SUBSCRIPTION_STATUS", {
          subscription_id: id,
          previous_state: current.status,
          new_state: change.state?.status ?? status,
          stripe: current.stripeSubscriptionId,
        });
      });
      const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return c.json(toRow(after ?? current));
    }

    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
      if (!before) return null;
      const [after] = await tx
        .update(subscriptions)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      await logAdminAction(tx, email, "UPDATE_SUBSCRIPTION_STATUS", {
        subscription_id: id,
        previous_state: before.status,
        new_state: status,
      });
      return after;
    });
    if (!updated) return apiError(c, 404, "NOT_FOUND", "Error", "Subscription not found.");
    return c.json(toRow(updated));
  });

  /** CSV with the columns below, named by date, built here so it is quoted and injection-safe. */
  app.get("/subscriptions/export", async (c) => {
    const q = subscriptionQuery.safeParse(c.req.query());
    if (!q.success) return validationError(c, q.error);
    const rows = await db
      .select()
      .from(subscriptions)
      .where(filtersFor(q.data.search, q.data.status))
      .orderBy(desc(subscriptions.createdAt));
    await logAdminAction(db, c.get("user").email, "EXPORT_SUBSCRIPTIONS", { rows: rows.length, filters: q.data });
    const csv = toCsv(
      ["Subscription ID", "User ID", "Plan", "Status", "Amount", "Currency", "Created", "Updated"],
      rows.map((s) => [
        s.id,
        s.userId,
        s.planType,
        s.status,
        s.amount,
        s.currency,
        s.createdAt.toISOString(),
        s.updatedAt.toISOString(),
      ]),
    );
    const date = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="subscriptions-${date}.csv"`);
    return c.body(csv);
  });

  // Upgrade requests (no payment provider): the pending ones, oldest first, granted or dismissed here.
  app.get("/upgrade-requests", async (c) => c.json(await pendingRequests(db)));

  app.post("/upgrade-requests/:id/:decision{grant|dismiss}", async (c) => {
    const id = c.req.param("id");
    const decision = c.req.param("decision") === "grant" ? "granted" : "dismissed";
    if (!z_uuid.test(id)) return apiError(c, 404, "NOT_FOUND", "Error", "This request was already handled.");
    const email = c.get("user").email;
    const handled = await db.transaction(async (tx) => {
      const request = await resolveRequest(tx, { id }, decision, email);
      if (!request) return null;
      if (decision === "granted") {
        const [before] = await tx
          .select({ planType: profiles.planType })
          .from(profiles)
          .where(eq(profiles.userId, request.userId))
          .for("update");
        await tx
          .update(profiles)
          .set({
            planType: "pro",
            wordsLimit: sql`greatest(${profiles.wordsLimit}, ${PRO_WORDS})`,
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.userId, request.userId));
        if (before?.planType !== "pro") await recordGrantedPlan(tx, request.userId, "pro");
      }
      await logAdminAction(tx, email, decision === "granted" ? "GRANT_UPGRADE" : "DISMISS_UPGRADE", {
        user_id: request.userId,
        request_id: id,
      });
      return request;
    });
    if (!handled) return apiError(c, 404, "NOT_FOUND", "Error", "This request was already handled.");
    return c.json({ id, status: decision });
  });
  return app;
}

const z_uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
