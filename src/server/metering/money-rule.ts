import { UNLIMITED_WORDS } from "@shared/plans";
import { type SQL, sql } from "drizzle-orm";
import type { value } from "../db/named-query";

/**
 * The money rule in SQL (docs/architecture.md "Word allowance"), written once: every statement that reads, holds,
 * starts or settles words builds its text from these fragments, so the rule cannot differ between
 * statements. JavaScript code uses the same rule from `@shared/plans` (`effectiveLimit`,
 * `counterThisMonth`) and `@shared/allowance-verdict` (which refusal a run gets).
 *
 * - The effective limit of a profile: 999999 when unlimited, else (monthly_limit ?? words_limit)
 *   + temp_boost.
 * - A month counter: a profile's, member's or organization's words_used or words_reserved counts
 *   for the month it belongs to (usage_period) only; one of another month reads as 0.
 * - The room left: a personal account's limit less what it used and holds; a member's, the smaller
 *   of what their cap (when a manager set one) and their organization's pool leave.
 *
 * Aliases are the statements' own table or CTE names (never user input: they are written as is).
 */

/** A statement's period: the placeholder `value("period")` (db/named-query.ts). */
export type Period = ReturnType<typeof value>;

type Counter = "words_used" | "words_reserved";

/** The effective limit of the profile row `alias` (shared/plans.ts `effectiveLimit`). */
export const limitOf = (alias: string): SQL =>
  sql.raw(`(CASE WHEN ${alias}.unlimited_access THEN ${UNLIMITED_WORDS}
    ELSE COALESCE(${alias}.monthly_limit, ${alias}.words_limit) + ${alias}.temp_boost END)`);

/** The counter `column` of row `alias` for the month `period` (0 when it belongs to another month). */
export const monthCounter = (alias: string, column: Counter, period: Period): SQL =>
  sql`(CASE WHEN ${sql.raw(alias)}.usage_period = ${period} THEN ${sql.raw(`${alias}.${column}`)} ELSE 0 END)`;

/** What an organization's pool (row `alias`) has left this month. */
export const poolRoomOf = (alias: string, period: Period): SQL =>
  sql`(${sql.raw(alias)}.pool_words - ${monthCounter(alias, "words_used", period)}
    - ${monthCounter(alias, "words_reserved", period)})`;

/** A profile row's counters as the money statements name them: `used`, `reserved`, `lim`. */
export const profileCounters = (alias: string, period: Period): SQL =>
  sql`${monthCounter(alias, "words_used", period)} AS used, ${monthCounter(alias, "words_reserved", period)} AS reserved,
    ${limitOf(alias)} AS lim`;

/** A membership row's counters: `used`, `reserved`. */
export const memberCounters = (alias: string, period: Period): SQL =>
  sql`${monthCounter(alias, "words_used", period)} AS used, ${monthCounter(alias, "words_reserved", period)} AS reserved`;

/** An organization row's counters: `pool_room`, `used`, `reserved`. */
export const poolCounters = (alias: string, period: Period): SQL =>
  sql`${poolRoomOf(alias, period)} AS pool_room, ${monthCounter(alias, "words_used", period)} AS used,
    ${monthCounter(alias, "words_reserved", period)} AS reserved`;

/** A personal account's room over a CTE `p` of profileCounters: its limit less what it used and holds. */
export const personalRoom = (p = "p"): SQL => sql.raw(`(${p}.lim - ${p}.used - ${p}.reserved)`);

/** A member's cap room over CTE `m` of memberCounters (null: no cap). */
export const capRoom = (m = "m"): SQL => sql.raw(`(${m}.cap_words - ${m}.used - ${m}.reserved)`);

/** A member's room: the smaller of their cap's (none: no bound) and the pool's (`o.pool_room`). */
export const memberRoom = (m = "m", o = "o"): SQL =>
  sql`LEAST(COALESCE(${capRoom(m)}, ${sql.raw(String(UNLIMITED_WORDS))}), ${sql.raw(o)}.pool_room)`;

/**
 * Whether a run may start at all (before its words are weighed), over CTEs `p`, `m`, `o` of the
 * counters above: the account is active, its month is not behind, a personal account is under its
 * limit, and a member is not suspended, their organization has not turned `toolOff` on, and
 * neither counter's month is behind.
 */
