import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Per-account sign-in throttling (OWASP ASVS 2.2.1), on top of the per-address limit: one account
 * guessed at from many addresses. The first FREE_ATTEMPTS attempts since the last success are free;
 * after that each attempt must wait a delay that doubles from 1 s up to MAX_DELAY_MS. The cap keeps
 * an attacker from locking the real user out for more than a minute at a time, and still bounds
 * guessing to ~60 an hour (ASVS asks for at most 100). A success clears the count; an hour without
 * attempts starts it afresh. Counted in the shared rate_limits table, so all instances count together.
 */
export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_MS = 60_000;
const QUIET_RESET_MS = 60 * 60 * 1000;

/** The wait required after `count` attempts (none while count < FREE_ATTEMPTS). */
export function delayAfter(count: number): number {
  if (count < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (count - FREE_ATTEMPTS));
}

// A digest of the address, not the address: the key has a fixed size whatever is typed (an index
// entry has a size limit, and a megabyte "email" answered 500), and the table holds no addresses.
export const signInThrottleKey = (email: string) =>
  `account:sign-in:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;

/**
 * Takes one attempt for `email` if its delay has passed, in one statement (concurrent attempts
 * cannot all slip through on one read). Returns the seconds to wait when the attempt is refused.
 */
export async function takeSignInAttempt(db: Db, email: string, now = Date.now()): Promise<{ retryAfter?: number }> {
  const key = signInThrottleKey(email);
  // The SQL form of delayAfter(count).
  const delay = sql`CASE WHEN rate_limits.count < ${FREE_ATTEMPTS} THEN 0
    ELSE LEAST(${MAX_DELAY_MS}, 1000 * power(2, rate_limits.count - ${FREE_ATTEMPTS}))::bigint END`;
  const taken = await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request < ${now - QUIET_RESET_MS} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = ${now}
    WHERE rate_limits.last_request + ${delay} <= ${now} OR rate_limits.last_request < ${now - QUIET_RESET_MS}
    RETURNING count`);
  if (rows(taken).length > 0) return {};
  const current = rows(await db.execute(sql`SELECT count, last_request FROM rate_limits WHERE key = ${key}`))[0] as
    | { count: number; last_request: number | string }
    | undefined;
  if (!current) return {};
  const waitMs = Number(current.last_request) + delayAfter(Number(current.count)) - now;
  return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A successful sign-in (or a right password) clears the account's count. */
export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${signInThrottleKey(email)}`);
}

function rows(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** How often one address may be sent a confirmation or password-reset email on request. */
export const EMAIL_RESEND_WINDOW_MS = 60_000;

/**
 * Takes the address's one email of the window for `purpose`, in one statement; returns the seconds
 * to wait when one was sent less than EMAIL_RESEND_WINDOW_MS ago. Per address, not per client
 * address: a mailbox cannot be flooded from many machines. The answer is the same whether or not an
 * account has this address, so it reveals nothing about who has one.
 */
export async function takeEmailSlot(
  db: Db,
  purpose: "verify" | "reset",
  email: string,
  now = Date.now(),
): Promise<{ retryAfter?: number }> {
  const key = `email:${purpose}:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
  const taken = await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET count = 1, last_request = ${now}
    WHERE rate_limits.last_request <= ${now - EMAIL_RESEND_WINDOW_MS}
    RETURNING count`);
  if (rows(taken).length > 0) return {};
  const current = rows(await db.execute(sql`SELECT last_request FROM rate_limits WHERE key = ${key}`))[0];
  const waitMs = Number(current?.last_request ?? now) + EMAIL_RESEND_WINDOW_MS - now;
  return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}
