import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_MAX } from "@shared/api-v1";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiIdempotency } from "../db/schema";

/** What a run request answered, kept for its retries: the JSON answer, and the stream's last event. */
export type StoredAnswer = {
  status: number;
  body: unknown;
  /** The run's final SSE event (`done` or `error`), replayed to a client that asks for a stream. */
  event: { event: string; data: unknown } | null;
  documentId: string | null;
};

export type Claim =
  | { kind: "owner" }
  | { kind: "mismatch" }
  | { kind: "stored"; answer: StoredAnswer }
  | { kind: "timeout" };

/** What any surface accepts as an idempotency key: 1 to IDEMPOTENCY_KEY_MAX printable characters, no spaces. */
export const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === "string" && key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key);

/** Why a key was refused, naming where it was sent (a header, an MCP `_meta` entry). */
export const idempotencyKeyRule = (name: string) =>
  `${name} must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters without spaces.`;

export const requestHash = (slug: string, body: string) =>
  createHash("sha256").update(`${slug}\n${body}`).digest("hex");

const POLL_MS = 100;
/** How long a retry waits for the first request with its key to finish before answering 409. */
export const WAIT_LIMIT_MS = 10 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Idempotency-Key for run requests (docs/protocols.md "Public API"). The first request with a key inserts
 * its row before running (the primary key (key id, idempotency key) makes this atomic, so of any
 * number of concurrent requests exactly one runs); the others wait for its answer, polling the row.
 * A row older than 24 h is taken over as if new, and purged now and then.
 */
export function createIdempotency(db: Db) {
  let lastPurge = 0;

  const purge = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    void db
      .delete(apiIdempotency)
      .where(sql`${apiIdempotency.createdAt} < now() - interval '24 hours'`)
      .catch(() => {
        lastPurge = 0;
      });
  };

  const tryInsert = async (keyId: string, key: string, hash: string) => {
    const rows = await db.execute(sql`
      INSERT INTO api_idempotency (key_id, idempotency_key, request_hash) VALUES (${keyId}, ${key}, ${hash})
      ON CONFLICT (key_id, idempotency_key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, response_status = NULL, response = NULL, created_at = now()
        WHERE api_idempotency.created_at < now() - interval '24 hours'
      RETURNING key_id`);
    return (rows as unknown as { rows: unknown[] }).rows.length > 0;
  };

  const read = async (keyId: string, key: string) => {
    const [row] = await db
      .select()
      .from(apiIdempotency)
      .where(
        and(
          eq(apiIdempotency.keyId, keyId),
          eq(apiIdempotency.idempotencyKey, key),
          sql`${apiIdempotency.createdAt} >= now() - interval '24 hours'`,
        ),
      );
    return row ?? null;
  };

  return {
    /** Claims the key for this request, or answers what the first request with it answered. */
    async claim(keyId: string, key: string, hash: string, signal?: AbortSignal): Promise<Claim> {
      purge();
      const deadline = Date.now() + WAIT_LIMIT_MS;
      for (;;) {
        if (await tryInsert(keyId, key, hash)) return { kind: "owner" };
        const row = await read(keyId, key);
        // Gone meanwhile (the first request was refused before it ran, and let go): try again.
        if (!row) continue;
        if (row.requestHash !== hash) return { kind: "mismatch" };
        if (row.responseStatus !== null) return { kind: "stored", answer: row.response as StoredAnswer };
        if (Date.now() > deadline || signal?.aborted) return { kind: "timeout" };
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    /** Keeps the answer of the request that claimed the key. */
    async store(keyId: string, key: string, answer: StoredAnswer) {
      await db
        .update(apiIdempotency)
        .set({ responseStatus: answer.status, response: answer })
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, key)));
    },
    /** Lets the key go: the request was refused before any run started, so a retry may run. */
    async release(keyId: string, key: string) {
      await db
        .delete(apiIdempotency)
        .where(
          and(
            eq(apiIdempotency.keyId, keyId),
            eq(apiIdempotency.idempotencyKey, key),
            sql`${apiIdempotency.responseStatus} IS NULL`,
          ),
        );
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
