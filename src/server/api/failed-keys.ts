import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { clientAddress } from "../http/security";

/** Failed API-key authentications an address may make per window before it must wait it out. */
export const FAILED_KEY_LIMIT = 20;
export const FAILED_KEY_WINDOW_MS = 10 * 60_000;

const keyOf = (address: string) => `api-key-failures:${address}`;

/**
 * Per-address guard against guessing API keys: a fixed window in the shared rate_limits table, so
 * every instance counts together. An address past the limit is refused before its key is even
 * looked up, so a right guess then is no more use than a wrong one.
 */
export function failedKeyGuard(db: Db) {
  return {
    /** Seconds the request's address must still wait, or null when it may try a key. */
    async waitFor(c: Context): Promise<number | null> {
      const [row] = await db
        .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(clientAddress(c))));
      if (!row || row.count < FAILED_KEY_LIMIT) return null;
      const left = row.lastRequest + FAILED_KEY_WINDOW_MS - Date.now();
      return left > 0 ? Math.ceil(left / 1000) : null;
    },
    /** Counts a key that matched no live key, in the window that began at the address's first failure. */
    async recordFailure(c: Context): Promise<void> {
      const key = keyOf(clientAddress(c));
      const now = Date.now();
      const windowStart = now - FAILED_KEY_WINDOW_MS;
      await db.execute(sql`
        INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.last_request < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
          last_request = CASE WHEN rate_limits.last_request < ${windowStart} THEN ${now} ELSE rate_limits.last_request END`);
    },
  };
}
