import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export type ApiRateLimit = { perMinute: number; burst: number };

/**
 * A token bucket per user, shared by all their API keys (more keys must not mean more requests):
 * `burst` requests at once, refilled at `perMinute`. `bucket` names another bucket of the same
 * user's (the free checks of `/api/nlp/check` count in "check-user"). Kept in the
 * shared rate_limits table (so every instance counts together) in ONE upsert: `count` holds the
 * tokens left in thousandths as of `last_request`; a refused request stores them negated (minus
 * one), which is how the statement tells the caller it refused without a second query.
 *
 * `cost` tokens are taken at once or none (an MCP batch pays one per message); at most `burst`.
 */
export async function takeToken(
  db: Db,
  userId: string,
  limit: ApiRateLimit,
  { bucket = "api-user", cost = 1 }: { bucket?: string; cost?: number } = {},
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const key = `${bucket}:${userId}`;
  const now = Date.now();
  const capacity = limit.burst * 1000;
  const price = Math.min(Math.max(1, Math.floor(cost)), limit.burst) * 1000;
  // Thousandths of a token per millisecond = per minute / 60.
  const refill = limit.perMinute / 60;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, ${capacity - price}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = (
        WITH t AS (
          SELECT least(${capacity}::bigint,
            floor((CASE WHEN rate_limits.count < 0 THEN -rate_limits.count - 1 ELSE rate_limits.count END)
              + greatest(0, ${now}::bigint - rate_limits.last_request) * ${refill}::float8)::bigint) AS tokens
        )
        SELECT (CASE WHEN tokens >= ${price}::bigint THEN tokens - ${price}::bigint ELSE -tokens - 1 END)::int FROM t
      ),
      last_request = greatest(rate_limits.last_request, ${now}::bigint)
    RETURNING count`);
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count >= 0) return { ok: true };
  const tokens = -count - 1;
  return { ok: false, retryAfter: Math.max(1, Math.ceil((price - tokens) / refill / 1000)) };
}
