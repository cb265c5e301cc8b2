import { UNLIMITED_WORDS, usagePeriod } from "@shared/plans";
import type { RunRequest } from "@shared/run-types";
import { sql } from "drizzle-orm";
import { perTurn } from "../batching/per-turn";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import { runs } from "../db/schema";
import { allowanceOf, type CounterRow } from "./allowance";
import type { Lease } from "./lease";
import {
  capRoom,
  holdInMonth,
  mayStart,
  memberCounters,
  personalRoom,
  poolCounters,
  profileCounters,
  takeWithin,
} from "./money-rule";
import type { Executor, RunStart, StartChecks, Starting } from "./run-types";
import { startOne } from "./start-one";

/**
 * A run's start (docs/architecture.md "Word allowance"): its first step of the allowance held and its row
 * inserted holding it, in ONE statement, so the profile's reservation is never without its run.
 * Runs that start in the same turn of the event loop are started by one statement together.
 */

/** A run's room in the group (over CTE `room` as `r`): its own, and for a member the pool's left after `before`. */
const roomAfter = (before: string) =>
  sql.raw(`(CASE WHEN r.org_id IS NULL THEN r.own_room ELSE LEAST(r.own_room, r.pool_room - ${before}) END)`);

/** What run `r` takes of the room left after `before` (money-rule.ts `takeWithin`). */
const takeAfter = (before: string) =>
  takeWithin(sql.raw("r.allowed"), roomAfter(before), sql.raw("r.words"), sql.raw("r.input_words"), sql.raw("r.need"));

/**
 * The start of one or more runs, one per element of the arrays, of distinct users (its text built
 * once; db/named-query.ts). Lock order (allowance.ts): every profile, sorted; once they are all held
 * (each level's scalar sub-select waits for the level before), every membership, then every
 * organization. Members of one organization share its pool in the order asked (`alloc`, one step
 * per run): each holds from what the ones before left, so the pool is never passed.
 */
const startStatement = namedStatement<
  CounterRow & { n: number; status: string | null; take: number | null; run_id: string | null }
