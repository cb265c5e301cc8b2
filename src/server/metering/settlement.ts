import { usagePeriod } from "@shared/plans";
import { sql } from "drizzle-orm";
import { perTurn } from "../batching/per-turn";
import { namedStatement, value } from "../db/named-query";
import { chargeOf, logCharges, memberMeter, poolMeter, profileMeter, settleCounters, sinceReset } from "./money-rule";
import type { Closing, Executor, Settled } from "./run-types";
import { type Closed, MEMBER_OF_RUN, POOL_OF_RUN, PROFILE_OF_RUN, settledOf, settleOne } from "./settle-one";

/**
 * A run's settlement (docs/architecture.md "Word allowance"): its held words released, what it delivered
 * charged once, with its usage_logs row, and its row's final state, in ONE statement. Runs that end
 * in the same turn of the event loop are settled by one statement together (settleRun).
 */

/**
 * The settlement of one or more runs (its text built once; db/named-query.ts), one per element of
 * the arrays. Lock order (allowance.ts): every run row, sorted; then, once they are all held (each
 * level's scalar sub-select waits for the level before), every profile, sorted; then memberships;
 * then organizations. A level's update adds up the runs it settles, so two runs of one user (or of
 * one organization's members) in the same statement are both counted. `charge` null: what was
 * delivered.
 */
const closeStatement = namedStatement<Closed & { n: number }>(
  () => sql`WITH i AS (
    SELECT * FROM unnest(${value("runIds")}::uuid[], ${value("charges")}::int[], ${value("statuses")}::text[],
      ${value("outputs")}::text[], ${value("results")}::text[]) WITH ORDINALITY AS i(run_id, charge, status, output, result, n)
  ), r AS (
    SELECT id, user_id, tool, status, usage_period, created_at, words_reserved, words_delivered, words_charged,
      organization_id, surface
    FROM runs WHERE id = ANY(${value("runIds")}::uuid[]) ORDER BY id FOR UPDATE
  ), c AS (
    SELECT r.*, i.status AS new_status, i.output AS new_output, i.result AS new_result,
      ${chargeOf(sql`i.charge`)} AS charge
    FROM r JOIN i ON i.run_id = r.id WHERE r.status = 'running'
  ), pl AS (
    SELECT id FROM profiles WHERE user_id IN (SELECT user_id FROM c) AND (SELECT count(*) FROM c) >= 0
    ORDER BY id FOR UPDATE
  ), p AS (
    UPDATE profiles SET ${settleCounters("profiles", PROFILE_OF_RUN, sinceReset)}
    WHERE id IN (SELECT id FROM pl)
    RETURNING ${profileMeter(value("period"))}
  ), ml AS (
    -- An organization's run: the member's counters (if they are still a member), then the pool's.
    SELECT user_id FROM organization_members
    WHERE (user_id, organization_id) IN (SELECT user_id, organization_id FROM c) AND (SELECT count(*) FROM p) >= 0
    ORDER BY user_id FOR UPDATE
  ), m AS (
    UPDATE organization_members SET ${settleCounters("organization_members", MEMBER_OF_RUN)}
    WHERE user_id IN (SELECT user_id FROM ml)
    RETURNING ${memberMeter(value("period"))}
  ), ol AS (
    SELECT id FROM organizations WHERE id IN (SELECT organization_id FROM c) AND (SELECT count(*) FROM m) >= 0
    ORDER BY id FOR UPDATE
  ), o AS (
    UPDATE organizations SET ${settleCounters("organizations", POOL_OF_RUN)}
    WHERE id IN (SELECT id FROM ol)
    RETURNING ${poolMeter(value("period"))}
  ), l AS (
    ${logCharges}
  ), u AS (
    UPDATE runs SET status = c.new_status::run_status, output = COALESCE(c.new_output, runs.output),
      result = COALESCE(c.new_result::jsonb, runs.result),
      words_charged = c.charge, words_reserved = 0, lease_until = NULL, updated_at = now()
    FROM c WHERE runs.id = c.id
    RETURNING runs.id, runs.words_charged
  )
  SELECT i.n, r.status::text AS was, r.words_charged AS charged_before, u.words_charged AS charged, p.used, p.lim,
    o.org_id, o.org_name, o.pool_room, m.m_used, m.m_reserved, m.cap
  FROM i LEFT JOIN r ON r.id = i.run_id LEFT JOIN u ON u.id = i.run_id LEFT JOIN p ON p.user_id = r.user_id
    LEFT JOIN m ON m.user_id = r.user_id LEFT JOIN o ON o.org_id = r.organization_id
  ORDER BY i.n`,
);

