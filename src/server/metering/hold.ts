import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import {
  holdInMonth,
  memberCounters,
  memberRoom,
  type Period,
  personalRoom,
  poolCounters,
  profileCounters,
} from "./money-rule";
import type { Reservation } from "./run-types";

/**
 * Holding more words for a run, at every level it draws on (its profile, and for an organization's
 * run the member's cap and the pool), in the money path's lock order (allowance.ts).
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
export async function holdUpTo(tx: Tx, reservation: Reservation, max: number): Promise<number> {
  const { userId, period, organizationId } = reservation;
  const [row] = await holdStatement(tx, { userId, period, organizationId, max });
  return row?.take == null ? 0 : Number(row.take);
}
