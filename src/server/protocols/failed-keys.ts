import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { clientAddress } from "../http/security";
import { addressBucket } from "../net/client-address";

/** Invalid API keys an address may send per window; past it they are answered 429 until the window ends. */
export const FAILED_KEY_LIMIT = 20;
export const FAILED_KEY_WINDOW_MS = 10 * 60_000;

/**
 * Whether a browser sent the request from a page of another site. Browsers say so in
 * Sec-Fetch-Site, which no page can change; older ones send Origin on a form POST. A client that
 * is no browser sends neither, or whatever it likes, and is counted where it puts itself.
 */
export function fromAnotherSite(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "cross-site" || site === "same-site";
  const origin = c.req.header("origin");
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

/** What a refused invalid key is told, by where it was counted. */
export const TOO_MANY_INVALID_KEYS = {
  address: "Too many invalid API keys from this address.",
  crossSite: "Too many invalid API keys from web pages of other sites at this address.",
} as const;

/**
 * Counts invalid API keys (docs/decisions/0040-client-addresses-and-key-failures.md): a fixed
 * window per client address, kept apart for browsers on other sites, so a web page can only ever
 * fill the count of other sites' pages, never the one a LibreOffice or a script at the same
 * address is counted in. Valid keys are looked up first and never counted nor refused here.
 */
export function failedKeyGuard(db: Db) {
  return {
    /**
     * Counts one invalid key, in ONE upsert on the shared rate_limits table (every instance counts
     * together), in the window that began at the first failure. `wait`: seconds until that window
     * ends, once the count is past the limit; null while within it.
     */
    async recordFailure(c: Context): Promise<{ crossSite: boolean; wait: number | null }> {
      const crossSite = fromAnotherSite(c);
      const key = `api-key-failures:${crossSite ? "cross-site:" : ""}${addressBucket(clientAddress(c))}`;
      const now = Date.now();
      const windowStart = now - FAILED_KEY_WINDOW_MS;
      const result = await db.execute(sql`
        INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.last_request < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
          last_request = CASE WHEN rate_limits.last_request < ${windowStart} THEN ${now} ELSE rate_limits.last_request END
        RETURNING count, last_request`);
      const [row] = (result as unknown as { rows: { count: number; last_request: number | string }[] }).rows;
      if (!row || Number(row.count) <= FAILED_KEY_LIMIT) return { crossSite, wait: null };
      const left = Number(row.last_request) + FAILED_KEY_WINDOW_MS - now;
      return { crossSite, wait: Math.max(1, Math.ceil(left / 1000)) };
    },
  };
}
