import { UNLIMITED_WORDS, usagePeriod } from "@shared/plans";
import { countWords } from "@shared/words";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, runs, usageLogs } from "../db/schema";
import { type Lease, leaseExpiry } from "../runs/lease";

/**
 * The word allowance (DESIGN.md "the money path") and the run rows that hold it. Every change to a
 * counter is SQL arithmetic in one statement or one transaction; application code never reads a
 * profile's counter and writes it back.
 *
 * Invariants, under any concurrency and across crashes:
 *   words_used + words_reserved <= effective limit   (the hold's WHERE clause)
 *   words_reserved == sum(runs.words_reserved) over the user's running runs of the profile's
 *     usage_period (a run's row and the profile change in the same transaction)
 *   words_used == sum(usage_logs.words_generated) for the user's current usage_period, counted
 *     from usage_since when an admin reset the usage (settling adds to words_used and inserts the
 *     log in one transaction, dated to the run's start).
 * Lock order, so that no two of these transactions deadlock: a run row (FOR UPDATE) before its
 * profile; a transaction that settles several runs takes their profiles in user id order.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Effective limit in SQL: 999999 if unlimited, else (monthly_limit ?? words_limit) + temp_boost. */
const limitSql = sql<number>`(CASE WHEN ${profiles.unlimitedAccess} THEN ${UNLIMITED_WORDS}
  ELSE COALESCE(${profiles.monthlyLimit}, ${profiles.wordsLimit}) + ${profiles.tempBoost} END)`;

const usedSql = (period: string) =>
  sql<number>`(CASE WHEN ${profiles.usagePeriod} = ${period} THEN ${profiles.wordsUsed} ELSE 0 END)`;
const reservedSql = (period: string) =>
  sql<number>`(CASE WHEN ${profiles.usagePeriod} = ${period} THEN ${profiles.wordsReserved} ELSE 0 END)`;

export type Allowance = { wordsUsed: number; wordsReserved: number; wordsLimit: number; remaining: number };

/** This month's allowance as the user sees it (a counter from an earlier month reads as 0). */
export async function readAllowance(db: Db, userId: string, now = new Date()): Promise<Allowance | null> {
  const period = usagePeriod(now);
  const [row] = await db
    .select({ used: usedSql(period), reserved: reservedSql(period), limit: limitSql })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const used = Number(row.used);
  const reserved = Number(row.reserved);
  const limit = Number(row.limit);
  return {
    wordsUsed: used,
    wordsReserved: reserved,
    wordsLimit: limit,
    remaining: Math.max(0, limit - used - reserved),
  };
}

/**
 * ONE statement holding up to `max` words of the allowance, as many as fit (at least one), rolling
 * a new month over; returns how many it held (0: none fit). The sub-select locks the profile row
 * first, so the words taken are computed from the very row version the UPDATE changes. A profile
 * already in a later month is never rolled back to the run's month.
 */
async function holdUpTo(tx: Tx, userId: string, period: string, max: number): Promise<number> {
  const room = sql`${limitSql} - ${usedSql(period)} - ${reservedSql(period)}`;
  const locked = tx
    .select({ id: profiles.id, take: sql<number>`LEAST(${max}, ${room})`.as("take") })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), sql`${profiles.usagePeriod} <= ${period}`))
    .for("update")
    .as("locked");
  const rows = await tx
    .update(profiles)
    .set({
      wordsUsed: usedSql(period),
      wordsReserved: sql`${reservedSql(period)} + ${locked.take}`,
      usagePeriod: period,
    })
    .from(locked)
    .where(and(eq(profiles.id, locked.id), sql`${locked.take} >= 1`))
    .returning({ take: locked.take });
  return rows.length === 1 ? Number(rows[0].take) : 0;
}

/** What a run was asked to do: the request, as its document keeps it. */
export type RunRequest = {
  userId: string;
  tool: string;
  title: string;
  input: Record<string, string>;
  options: Record<string, string | number | boolean>;
  presetId: string | null;
  draftIndex: number | null;
};

/** A running run's hold on the allowance. `words` mirrors its row's words_reserved. */
export type Reservation = { runId: string; userId: string; words: number; period: string };

/**
 * Starts a run: in ONE transaction, holds up to `words` of the allowance (at least one) and inserts
 * the run's row holding them, so the profile's reservation is never without its run. Returns null,
 * inserting nothing, when not a word fits. The row's created_at is `now`, the instant the month
 * (usage_period) is taken from, so the run's usage_logs row lands in that month.
 */
export async function startRun(
  db: Db,
  request: RunRequest,
  lease: Lease,
  words: number,
  now = new Date(),
): Promise<Reservation | null> {
  const period = usagePeriod(now);
  return db.transaction(async (tx) => {
    const held = await holdUpTo(tx, request.userId, period, words);
    if (held === 0) return null;
    const [row] = await tx
      .insert(runs)
      .values({
        ...request,
        status: "running",
        wordsReserved: held,
        usagePeriod: period,
        instanceId: lease.instanceId,
        leaseUntil: leaseExpiry(lease),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: runs.id });
    return { runId: row.id, userId: request.userId, words: held, period };
  });
}

