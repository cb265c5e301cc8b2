import { UNLIMITED_WORDS, usagePeriod } from "@shared/plans";
import { countWords } from "@shared/words";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { executeNamed } from "../db/named-query";
import { profiles, runs } from "../db/schema";
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

/** What a run may not start past: the input's words and the tool's own estimate (DESIGN.md's order). */
export type StartChecks = { inputWords: number; need: number };

/** A started run's reservation, or why none was made: the allowance as it stood (null: no profile). */
export type RunStart =
  | { reservation: Reservation; allowance: Allowance }
  | { reservation: null; allowance: Allowance | null; status: string | null };

type Executor = Pick<Db, "execute">;

/** The run statements are named prepared statements: planned once per connection (db/named-query.ts). */
const rowsOf = <T>(db: Executor, query: SQL): Promise<T[]> => executeNamed<T>(db, query);

/**
 * Starts a run in ONE statement (so one round trip, atomic without a transaction): locks the
 * user's profile, and only if the account is active and the allowance passes the checks (limit not
 * reached, input and estimate within what remains) holds up to `words` of it (at least one),
 * rolling a new month over, and inserts the run's row holding them, so the profile's reservation is
 * never without its run. Returns the allowance as it stood before, for the refusal when nothing
 * was held. The row's created_at is `now`, the instant the month (usage_period) is taken from, so
 * the run's usage_logs row lands in that month. A profile already in a later month is never rolled
 * back to the run's month.
 *
 * Its commit does not wait for the disk (synchronous_commit off for this one transaction: a flush
 * is most of a run's latency on a real disk). That loses nothing the design promises: the run's
 * next checkpoint or its settlement commits synchronously, and PostgreSQL writes its log in order,
 * so that flush makes this transaction durable too; a database crash before then loses the run's
 * row and hold together (consistent: no words held for nothing) and at most the run's first step,
 * which no checkpoint had saved yet anyway, the bound the design accepts for any crash.
 */
export async function beginRun(
  db: Executor,
  request: RunRequest,
  lease: Lease,
  words: number,
  checks: StartChecks = { inputWords: 0, need: 0 },
  now = new Date(),
): Promise<RunStart> {
  const period = usagePeriod(now);
  type Row = {
    status: string;
    used: number;
    reserved: number;
    lim: number;
    take: number | null;
    run_id: string | null;
  };
  const [row] = await rowsOf<Row>(
    db,
    sql`WITH durable_later AS (SELECT set_config('synchronous_commit', 'off', true) AS off), p AS (
      SELECT id, status::text AS status, usage_period,
        (CASE WHEN usage_period = ${period} THEN words_used ELSE 0 END) AS used,
        (CASE WHEN usage_period = ${period} THEN words_reserved ELSE 0 END) AS reserved,
        (CASE WHEN unlimited_access THEN ${UNLIMITED_WORDS}
          ELSE COALESCE(monthly_limit, words_limit) + temp_boost END) AS lim
      FROM profiles WHERE user_id = ${request.userId} FOR UPDATE
    ), t AS (
      SELECT id, LEAST(${words}::int, lim - used - reserved) AS take FROM p
      WHERE status = 'active' AND usage_period <= ${period} AND used < lim
        AND ${checks.inputWords}::int <= lim - used - reserved AND ${checks.need}::int <= lim - used - reserved
    ), held AS (
      UPDATE profiles SET words_used = p.used, words_reserved = p.reserved + t.take, usage_period = ${period}
      FROM t JOIN p ON p.id = t.id
      WHERE profiles.id = t.id AND t.take >= 1
      RETURNING t.take
    ), run AS (
      INSERT INTO runs (user_id, tool, title, input, options, preset_id, draft_index, status, words_reserved,
        usage_period, instance_id, lease_until, created_at, updated_at)
      SELECT ${request.userId}, ${request.tool}, ${request.title}, ${JSON.stringify(request.input)}::jsonb,
        ${JSON.stringify(request.options)}::jsonb, ${request.presetId}, ${request.draftIndex}::int, 'running', held.take,
        ${period}, ${lease.instanceId}, ${leaseExpiry(lease)},
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      FROM held
      RETURNING id
    )
    SELECT p.status, p.used, p.reserved, p.lim, (SELECT take FROM held) AS take, (SELECT id FROM run) AS run_id,
      (SELECT off FROM durable_later) AS commit_mode FROM p`,
  );
  if (!row) return { reservation: null, allowance: null, status: null };
  const used = Number(row.used);
  const reserved = Number(row.reserved);
  const limit = Number(row.lim);
  const allowance = {
    wordsUsed: used,
    wordsReserved: reserved,
    wordsLimit: limit,
    remaining: Math.max(0, limit - used - reserved),
  };
  if (!row.run_id) return { reservation: null, allowance, status: row.status };
  const reservation = { runId: row.run_id, userId: request.userId, words: Number(row.take), period };
  return { reservation, allowance };
}