>(() => {
  const period = value("period");
  return sql`WITH RECURSIVE durable_later AS (SELECT set_config('synchronous_commit', 'off', true) AS off), i AS (
    SELECT * FROM unnest(${value("userIds")}::text[], ${value("tools")}::text[], ${value("titles")}::text[],
      ${value("inputs")}::text[], ${value("options")}::text[], ${value("presetIds")}::text[],
      ${value("draftIndexes")}::int[], ${value("words")}::int[], ${value("inputWords")}::int[], ${value("needs")}::int[],
      ${value("parentIds")}::uuid[], ${value("surfaces")}::text[], ${value("styleGuides")}::text[])
      WITH ORDINALITY AS i(user_id, tool, title, input, options, preset_id, draft_index, words, input_words, need,
        parent_id, surface, style_guide, n)
  ), p AS (
    SELECT id, user_id, status::text AS status, usage_period, ${profileCounters("profiles", period)}
    FROM profiles WHERE user_id = ANY(${value("userIds")}::text[]) ORDER BY id FOR UPDATE
  ), m AS (
    SELECT user_id, organization_id, cap_words, usage_period, suspended_at IS NOT NULL AS suspended,
      ${memberCounters("organization_members", period)}
    FROM organization_members WHERE user_id IN (SELECT user_id FROM p) AND (SELECT count(*) FROM p) >= 0
    ORDER BY user_id FOR UPDATE
  ), o AS (
    SELECT id, name, usage_period, disabled_tools, ${poolCounters("organizations", period)}
    FROM organizations WHERE id IN (SELECT organization_id FROM m) AND (SELECT count(*) FROM m) >= 0
    ORDER BY id FOR UPDATE
  ), room AS (
    SELECT i.*, p.id AS profile_id, o.id AS org_id, o.pool_room,
      CASE WHEN o.id IS NULL THEN ${personalRoom()} ELSE COALESCE(${capRoom()}, ${UNLIMITED_WORDS}) END AS own_room,
      ${mayStart(period, sql`(i.tool = ANY(o.disabled_tools))`)} AS allowed,
      row_number() OVER (PARTITION BY o.id ORDER BY i.n) AS k
    FROM i JOIN p ON p.user_id = i.user_id LEFT JOIN m ON m.user_id = p.user_id LEFT JOIN o ON o.id = m.organization_id
  ), alloc AS (
    SELECT r.n, r.org_id, r.k, 0::int AS before, ${takeAfter("0")} AS take FROM room r WHERE r.k = 1
    UNION ALL
    SELECT r.n, r.org_id, r.k, (a.before + a.take)::int, ${takeAfter("(a.before + a.take)")}
    FROM alloc a JOIN room r ON r.org_id IS NOT DISTINCT FROM a.org_id AND r.k = a.k + 1
  ), t AS (
    SELECT r.*, a.before, a.take FROM room r JOIN alloc a ON a.n = r.n
  ), held AS (
    UPDATE profiles SET ${holdInMonth("p", sql`t.take`, period)}
    FROM t JOIN p ON p.id = t.profile_id
    WHERE profiles.id = t.profile_id AND t.take >= 1
    RETURNING profiles.user_id
  ), m_held AS (
    UPDATE organization_members SET ${holdInMonth("m", sql`t.take`, period)}
    FROM t JOIN m ON m.user_id = t.user_id
    WHERE organization_members.user_id = t.user_id AND t.org_id IS NOT NULL AND t.take >= 1
      AND (SELECT count(*) FROM held) >= 0
    RETURNING 1
  ), o_held AS (
    UPDATE organizations SET ${holdInMonth("o", sql`(SELECT sum(t.take) FROM t WHERE t.org_id = o.id)`, period)}
    FROM o WHERE organizations.id = o.id AND (SELECT count(*) FROM m_held) >= 0
      AND EXISTS (SELECT 1 FROM t WHERE t.org_id = o.id AND t.take >= 1)
    RETURNING 1
  ), run AS (
    INSERT INTO runs (user_id, tool, title, input, options, preset_id, draft_index, status, words_reserved,
      usage_period, organization_id, instance_id, lease_until, created_at, updated_at, parent_id, surface, style_guide)
    SELECT t.user_id, t.tool, t.title, t.input::jsonb, t.options::jsonb, t.preset_id, t.draft_index, 'running', t.take,
      ${period}, t.org_id, ${value("instanceId")}, now() + make_interval(secs => ${value("leaseSeconds")}),
      ${value("now")}::timestamptz, ${value("now")}::timestamptz, t.parent_id, t.surface, t.style_guide::jsonb
    FROM t WHERE t.take >= 1
    RETURNING id, user_id
  )
  SELECT i.n, p.status, p.used, p.reserved, p.lim, t.take, run.id AS run_id,
    (SELECT off FROM durable_later) AS commit_mode, (SELECT count(*) FROM o_held) AS org_held,
    o.id AS org_id, o.name AS org_name, m.used AS m_used, m.reserved AS m_reserved, m.cap_words AS cap,
    m.suspended, i.tool = ANY(o.disabled_tools) AS tool_off, o.pool_room - COALESCE(t.before, 0) AS pool_room
  FROM i LEFT JOIN p ON p.user_id = i.user_id LEFT JOIN t ON t.n = i.n LEFT JOIN run ON run.user_id = i.user_id
    LEFT JOIN m ON m.user_id = i.user_id LEFT JOIN o ON o.id = m.organization_id
  ORDER BY i.n`;
});

/**
 * The statement under startRun for one turn's group (tests call it to fix a group's members).
 * Starts runs in ONE statement (so one round trip, atomic without a transaction), each of a
 * different user: locks their profiles, and for each run only if the account is active and the
 * allowance passes the checks (limit not reached, input and estimate within what remains) holds up
 * to its `words` (at least one), rolling a new month over, and inserts the run's row holding them.
 * A member's run is bounded by their cap and the pool, and refused when the member is suspended or
 * the organization turned the tool off. Answers each run, in order, with the allowance as it stood
 * before (for the refusal when nothing was held). A row's created_at is `now`, the instant the
 * month (usage_period) is taken from, so the run's usage_logs row lands in that month. A profile
 * already in a later month is never rolled back to the run's month.
 *
 * Its commit does not wait for the disk (synchronous_commit off for this one transaction: a flush
 * is most of a run's latency on a real disk). That loses nothing the design promises: the run's
 * next checkpoint or its settlement commits synchronously, and PostgreSQL writes its log in order,
 * so that flush makes this transaction durable too; a database crash before then loses the runs'
 * rows and holds together (consistent: no words held for nothing) and at most each run's first
 * step, which no checkpoint had saved yet anyway, the bound the design accepts for any crash
 * (docs/decisions/0019-start-commit-without-flush.md).
 */
