import { memberRemaining, personalRemaining, usagePeriod } from "@shared/plans";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import { monthCounter, poolRoomOf, profileCounters } from "./money-rule";

/**
 * The word allowance (docs/architecture.md "Word allowance") as a user and their runs read it; the
 * words a run holds are taken by its start (start.ts) and its checkpoints (checkpoint.ts, hold.ts),
 * and given back or charged by its settlement (settlement.ts); the run's types are in run-types.ts. Every change to a
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
 * An organization's run (runs.organization_id) also holds and settles the member's counters and
 * the pool's in the same statement, with the same invariants per member and per organization
 * so a run holds the words it needs at every level or none.
 * Lock order, so that no two of these statements deadlock: run rows (FOR UPDATE), then profiles,
 * then memberships, then organizations. A statement of one run takes one lock at each level; a
 * settlement of several runs (settlement.ts) takes all of a level's locks, sorted, before the next
 * level's, so it waits in the same order as every other statement.
 */

/**
 * What an organization's member may still use: their run holds the member's cap (when a
 * manager set one) and the organization's pool, not their personal allowance. `capRoom` and
 * `poolRoom` are the words left of each this month; the refusal names the one that is short.
 */
export type OrgAllowance = {
  id: string;
  name: string;
  suspended: boolean;
  toolOff: boolean;
  capRoom: number | null;
  poolRoom: number;
};

/**
 * The allowance as a run sees it. For a personal account: its monthly limit. For an organization's
 * member (`org` set): `wordsUsed` and `wordsReserved` are the member's this month, `remaining` the
 * smaller of what their cap and the pool leave, and `wordsLimit` what that lets them reach.
 */
export type Allowance = {
  wordsUsed: number;
  wordsReserved: number;
  wordsLimit: number;
  remaining: number;
  org?: OrgAllowance;
};

/** readAllowance's statement (its text built once; db/named-query.ts). */
const allowanceStatement = namedStatement<CounterRow>(() => {
  const period = value("period");
  return sql`SELECT ${profileCounters("profiles", period)},
    o.id AS org_id, o.name AS org_name, ${monthCounter("m", "words_used", period)} AS m_used,
    ${monthCounter("m", "words_reserved", period)} AS m_reserved, m.cap_words AS cap,
    m.suspended_at IS NOT NULL AS suspended, ${value("tool")}::text = ANY(o.disabled_tools) AS tool_off,
    ${poolRoomOf("o", period)} AS pool_room
  FROM profiles LEFT JOIN organization_members m ON m.user_id = profiles.user_id
    LEFT JOIN organizations o ON o.id = m.organization_id
  WHERE profiles.user_id = ${value("userId")}`;
});

/** This month's allowance as the user sees it (a counter from an earlier month reads as 0). */
export async function readAllowance(
  db: Db,
  userId: string,
  now = new Date(),
  tool?: string,
): Promise<Allowance | null> {
  const [row] = await allowanceStatement(db, { period: usagePeriod(now), userId, tool: tool ?? null });
  if (!row) return null;
  return allowanceOf(row);
}

/** The counters a statement reads for an allowance: the profile's, and a member's and their pool's. */
export type CounterRow = {
  used: number;
  reserved: number;
  lim: number;
  org_id: string | null;
  org_name: string | null;
  m_used: number | null;
  m_reserved: number | null;
  cap: number | null;
  suspended: boolean | null;
  tool_off: boolean | null;
  pool_room: number | null;
};

/** The allowance from a row of counters: the profile's, or for a member the cap's and the pool's. */
export function allowanceOf(row: CounterRow): Allowance {
  if (!row.org_id) {
    const used = Number(row.used);
    const reserved = Number(row.reserved);
    const limit = Number(row.lim);
    return {
      wordsUsed: used,
      wordsReserved: reserved,
      wordsLimit: limit,
      remaining: personalRemaining(limit, used, reserved),
    };
  }
  const used = Number(row.m_used ?? 0);
  const reserved = Number(row.m_reserved ?? 0);
  const capRoom = row.cap == null ? null : Number(row.cap) - used - reserved;
  const poolRoom = Number(row.pool_room ?? 0);
  const remaining = memberRemaining(capRoom, poolRoom);
  return {
    wordsUsed: used,
    wordsReserved: reserved,
    wordsLimit: used + reserved + remaining,
    remaining,
    org: {
      id: row.org_id,
      name: row.org_name ?? "",
      suspended: Boolean(row.suspended),
      toolOff: Boolean(row.tool_off),
      capRoom,
      poolRoom,
    },
  };
}
