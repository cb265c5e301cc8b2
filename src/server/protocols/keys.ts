import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, type ApiKeySummary } from "@shared/api-v1";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, users } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The only form of a key the database keeps: keys are 256-bit random, so one SHA-256 is enough. */
export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: `qsk_` and 43 base64url characters (32 random bytes). */
export function generateKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const summaryOf = (row: typeof apiKeys.$inferSelect): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: iso(row.lastUsedAt),
});

/**
 * A new key for the user, or null when they already hold `max` live keys. The user's row is locked
 * before counting, so concurrent requests queue and the count each sees includes the others' keys:
 * a bare count-then-insert let parallel requests on PostgreSQL each see room and all insert.
 */
export async function createKey(db: Db, userId: string, name: string, expiresAt: Date | null, max: number) {
  const key = generateKey();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if ((await countKeys(tx, userId)) >= max) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, prefix: key.slice(0, API_KEY_VISIBLE_CHARS), keyHash: hashKey(key), expiresAt })
      .returning();
    return { ...summaryOf(row), key };
  });
}

/** The user's keys not revoked (expired ones included: the list says so), newest first. */
export async function listKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(summaryOf);
}

export async function countKeys(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

/** Revokes one of the user's keys; false when it is not theirs or already revoked. */
export async function revokeKey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The columns of a bearer's user: the `user` a cookie session sets (http/session.ts). */
export const SESSION_USER = {
  id: users.id,
  email: users.email,
  name: users.name,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  image: users.image,
};

/**
 * The key a request presents and its user, when the key is live (not revoked, not expired). One
 * indexed read per request and no cache, so a revocation is refused by every instance at once.
 */
export async function findLiveKey(db: Db, key: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      user: SESSION_USER,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, hashKey(key)),
        isNull(apiKeys.revokedAt),
        sql`(${apiKeys.expiresAt} IS NULL OR ${apiKeys.expiresAt} > now())`,
      ),
    );
  return row ?? null;
}

/** How stale `last_used_at` may get: written at most once a minute per key. */
export const LAST_USED_PRECISION_MS = 60_000;

export async function touchKey(db: Db, id: string) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
