import { UNLIMITED_WORDS, usagePeriod } from "@shared/plans";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, usageLogs } from "../db/schema";

/**
 * The word allowance (DESIGN.md "the money path"). Every change to the counters is one conditional
 * SQL statement or one transaction; application code never reads a counter and writes it back.
 *
 * Invariants, under any concurrency:
 *   words_used + words_reserved <= effective limit   (the reservation's WHERE clause)
 *   words_used == sum(usage_logs.words_generated) for the user's current usage_period, counted
 *     from usage_since when an admin reset the usage (settling adds to words_used and inserts the
 *     log in one transaction, dated to the run's start).
 */

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

export type Reservation = { userId: string; words: number; period: string; startedAt: Date };

/** ONE conditional UPDATE adding `words` to the reservation if they fit (rolling a new month over). */
async function holdWords(db: Db, userId: string, words: number, period: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      wordsUsed: usedSql(period),
      wordsReserved: sql`${reservedSql(period)} + ${words}`,
      usagePeriod: period,
    })
    .where(and(eq(profiles.userId, userId), sql`${usedSql(period)} + ${reservedSql(period)} + ${words} <= ${limitSql}`))
    .returning({ id: profiles.id });
  return rows.length === 1;
}

/**
 * Holds `words` of the allowance for a run. Succeeds only if they fit; returns null when they do
 * not (another run took them first).
 */
export async function reserveWords(
  db: Db,
  userId: string,
  words: number,
  now = new Date(),
): Promise<Reservation | null> {
  const period = usagePeriod(now);
  return (await holdWords(db, userId, words, period)) ? { userId, words, period, startedAt: now } : null;
}

/**
 * Grows a running reservation by `words` (runs reserve in steps as they write, so one long run does
 * not lock a whole allowance away from the user's other tabs). False when the words do not fit or
 * the month rolled over since the run started.
 */
export async function extendReservation(db: Db, reservation: Reservation, words: number): Promise<boolean> {
  if (usagePeriod() !== reservation.period) return false;
  const ok = await holdWords(db, reservation.userId, words, reservation.period);
  if (ok) reservation.words += words;
  return ok;
}

/**
 * Ends a run: releases the reservation, charges `charged` words (never more than were reserved)
 * and records the usage_logs row, all in one transaction. If the month rolled over while the run
 * was going, the rollover already cleared the old counters: the run is logged in the month it
 * started and the new month's counters are left alone.
 */
export async function settleWords(
  db: Db,
  reservation: Reservation,
  toolName: string,
  charged: number,
): Promise<number> {
  const words = Math.max(0, Math.min(charged, reservation.words));
  const samePeriod = sql`${profiles.usagePeriod} = ${reservation.period}`;
  // A run that started before an admin reset is logged before usage_since, so it does not count.
  const counts = sql`${samePeriod} AND (${profiles.usageSince} IS NULL OR ${profiles.usageSince} <= ${reservation.startedAt.toISOString()})`;
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        wordsReserved: sql`CASE WHEN ${samePeriod} THEN GREATEST(${profiles.wordsReserved} - ${reservation.words}, 0) ELSE ${profiles.wordsReserved} END`,
        wordsUsed: sql`CASE WHEN ${counts} THEN ${profiles.wordsUsed} + ${words} ELSE ${profiles.wordsUsed} END`,
      })
      .where(eq(profiles.userId, reservation.userId));
    if (words > 0) {
      await tx
        .insert(usageLogs)
        .values({ userId: reservation.userId, toolName, wordsGenerated: words, createdAt: reservation.startedAt });
    }
  });
  return words;
}