/**
 * The statement under settleRun for one turn's group (tests call it to fix a group's members).
 * Finishes runs in ONE statement: locks their rows; each one still running has what it holds
 * released from its profile (and member's and pool's counters), is charged `charge` words (never
 * more than it holds; "delivered": what its last checkpoint saved) with their usage_logs row dated
 * to the run's start, and gets its final state. One no longer running (the reaper, or its own
 * instance, settled it already) is left as it is, and the words charged then are reported. If the
 * month rolled over while a run was going, the rollover already cleared the old counters: the run
 * is logged in the month it started and the new month's counters are left alone; a run that
 * started before an admin reset is logged before usage_since, so it does not count either. The
 * runs must be distinct. Answers each run, in order.
 */
export async function settleGroup(db: Executor, closing: Closing[], now = new Date()): Promise<Settled[]> {
  if (closing.length === 1) return [await settleOne(db, closing[0], now)];
  // One run twice would be charged twice: its row is locked once, but each element is a charge.
  if (new Set(closing.map((run) => run.runId)).size !== closing.length) {
    throw new Error("settleGroup: each run once in a statement");
  }
  const rows = await closeStatement(db, {
    runIds: closing.map((run) => run.runId),
    charges: closing.map((run) => (run.charge === "delivered" ? null : run.charge)),
    statuses: closing.map((run) => run.status),
    outputs: closing.map((run) => run.output ?? null),
    results: closing.map((run) => (run.result === undefined ? null : JSON.stringify(run.result))),
    period: usagePeriod(now),
  });
  return rows.map(settledOf);
}

/** Most runs one settlement statement takes (a larger group waits for the next turn's). */
const GROUP_MAX = 64;

/** Each database's settlements of the current turn of the event loop (batching/per-turn.ts, docs/decisions/0011-runs-grouped-per-turn.md). */
const grouped = new WeakMap<object, (closing: Closing) => Promise<Settled>>();

function settleInTurn(db: Executor, closing: Closing): Promise<Settled> {
  let settle = grouped.get(db);
  if (!settle) {
    settle = perTurn((all: Closing[]) => settleGroup(db, all), { max: GROUP_MAX, key: (run) => run.runId });
    grouped.set(db, settle);
  }
  return settle(closing);
}

/** How a run ended: RunEnd, or `charge` "delivered" for what its last checkpoint saved (the reaper's). */
export type Ending = Omit<Closing, "runId">;

/**
 * Ends a run: what it holds released, `end.charge` charged (never more than it holds) with its
 * usage_logs row, and its final state, in one statement with the other runs ending in the same
 * turn (settleGroup), which also answers the word meter (a member's: their cap and the pool). A
 * run that ends alone goes through the one-run statement (settle-one.ts). If it is no longer
 * running (the reaper settled it after this instance lost its lease) nothing changes, and that is
 * reported with what was charged then. `inTransaction`: `db` is the caller's transaction (the
 * reaper's, which locked the row first), so the run is settled at once in it, with no other run.
 */
export function settleRun(
  db: Executor,
  run: { runId: string },
  end: Ending,
  opts: { inTransaction?: boolean; now?: Date } = {},
): Promise<Settled> {
  const closing = { runId: run.runId, ...end };
  if (opts.inTransaction) return settleOne(db, closing, opts.now ?? new Date());
  return settleInTurn(db, closing);
}
