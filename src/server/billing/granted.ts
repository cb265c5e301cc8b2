import type { PLAN_TYPES } from "@shared/api";
import { PLAN_PRICES } from "@shared/plans";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Records an administrator's plan change as the subscription it amounts to, in the same transaction
 * as the change: a paid plan opens an active row at the plan's price, a return to the free plan
 * cancels the rows still running. Without a payment provider this is how the Billing tab, its
 * statistics and its CSV learn what was granted.
 */
export async function recordGrantedPlan(tx: Tx, userId: string, planType: (typeof PLAN_TYPES)[number]) {
  if (planType === "free") {
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "paused"])));
    return;
  }
  await tx.insert(subscriptions).values({ userId, planType, status: "active", amount: PLAN_PRICES[planType] });
}
