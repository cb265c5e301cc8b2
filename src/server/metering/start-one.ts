import { UNLIMITED_WORDS, usagePeriod } from "@shared/plans";
import { sql } from "drizzle-orm";
import { namedStatement, value } from "../db/named-query";
import {
  allowanceOf,
  type CounterRow,
  type Executor,
  holdAtEveryLevel,
  type RunStart,
  type Starting,
} from "./allowance";
import type { Lease } from "./lease";

/**
 * The start of ONE run (its text built once; db/named-query.ts): start.ts's statement for a
 * group of one, as short to plan and start as the rules allow (a run alone is a run waiting). Locks in the one order every
 * statement of the money path uses: the profile, the membership, the organization (each CTE's
 * scalar sub-select makes it wait for the one before), so no two statements can deadlock. A
 * member's run is bounded by their cap and the pool, and refused when the member is suspended or
 * the organization turned the tool off; a personal run by its limit.
 */
const beginStatement = namedStatement<CounterRow & { status: string; take: number | null; run_id: string | null }>(
  () => sql`WITH durable_later AS (SELECT set_config('synchronous_commit', 'off', true) AS off), p AS (
    SELECT id, user_id, status::text AS status, usage_period,
      (CASE WHEN usage_period = ${value("period")} THEN words_used ELSE 0 END) AS used,
      (CASE WHEN usage_period = ${value("period")} THEN words_reserved ELSE 0 END) AS reserved,
      (CASE WHEN unlimited_access THEN ${UNLIMITED_WORDS}
        ELSE COALESCE(monthly_limit, words_limit) + temp_boost END) AS lim
    FROM profiles WHERE user_id = ${value("userId")} FOR UPDATE
  ), m AS (
    SELECT user_id, organization_id, cap_words, usage_period, suspended_at IS NOT NULL AS suspended,
      (CASE WHEN usage_period = ${value("period")} THEN words_used ELSE 0 END) AS used,
      (CASE WHEN usage_period = ${value("period")} THEN words_reserved ELSE 0 END) AS reserved
    FROM organization_members WHERE user_id = (SELECT user_id FROM p) FOR UPDATE
  ), o AS (
    SELECT id, name, usage_period, ${value("tool")}::text = ANY(disabled_tools) AS tool_off,
      pool_words - (CASE WHEN usage_period = ${value("period")} THEN words_used + words_reserved ELSE 0 END) AS pool_room,
      (CASE WHEN usage_period = ${value("period")} THEN words_used ELSE 0 END) AS used,
      (CASE WHEN usage_period = ${value("period")} THEN words_reserved ELSE 0 END) AS reserved
    FROM organizations WHERE id = (SELECT organization_id FROM m) FOR UPDATE
  ), room AS (
    SELECT p.id, o.id AS org_id,
      CASE WHEN o.id IS NULL THEN p.lim - p.used - p.reserved
        ELSE LEAST(COALESCE(m.cap_words - m.used - m.reserved, ${UNLIMITED_WORDS}), o.pool_room) END AS words,
      (o.id IS NOT NULL OR p.used < p.lim) AS under_limit,
      (o.id IS NULL OR (NOT m.suspended AND NOT o.tool_off AND m.usage_period <= ${value("period")}
        AND o.usage_period <= ${value("period")})) AS org_allows
    FROM p LEFT JOIN m ON true LEFT JOIN o ON true
  ), t AS (
    SELECT room.id, LEAST(${value("words")}::int, room.words) AS take FROM room JOIN p ON p.id = room.id
    WHERE p.status = 'active' AND p.usage_period <= ${value("period")} AND room.under_limit AND room.org_allows
      AND ${value("inputWords")}::int <= room.words AND ${value("need")}::int <= room.words
  ), ${holdAtEveryLevel(value("period"))}, run AS (
    INSERT INTO runs (user_id, tool, title, input, options, preset_id, draft_index, status, words_reserved,
      usage_period, organization_id, instance_id, lease_until, created_at, updated_at)
    SELECT ${value("userId")}, ${value("tool")}, ${value("title")}, ${value("input")}::jsonb,
      ${value("options")}::jsonb, ${value("presetId")}, ${value("draftIndex")}::int, 'running', held.take,
      ${value("period")}, (SELECT org_id FROM room), ${value("instanceId")}, now() + make_interval(secs => ${value("leaseSeconds")}),
      ${value("now")}::timestamptz, ${value("now")}::timestamptz
    FROM held
    RETURNING id
  )
  SELECT p.status, p.used, p.reserved, p.lim, (SELECT take FROM held) AS take, (SELECT id FROM run) AS run_id,
    (SELECT off FROM durable_later) AS commit_mode, (SELECT count(*) FROM o_held) AS org_held,
    o.id AS org_id, o.name AS org_name, m.used AS m_used, m.reserved AS m_reserved, m.cap_words AS cap,
    m.suspended, o.tool_off, o.pool_room
  FROM p LEFT JOIN m ON true LEFT JOIN o ON true`,
);

/** Starts one run (beginRuns' rules, in the one-run statement above). */
export async function beginOne(db: Executor, starting: Starting, lease: Lease, now: Date): Promise<RunStart> {
  const { request, words, checks } = starting;
  const period = usagePeriod(now);
  const [row] = await beginStatement(db, {
    period,
    userId: request.userId,
    tool: request.tool,
    title: request.title,
    input: JSON.stringify(request.input),
    options: JSON.stringify(request.options),
    presetId: request.presetId,
    draftIndex: request.draftIndex,
    instanceId: lease.instanceId,
    leaseSeconds: lease.seconds,
    now: now.toISOString(),
    words,
    inputWords: checks.inputWords,
    need: checks.need,
  });
  if (!row) return { reservation: null, allowance: null, status: null };
  const allowance = allowanceOf(row);
  if (!row.run_id) return { reservation: null, allowance, status: row.status };
  const reservation = {
    runId: row.run_id,
    userId: request.userId,
    words: Number(row.take),
    period,
    organizationId: row.org_id,
  };
  return { reservation, allowance };
}