/**
 * A run that ends the moment it starts and holds no words (the offline grammar rules with no
 * model): one INSERT of a finished row, charged nothing. Returns its id.
 */
export async function recordRun(
  db: Db,
  request: RunRequest,
  outcome: { output: string; result?: unknown },
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(runs)
    .values({ ...request, ...outcome, status: "done", usagePeriod: usagePeriod(now), createdAt: now, updatedAt: now })
    .returning({ id: runs.id });
  return row.id;
}

/** Locks a run's row for the rest of the transaction (first, before its profile: see the lock order). */
async function lockRun(tx: Tx, runId: string) {
  const [row] = await tx
    .select({ status: runs.status, wordsCharged: runs.wordsCharged })
    .from(runs)
    .where(eq(runs.id, runId))
    .for("update");
  return row;
}

/**
 * A reservation step: in ONE transaction, locks the run's row (refusing, with null, once the run is
 * no longer running: the reaper settled it, so it may take no more words), saves `delivered` (the
 * text the client already has) and its word count, renews the lease, and holds up to `words` more
 * for both the profile and the row. Returns the words newly held (0 when none fit, or when the
 * month rolled over since the run started: a run is charged in the month it started).
 */
export async function checkpointRun(
  db: Db,
  reservation: Reservation,
  lease: Lease,
  delivered: string,
  words: number,
): Promise<number | null> {
  const held = await db.transaction(async (tx) => {
    if ((await lockRun(tx, reservation.runId))?.status !== "running") return null;
    const sameMonth = usagePeriod() === reservation.period;
    const take = sameMonth ? await holdUpTo(tx, reservation.userId, reservation.period, words) : 0;
    await tx
      .update(runs)
      .set({
        output: delivered,
        wordsDelivered: countWords(delivered),
        wordsReserved: sql`${runs.wordsReserved} + ${take}`,
        leaseUntil: leaseExpiry(lease),
        updatedAt: sql`now()`,
      })
      .where(eq(runs.id, reservation.runId));
    return take;
  });
  if (held) reservation.words += held;
  return held;
}

/** How a run ended, as its instance saw it; the reaper's ending is `interrupted`. */
export type RunEnd = {
  status: "done" | "stopped" | "failed" | "interrupted";
  /** Words to charge; capped at what the run holds. */
  charge: number;
  output: string;
  result?: unknown;
};

/**
 * Finishes a run whose row the transaction has locked (still running): releases what it holds from
 * the profile, charges `charge` words (never more than it holds) with their usage_logs row dated to
 * the run's start, and writes the run's final state. If the month rolled over while the run was
 * going, the rollover already cleared the old counters: the run is logged in the month it started
 * and the new month's counters are left alone; a run that started before an admin reset is logged
 * before usage_since, so it does not count either. Returns the words charged.
 */
export async function closeRun(
  tx: Tx,
  runId: string,
  end: { status: RunEnd["status"]; charge: number | "delivered"; output?: string; result?: unknown },
): Promise<number> {
  const requested = end.charge === "delivered" ? runs.wordsDelivered : end.charge;
  const charge = sql<number>`GREATEST(LEAST(${requested}, ${runs.wordsReserved}), 0)`;
  const samePeriod = sql`${profiles.usagePeriod} = ${runs.usagePeriod}`;
  const counts = sql`${samePeriod} AND (${profiles.usageSince} IS NULL OR ${profiles.usageSince} <= ${runs.createdAt})`;
  await tx
    .update(profiles)
    .set({
      wordsReserved: sql`CASE WHEN ${samePeriod} THEN GREATEST(${profiles.wordsReserved} - ${runs.wordsReserved}, 0) ELSE ${profiles.wordsReserved} END`,
      wordsUsed: sql`CASE WHEN ${counts} THEN ${profiles.wordsUsed} + ${charge} ELSE ${profiles.wordsUsed} END`,
    })
    .from(runs)
    .where(and(eq(runs.id, runId), eq(profiles.userId, runs.userId)));
  await tx.insert(usageLogs).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        userId: runs.userId,
        toolName: runs.tool,
        wordsGenerated: charge.as("words_generated"),
        createdAt: runs.createdAt,
      })
      .from(runs)
      .where(and(eq(runs.id, runId), sql`${charge} > 0`)),
  );
  const [row] = await tx
    .update(runs)
    .set({
      status: end.status,
      ...(end.output === undefined ? {} : { output: end.output }),
      ...(end.result === undefined ? {} : { result: end.result }),
      wordsCharged: charge,
      wordsReserved: 0,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(runs.id, runId))
    .returning({ charged: runs.wordsCharged });
  return row.charged;
}

/**
 * Ends a run from its own instance, in ONE transaction: lock the row; if it is no longer running
 * (the reaper settled it after this instance lost its lease) change nothing and report that, with
 * what the reaper charged; else close it (closeRun).
 */
export async function settleRun(
  db: Db,
  reservation: Reservation,
  end: RunEnd,
): Promise<{ settled: boolean; charged: number }> {
  return db.transaction(async (tx) => {
    const row = await lockRun(tx, reservation.runId);
    if (row?.status !== "running") return { settled: false, charged: row?.wordsCharged ?? 0 };
    return { settled: true, charged: await closeRun(tx, reservation.runId, end) };
  });
}
