import { usagePeriod } from "@shared/plans";
import { sql } from "drizzle-orm";
import { namedStatement, value } from "../db/named-query";
import { allowanceOf, type CounterRow } from "./allowance";
import { chargeOf, logCharges, memberMeter, poolMeter, profileMeter, settleCounters, sinceReset } from "./money-rule";
import type { Closing, Executor, Settled } from "./run-types";

/**
 * A run as a settlement statement leaves it: its status and charge before, its charge, and the
 * counters after: the profile's, and for an organization's run the member's and the pool's.
 */
export type Closed = Pick<CounterRow, "org_id" | "org_name" | "m_used" | "m_reserved" | "cap" | "pool_room"> & {
  was: string | null;
  charged_before: number | null;
  charged: number | null;
  used: number | null;
  lim: number | null;
};

/** The counters a settled run (CTE `c`) moves, at each level: its profile's, its membership's, its pool's. */
export const PROFILE_OF_RUN = "c.user_id = profiles.user_id";
export const MEMBER_OF_RUN =
  "c.user_id = organization_members.user_id AND c.organization_id = organization_members.organization_id";
export const POOL_OF_RUN = "c.organization_id = organizations.id";

/**
 * The settlement of ONE run (its text built once; db/named-query.ts): settlement.ts's statement for
 * a group of one, as short to plan and start as the rules allow. `charge` null: what was delivered.
 * Lock order: the run's row, then its profile, then the membership, then the organization.
 */
const closeStatement = namedStatement<Closed>(
  () => sql`WITH r AS (
    SELECT id, user_id, tool, status, usage_period, created_at, words_reserved, words_delivered, words_charged,
      organization_id, surface
    FROM runs WHERE id = ${value("runId")} FOR UPDATE
  ), c AS (
    SELECT r.*, ${chargeOf(sql`${value("charge")}::int`)} AS charge
    FROM r WHERE r.status = 'running'
  ), p AS (
    UPDATE profiles SET ${settleCounters("profiles", PROFILE_OF_RUN, sinceReset)}
    FROM c WHERE ${sql.raw(PROFILE_OF_RUN)}
    RETURNING ${profileMeter(value("period"))}
  ), m AS (
    -- An organization's run: the member's counters (if they are still a member), then the pool's,
    -- after the profile's (the scalar sub-selects keep the money path's lock order).
    UPDATE organization_members SET ${settleCounters("organization_members", MEMBER_OF_RUN)}
    FROM c WHERE ${sql.raw(MEMBER_OF_RUN)} AND (SELECT count(*) FROM p) >= 0
    RETURNING ${memberMeter(value("period"))}
  ), o AS (
    UPDATE organizations SET ${settleCounters("organizations", POOL_OF_RUN)}
    FROM c WHERE ${sql.raw(POOL_OF_RUN)} AND (SELECT count(*) FROM m) >= 0
    RETURNING ${poolMeter(value("period"))}
  ), l AS (
    ${logCharges}
  ), u AS (
    UPDATE runs SET status = ${value("status")}::run_status,
      output = COALESCE(${value("output")}::text, runs.output),
      result = COALESCE(${value("result")}::jsonb, runs.result),
      words_charged = c.charge, words_reserved = 0, lease_until = NULL, updated_at = now()
    FROM c WHERE runs.id = c.id
    RETURNING runs.words_charged
  )
  SELECT (SELECT status::text FROM r) AS was, (SELECT words_charged FROM r) AS charged_before,
    (SELECT words_charged FROM u) AS charged, (SELECT used FROM p) AS used, (SELECT lim FROM p) AS lim,
    (SELECT org_id FROM o) AS org_id, (SELECT org_name FROM o) AS org_name, (SELECT pool_room FROM o) AS pool_room,
    (SELECT m_used FROM m) AS m_used, (SELECT m_reserved FROM m) AS m_reserved, (SELECT cap FROM m) AS cap`,
);

/** Finishes one run (settleGroup's rules, in the one-run statement above). */
export async function settleOne(db: Executor, end: Closing, now: Date): Promise<Settled> {
  const [row] = await closeStatement(db, {
    runId: end.runId,
    charge: end.charge === "delivered" ? null : end.charge,
    period: usagePeriod(now),
    status: end.status,
    output: end.output ?? null,
    result: end.result === undefined ? null : JSON.stringify(end.result),
  });
  return settledOf(row);
}

/**
 * What a settlement statement's row says of its run (no row: no such run). The usage is what the
 * word meter shows: a member's cap and pool when the run was an organization's and they are still
 * its member, else the profile's limit.
 */
export function settledOf(row: Closed | undefined): Settled {
  const usage = row?.used == null ? null : meterOf(row);
  if (row?.was !== "running") return { settled: false, charged: Number(row?.charged_before ?? 0), usage };
  return { settled: true, charged: Number(row.charged), usage };
}

function meterOf(row: Closed) {
  if (row.m_used == null) return { wordsUsed: Number(row.used), wordsLimit: Number(row.lim) };
  // A member's allowance reads only the member's and the pool's counters; the rest do not apply.
  const counters = { ...row, used: 0, reserved: 0, lim: 0, suspended: false, tool_off: false };
  const { wordsUsed, wordsLimit } = allowanceOf(counters);
  return { wordsUsed, wordsLimit };
}