export const mayStart = (period: Period, toolOff: SQL): SQL =>
  sql`(p.status = 'active' AND p.usage_period <= ${period} AND (o.id IS NOT NULL OR p.used < p.lim)
    AND (o.id IS NULL OR (NOT m.suspended AND NOT ${toolOff}
      AND m.usage_period <= ${period} AND o.usage_period <= ${period})))`;

/**
 * The words a run may hold (int): up to `words`, within `room`, when `allowed`, its input
 * (`inputWords`) and the tool's estimate (`need`) fit in `room` and at least one word does; else 0.
 */
export const takeWithin = (allowed: SQL, room: SQL, words: SQL, inputWords: SQL, need: SQL): SQL =>
  sql`(CASE WHEN ${allowed} AND ${inputWords} <= ${room} AND ${need} <= ${room} AND LEAST(${words}, ${room}) >= 1
    THEN LEAST(${words}, ${room}) ELSE 0 END)::int`;

/**
 * A hold's change to the counters of a level, from its CTE `cte` of counters: this month's used
 * words kept, `take` more held, and the counter's month set to `period` (a counter of an earlier
 * month starts the new one from 0).
 */
export const holdInMonth = (cte: string, take: SQL, period: Period): SQL =>
  sql`words_used = ${sql.raw(cte)}.used, words_reserved = ${sql.raw(cte)}.reserved + ${take}, usage_period = ${period}`;

/**
 * What a settled run (its row as `r`) is charged: `charge`, or when that is null what its last
 * checkpoint saved as delivered, never more than it holds and never below 0.
 */
export const chargeOf = (charge: SQL): SQL =>
  sql`GREATEST(LEAST(COALESCE(${charge}, r.words_delivered), r.words_reserved), 0)`;

/**
 * A settlement's change to the counters of `table` (profiles, organization_members, organizations):
 * what the settled runs of CTE `c` matching `match` held is released, and what they charged is
 * added, but only when the counter is of the month each run started in (a month rolled over since
 * has cleared them). `chargeAlso`: a further condition on charging (a profile's usage_since).
 */
export const settleCounters = (table: string, match: string, chargeAlso = ""): SQL =>
  sql.raw(`words_reserved = GREATEST(${table}.words_reserved - (SELECT COALESCE(sum(c.words_reserved), 0) FROM c
        WHERE ${match} AND c.usage_period = ${table}.usage_period), 0),
      words_used = ${table}.words_used + (SELECT COALESCE(sum(c.charge), 0) FROM c
        WHERE ${match} AND c.usage_period = ${table}.usage_period${chargeAlso})`);

/** The usage_logs rows of the settled runs of CTE `c` that charged words, dated to each run's start, with the surface that asked. */
export const logCharges =
  sql.raw(`INSERT INTO usage_logs (id, user_id, tool_name, words_generated, organization_id, surface, created_at)
    SELECT gen_random_uuid(), c.user_id, c.tool, c.charge, c.organization_id, c.surface, c.created_at FROM c WHERE c.charge > 0`);

/** A run that started before an admin reset the usage (usage_since) is not counted again. */
export const sinceReset = " AND (profiles.usage_since IS NULL OR profiles.usage_since <= c.created_at)";

/** A settled profile's meter after (RETURNING of its update): `used`, `lim`. */
export const profileMeter = (period: Period): SQL =>
  sql`profiles.user_id, ${monthCounter("profiles", "words_used", period)} AS used, ${limitOf("profiles")} AS lim`;

/** A settled member's counters after (RETURNING of the membership's update), as CounterRow names them. */
export const memberMeter = (period: Period): SQL =>
  sql`organization_members.user_id, ${monthCounter("organization_members", "words_used", period)} AS m_used,
    ${monthCounter("organization_members", "words_reserved", period)} AS m_reserved, organization_members.cap_words AS cap`;

/** A settled organization's pool after (RETURNING of its update), as CounterRow names it. */
export const poolMeter = (period: Period): SQL =>
  sql`organizations.id AS org_id, organizations.name AS org_name, ${poolRoomOf("organizations", period)} AS pool_room`;