export async function startGroup(
  db: Executor,
  starting: Starting[],
  lease: Lease,
  now = new Date(),
): Promise<RunStart[]> {
  if (starting.length === 1) return [await startOne(db, starting[0], lease, now)];
  if (new Set(starting.map((s) => s.request.userId)).size !== starting.length) {
    throw new Error("startGroup: one run per user in a statement");
  }
  const period = usagePeriod(now);
  const rows = await startStatement(db, {
    userIds: starting.map((s) => s.request.userId),
    tools: starting.map((s) => s.request.tool),
    titles: starting.map((s) => s.request.title),
    inputs: starting.map((s) => JSON.stringify(s.request.input)),
    options: starting.map((s) => JSON.stringify(s.request.options)),
    presetIds: starting.map((s) => s.request.presetId),
    draftIndexes: starting.map((s) => s.request.draftIndex),
    words: starting.map((s) => s.words),
    inputWords: starting.map((s) => s.checks.inputWords),
    needs: starting.map((s) => s.checks.need),
    parentIds: starting.map((s) => s.request.parentId ?? null),
    surfaces: starting.map((s) => s.request.surface ?? "app"),
    styleGuides: starting.map((s) => (s.request.styleGuide ? JSON.stringify(s.request.styleGuide) : null)),
    period,
    instanceId: lease.instanceId,
    leaseSeconds: lease.seconds,
    now: now.toISOString(),
  });
  return rows.map((row, i): RunStart => {
    if (row.status == null) return { reservation: null, allowance: null, status: null };
    const allowance = allowanceOf(row);
    if (!row.run_id) return { reservation: null, allowance, status: row.status };
    const { userId } = starting[i].request;
    const reservation = { runId: row.run_id, userId, words: Number(row.take), period, organizationId: row.org_id };
    return { reservation, allowance };
  });
}

/** Most runs one start statement takes (a larger group waits for the next turn's). */
const GROUP_MAX = 64;

/** Each database's starts of the current turn of the event loop, per lease (batching/per-turn.ts, docs/decisions/0011-runs-grouped-per-turn.md). */
const grouped = new WeakMap<object, WeakMap<Lease, (starting: Starting) => Promise<RunStart>>>();

/**
 * Starts a run from this instance: its first `words` held (within `checks`) and its row inserted,
 * in one statement with the other runs starting in the same turn (startGroup; two runs of one user
 * go to different statements). A run that starts alone goes through the one-run statement
 * (start-one.ts, docs/decisions/0007-one-run-statements.md). Answers the reservation, or why none
 * was made: the allowance as it stood (for the refusal, shared/allowance-verdict.ts).
 */
export function startRun(db: Executor, lease: Lease, starting: Starting): Promise<RunStart> {
  let byLease = grouped.get(db);
  if (!byLease) {
    byLease = new WeakMap();
    grouped.set(db, byLease);
  }
  let start = byLease.get(lease);
  if (!start) {
    start = perTurn((all: Starting[]) => startGroup(db, all, lease), {
      max: GROUP_MAX,
      key: (s) => s.request.userId,
    });
    byLease.set(lease, start);
  }
  return start(starting);
}

/** The checks of a run that weighs nothing but its words against the room left. */
export const NO_CHECKS: StartChecks = { inputWords: 0, need: 0 };

/**
 * A run that ends the moment it starts and holds no words (the offline grammar rules with no
 * model): one INSERT of a finished row, charged nothing. Returns its id.
 */
export async function recordFreeRun(
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
