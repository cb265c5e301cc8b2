import { usagePeriod } from "@shared/plans";
import { sql } from "drizzle-orm";
import { namedStatement, value } from "../db/named-query";
import { allowanceOf, type CounterRow } from "./allowance";
import { holdAtEveryLevel } from "./hold";
import type { Lease } from "./lease";
import {
  mayStart,
  memberCounters,
  memberRoom,
  personalRoom,
  poolCounters,
  profileCounters,
  takeWithin,
} from "./money-rule";
import type { Executor, RunStart, StartChecks, Starting } from "./run-types";

/**
 * The start of ONE run (its text built once; db/named-query.ts): start.ts's statement for a
 * group of one, as short to plan and start as the rules allow (a run alone is a run waiting). Locks in the one order every
 * statement of the money path uses: the profile, the membership, the organization (each CTE's
 * scalar sub-select makes it wait for the one before), so no two statements can deadlock. A
 * member's run is bounded by their cap and the pool, and refused when the member is suspended or
 * the organization turned the tool off; a personal run by its limit. Its commit does not wait for
 * the disk, as the grouped start's (docs/decisions/0019-start-commit-without-flush.md).
 */
const beginStatement = namedStatement<CounterRow & { status: string; take: number | null; run_id: string | null }>(
  () => {
    const period = value("period");
    const [words, inputWords, need] = ["words", "inputWords", "need"].map((name) => sql`${value(name)}::int`);
    return sql`WITH durable_later AS (SELECT set_config('synchronous_commit', 'off', true) AS off), p AS (
    SELECT id, user_id, status::text AS status, usage_period, ${profileCounters("profiles", period)}
    FROM profiles WHERE user_id = ${value("userId")} FOR UPDATE
  ), m AS (
    SELECT user_id, organization_id, cap_words, usage_period, suspended_at IS NOT NULL AS suspended,
      ${memberCounters("organization_members", period)}
    FROM organization_members WHERE user_id = (SELECT user_id FROM p) FOR UPDATE
  ), o AS (
    SELECT id, name, usage_period, ${value("tool")}::text = ANY(disabled_tools) AS tool_off,
      ${poolCounters("organizations", period)}
    FROM organizations WHERE id = (SELECT organization_id FROM m) FOR UPDATE
  ), room AS (
    SELECT p.id, o.id AS org_id, CASE WHEN o.id IS NULL THEN ${personalRoom()} ELSE ${memberRoom()} END AS words,
      ${mayStart(period, sql`o.tool_off`)} AS allowed
    FROM p LEFT JOIN m ON true LEFT JOIN o ON true
  ), t AS (
    SELECT room.id, ${takeWithin(sql`room.allowed`, sql`room.words`, words, inputWords, need)} AS take FROM room
  ), ${holdAtEveryLevel(period)}, run AS (
    INSERT INTO runs (user_id, tool, title, input, options, preset_id, draft_index, status, words_reserved,
      usage_period, organization_id, instance_id, lease_until, created_at, updated_at, parent_id, surface, style_guide)
    SELECT ${value("userId")}, ${value("tool")}, ${value("title")}, ${value("input")}::jsonb,
      ${value("options")}::jsonb, ${value("presetId")}, ${value("draftIndex")}::int, 'running', held.take,
      ${period}, (SELECT org_id FROM room), ${value("instanceId")}, now() + make_interval(secs => ${value("leaseSeconds")}),
      ${value("now")}::timestamptz, ${value("now")}::timestamptz, ${value("parentId")}::uuid, ${value("surface")}::text,
      ${value("styleGuide")}::jsonb
    FROM held
    RETURNING id
  )
  SELECT p.status, p.used, p.reserved, p.lim, (SELECT take FROM held) AS take, (SELECT id FROM run) AS run_id,
    (SELECT off FROM durable_later) AS commit_mode, (SELECT count(*) FROM o_held) AS org_held,
    o.id AS org_id, o.name AS org_name, m.used AS m_used, m.reserved AS m_reserved, m.cap_words AS cap,
    m.suspended, o.tool_off, o.pool_room
  FROM p LEFT JOIN m ON true LEFT JOIN o ON true`;
  },
);

/** Starts one run (startGroup's rules, in the one-run statement above). */
export async function startOne(db: Executor, starting: Starting, lease: Lease, now: Date): Promise<RunStart> {
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
    parentId: request.parentId ?? null,
    surface: request.surface ?? "app",
    styleGuide: request.styleGuide ? JSON.stringify(request.styleGuide) : null,
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
