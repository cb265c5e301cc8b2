import { type AdminStats, type BillingStats, ESTIMATED_COST_PER_1000_WORDS } from "@shared/admin";
import { usagePeriod } from "@shared/plans";
import { and, count, desc, eq, gte, lt, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, subscriptions, usageLogs } from "../db/schema";
import { toolDisplayName } from "../db/tool-names";

/** Start of the UTC calendar month containing `now`, shifted by `offset` months. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The Overview cards: all users, users signed in this month, words generated this month (usage
 * logs), this month's words of every profile, and their estimated cost; plus 30 days of words and the
 * top tools.
 */
export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const start = monthStart(now);
  const [[users], [active], [words], [usage]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(gte(profiles.lastLogin, start)),
    db
      .select({ n: sum(usageLogs.wordsGenerated) })
      .from(usageLogs)
      .where(gte(usageLogs.createdAt, start)),
    // words_used counts its usage_period only: a profile not used since an earlier month reads as 0.
    db
      .select({ n: sum(profiles.wordsUsed) })
      .from(profiles)
      .where(eq(profiles.usagePeriod, usagePeriod(now))),
  ]);
  const since = new Date(now.getTime() - 29 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const day = sql<string>`to_char(${usageLogs.createdAt} at time zone 'utc', 'YYYY-MM-DD')`;
  const [daily, top] = await Promise.all([
    db
      .select({ day, words: sum(usageLogs.wordsGenerated) })
      .from(usageLogs)
      .where(gte(usageLogs.createdAt, since))
      .groupBy(day),
    db
      .select({ tool: usageLogs.toolName, words: sum(usageLogs.wordsGenerated), runs: count() })
      .from(usageLogs)
      .where(gte(usageLogs.createdAt, start))
      .groupBy(usageLogs.toolName)
      .orderBy(desc(sum(usageLogs.wordsGenerated)))
      .limit(5),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, num(d.words)]));
  const dailyWords = Array.from({ length: 30 }, (_, i) => {
    const d = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: d, words: byDay.get(d) ?? 0 };
  });
  const wordsThisMonth = num(words.n);
  return {
    totalUsers: users.n,
    activeThisMonth: active.n,
    wordsThisMonth,
    totalUserUsage: num(usage.n),
    estimatedApiCost: ((wordsThisMonth / 1000) * ESTIMATED_COST_PER_1000_WORDS).toFixed(2),
    dailyWords,
    topTools: top.map((t) => ({ tool: toolDisplayName(t.tool), slug: t.tool, words: num(t.words), runs: t.runs })),
  };
}

/**
 * Billing cards: total revenue (all subscriptions), monthly revenue (active ones created
 * this month), active subscriptions, churn = cancelled-and-updated last month / created last month
 * × 100, and ARPU = total amount / active subscriptions.
 */
export async function billingStats(db: Db, now = new Date()): Promise<BillingStats> {
  const start = monthStart(now);
  const lastStart = monthStart(now, -1);
  const lastMonth = (column: typeof subscriptions.createdAt | typeof subscriptions.updatedAt) =>
    and(gte(column, lastStart), lt(column, start));
  const [[total], [monthly], [active], [churned], [createdLast]] = await Promise.all([
    db.select({ n: sum(subscriptions.amount) }).from(subscriptions),
    db
      .select({ n: sum(subscriptions.amount) })
      .from(subscriptions)
      .where(and(sql`${subscriptions.status} = 'active'`, gte(subscriptions.createdAt, start))),
    db.select({ n: count() }).from(subscriptions).where(sql`${subscriptions.status} = 'active'`),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(sql`${subscriptions.status} = 'cancelled'`, lastMonth(subscriptions.updatedAt))),
    db.select({ n: count() }).from(subscriptions).where(lastMonth(subscriptions.createdAt)),
  ]);
  const totalRevenue = num(total.n);
  return {
    totalRevenue: totalRevenue.toFixed(2),
    monthlyRevenue: num(monthly.n).toFixed(2),
    activeSubscriptions: active.n,
    churnRate: (createdLast.n > 0 ? (churned.n / createdLast.n) * 100 : 0).toFixed(1),
    averageRevenuePerUser: (active.n > 0 ? totalRevenue / active.n : 0).toFixed(2),
  };
}
