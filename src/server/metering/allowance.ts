import type { RunSurface } from "@shared/admin";
import { memberRemaining, personalRemaining, usagePeriod } from "@shared/plans";
import type { GuideSource } from "@shared/style-guide";
import { countWords } from "@shared/words";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import { runs } from "../db/schema";
import { type Lease, leaseExpiry } from "./lease";
import {
  holdInMonth,
  memberCounters,
  memberRoom,
  monthCounter,
  type Period,
  personalRoom,
  poolCounters,
  poolRoomOf,
  profileCounters,
} from "./money-rule";

/**
 * The word allowance (docs/architecture.md "Word allowance") and the run rows that hold it. Every change to a
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

/**
 * The CTEs `held`, `m_held` and `o_held` of a statement that decided, in CTE `t`, to hold `t.take`
 * words: the profile's counters (from CTE `p`), then the membership's (`m`) and the organization's
 * (`o`) when the run is an organization's, each rolled over to `period`. Each waits for the one
 * before (the scalar sub-selects), the money path's lock order.
 */
export const holdAtEveryLevel = (period: Period) => sql`held AS (
      UPDATE profiles SET ${holdInMonth("p", sql`t.take`, period)}
      FROM t JOIN p ON p.id = t.id
      WHERE profiles.id = t.id AND t.take >= 1
      RETURNING t.take
    ), m_held AS (
      UPDATE organization_members SET ${holdInMonth("m", sql`(SELECT take FROM held)`, period)}
      FROM m WHERE organization_members.user_id = m.user_id AND EXISTS (SELECT 1 FROM held)
      RETURNING 1
    ), o_held AS (
      UPDATE organizations SET ${holdInMonth("o", sql`(SELECT take FROM held)`, period)}
      FROM o WHERE organizations.id = o.id AND (SELECT count(*) FROM m_held) > 0
      RETURNING 1
    )`;

/** holdUpTo's statement (its text built once; db/named-query.ts). */
const holdStatement = namedStatement<{ take: number | null }>(() => {
  const period = value("period");
  const organizationId = sql`${value("organizationId")}::uuid`;
  return sql`WITH p AS (
    SELECT id, user_id, usage_period, ${profileCounters("profiles", period)}
    FROM profiles WHERE user_id = ${value("userId")} AND usage_period <= ${period} FOR UPDATE
  ), m AS (
    SELECT user_id, cap_words, suspended_at IS NOT NULL AS suspended, usage_period,
      ${memberCounters("organization_members", period)}
    FROM organization_members
    WHERE user_id = (SELECT user_id FROM p) AND organization_id = ${organizationId} FOR UPDATE
  ), o AS (
    SELECT id, usage_period, ${poolCounters("organizations", period)}
    FROM organizations WHERE id = ${organizationId} AND EXISTS (SELECT 1 FROM m) FOR UPDATE
  ), t AS (
    SELECT p.id, CASE WHEN ${organizationId} IS NULL THEN LEAST(${value("max")}::int, ${personalRoom()})
      ELSE LEAST(${value("max")}::int, ${memberRoom()}) END AS take
    FROM p LEFT JOIN m ON true LEFT JOIN o ON true
    WHERE ${organizationId} IS NULL OR (o.id IS NOT NULL AND NOT m.suspended
      AND m.usage_period <= ${period} AND o.usage_period <= ${period})
  ), ${holdAtEveryLevel(period)}
  SELECT (SELECT take FROM held) AS take, (SELECT count(*) FROM o_held) AS org_held`;
});

/**
 * ONE statement holding up to `max` more words for a running run (at least one), rolling a new
 * month over; returns how many it held (0: none fit). A personal run holds its profile's allowance;
 * an organization's run holds the member's cap and the pool (its profile's counter follows, its
 * limit does not apply), and nothing once the member was suspended or left. Locks in the money
 * path's order (profile, membership, organization); none of them is rolled back from a later month.
 */
async function holdUpTo(tx: Tx, reservation: Reservation, max: number): Promise<number> {
  const { userId, period, organizationId } = reservation;
  const [row] = await holdStatement(tx, { userId, period, organizationId, max });
  return row?.take == null ? 0 : Number(row.take);
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
  /** The document a run on its selection belongs to (runs.parent_id); such a run is not a document. */
  parentId?: string | null;
  /** Where the run was asked for (runs.surface); "app" when not said. */
  surface?: RunSurface;
  /** The style guide that shaped the run (runs.style_guide); null or absent when none did. */
  styleGuide?: GuideSource | null;
};

/** Where a run was asked for: the tool pages, the public API, or the editor on a selection. */
export type { RunSurface };

/** A running run's hold on the allowance. `words` mirrors its row's words_reserved. */
export type Reservation = {
  runId: string;
  userId: string;
  words: number;
  period: string;
  /** The organization whose pool (and the member's cap) the run holds; null for a personal run. */
  organizationId: string | null;
};

/** What a run may not start past, checked in this order after the limit: the input's words, then the tool's own estimate. */
export type StartChecks = { inputWords: number; need: number };

/** A started run's reservation, or why none was made: the allowance as it stood (null: no profile). */
export type RunStart =
  | { reservation: Reservation; allowance: Allowance }
  | { reservation: null; allowance: Allowance | null; status: string | null };

/** One run to start: what was asked, the words to hold, and what it may not start past. */
export type Starting = { request: RunRequest; words: number; checks: StartChecks };

/** How a run ended, as its instance saw it; the reaper's ending is `interrupted`. */
export type RunEnd = {
  status: "done" | "truncated" | "stopped" | "failed" | "interrupted";
  /** Words to charge; capped at what the run holds. */
  charge: number;
  output: string;
  result?: unknown;
};

/** A settled run: whether this call settled it, the words charged, and the user's allowance after. */
export type Settled = { settled: boolean; charged: number; usage: { wordsUsed: number; wordsLimit: number } | null };

/** One run to settle: its end, and `charge` "delivered" for what its last checkpoint saved. */
export type Closing = {
  runId: string;
  status: RunEnd["status"];
  charge: number | "delivered";
  output?: string;
  result?: unknown;
};

export type Executor = Pick<Db, "execute">;

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
    const take = sameMonth ? await holdUpTo(tx, reservation, words) : 0;
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