/** Starts a run holding up to `words` with no other check (beginRun); null when not a word fits. */
export async function startRun(
  db: Db,
  request: RunRequest,
  lease: Lease,
  words: number,
  now = new Date(),
): Promise<Reservation | null> {
  return (await beginRun(db, request, lease, words, undefined, now)).reservation;
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

/** A settled run: whether this call settled it, the words charged, and the user's allowance after. */
export type Settled = { settled: boolean; charged: number; usage: { wordsUsed: number; wordsLimit: number } | null };

/**
 * Finishes a run in ONE statement: locks its row; if it is still running, releases what it holds
 * from the profile, charges `charge` words (never more than it holds; "delivered": what its last
 * checkpoint saved) with their usage_logs row dated to the run's start, and writes the run's final
 * state. If it is no longer running (the reaper, or its own instance, settled it already) nothing
 * changes and the words charged then are reported. If the month rolled over while the run was
 * going, the rollover already cleared the old counters: the run is logged in the month it started
 * and the new month's counters are left alone; a run that started before an admin reset is logged
 * before usage_since, so it does not count either. Lock order: the run's row, then its profile.
 */
export async function closeRun(
  db: Executor,
  runId: string,
  end: { status: RunEnd["status"]; charge: number | "delivered"; output?: string; result?: unknown },
  now = new Date(),
): Promise<Settled> {
  const requested = end.charge === "delivered" ? sql`r.words_delivered` : sql`${end.charge}::int`;
  const period = usagePeriod(now);
  type Row = {
    was: string | null;
    charged_before: number | null;
    charged: number | null;
    used: number | null;
    lim: number | null;
  };
  const [row] = await rowsOf<Row>(
    db,
    sql`WITH r AS (
      SELECT id, user_id, tool, status, usage_period, created_at, words_reserved, words_delivered, words_charged
      FROM runs WHERE id = ${runId} FOR UPDATE
    ), c AS (
      SELECT r.*, GREATEST(LEAST(${requested}, r.words_reserved), 0) AS charge FROM r WHERE r.status = 'running'
    ), p AS (
      UPDATE profiles SET
        words_reserved = CASE WHEN profiles.usage_period = c.usage_period
          THEN GREATEST(profiles.words_reserved - c.words_reserved, 0) ELSE profiles.words_reserved END,
        words_used = CASE WHEN profiles.usage_period = c.usage_period
          AND (profiles.usage_since IS NULL OR profiles.usage_since <= c.created_at)
          THEN profiles.words_used + c.charge ELSE profiles.words_used END
      FROM c WHERE profiles.user_id = c.user_id
      RETURNING (CASE WHEN profiles.usage_period = ${period} THEN profiles.words_used ELSE 0 END) AS used,
        (CASE WHEN profiles.unlimited_access THEN ${UNLIMITED_WORDS}
          ELSE COALESCE(profiles.monthly_limit, profiles.words_limit) + profiles.temp_boost END) AS lim
    ), l AS (
      INSERT INTO usage_logs (id, user_id, tool_name, words_generated, created_at)
      SELECT gen_random_uuid(), c.user_id, c.tool, c.charge, c.created_at FROM c WHERE c.charge > 0
    ), u AS (
      UPDATE runs SET status = ${end.status}::run_status,
        output = COALESCE(${end.output ?? null}::text, runs.output),
        result = COALESCE(${end.result === undefined ? null : JSON.stringify(end.result)}::jsonb, runs.result),
        words_charged = c.charge, words_reserved = 0, lease_until = NULL, updated_at = now()
      FROM c WHERE runs.id = c.id
      RETURNING runs.words_charged
    )
    SELECT (SELECT status::text FROM r) AS was, (SELECT words_charged FROM r) AS charged_before,
      (SELECT words_charged FROM u) AS charged, (SELECT used FROM p) AS used, (SELECT lim FROM p) AS lim`,
  );
  const usage = row?.used == null ? null : { wordsUsed: Number(row.used), wordsLimit: Number(row.lim) };
  if (row?.was !== "running") return { settled: false, charged: Number(row?.charged_before ?? 0), usage };
  return { settled: true, charged: Number(row.charged), usage };
}

/**
 * Ends a run from its own instance (closeRun): if it is no longer running (the reaper settled it
 * after this instance lost its lease) nothing changes, and that is reported with what the reaper
 * charged.
 */
export async function settleRun(db: Db, reservation: Reservation, end: RunEnd): Promise<Settled> {
  return closeRun(db, reservation.runId, end);
}
