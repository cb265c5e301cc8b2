import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { addressBucket } from "../net/client-address";
import { clientAddress } from "./security";

/**
 * A fixed-window counter per client address (clientAddress; an IPv6 client's /64), in ONE upsert
 * on the shared rate_limits table, so every app instance counts together. Returns true while the
 * caller is within `max` per window.
 */
export async function withinRateLimit(
  db: Db,
  c: Context,
  name: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const key = `app:${name}:${addressBucket(clientAddress(c))}`;
  const now = Date.now();
  const windowStart = now - windowMs;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request < ${windowStart} THEN ${now} ELSE rate_limits.last_request END
    RETURNING count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0) <= max;
}
