import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Changes } from "../db/changes";
import type { Db } from "../db/client";
import type { Logger } from "../log";

/** A call's entry in the shared rate_limits table older than this is one an instance died holding. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The name of one call in flight: the caller's scope (their API key, or OAuth grant) and the JSON-RPC
 * request id, hashed so that a long id stays a short key.
 */
const callKey = (scope: string, requestId: string | number) =>
  `mcp-call:${createHash("sha256")
    .update(`${scope}\n${typeof requestId}:${requestId}`)
    .digest("base64url")}`;

type Row = { key: string };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Cancelling a tools/call. A stateless server hears `notifications/cancelled` in a request of its
 * own, maybe on another instance than the one running the call, so the cancellation is published
 * (db/changes.ts: NOTIFY on PostgreSQL) and whichever instance holds the call aborts it; the run
 * then ends stopped, charged what it delivered. Calls are named by the caller's scope and the
 * JSON-RPC request id, which is unique per client connection (two clients sharing one key and one
 * id at the same moment would both stop: documented in docs/protocols.md "MCP").
 *
 * Only a call in flight is cancelled: each is counted, while it runs, in the shared rate_limits
 * table under its name, and a cancellation is published only when its caller has one of that name
 * (docs/decisions/0041-mcp-batches-and-oauth-registration.md). Anyone else's cancellation, or one for
 * a call that ended, publishes nothing.
 */
export function cancellations(db: Db, changes: Changes, log: Logger) {
  const inflight = new Map<string, Set<AbortController>>();
  changes.subscribe((heard) => {
    if (heard.topic !== "mcp-cancel") return;
    for (const controller of inflight.get(callKey(heard.scope, heard.requestId)) ?? []) controller.abort();
  });
  return {
    /**
     * Registers a call (resolved once every instance can see it): a signal aborted when the call is
     * cancelled, and `done` when it has ended.
     */
    async track(scope: string, requestId: string | number) {
      const key = callKey(scope, requestId);
      const controller = new AbortController();
      const set = inflight.get(key) ?? new Set();
      set.add(controller);
      inflight.set(key, set);
      const forget = () => {
        set.delete(controller);
        if (set.size === 0) inflight.delete(key);
      };
      const now = Date.now();
      try {
        await db.execute(sql`
          INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.last_request < ${now - STALE_MS} THEN 1 ELSE rate_limits.count + 1 END,
            last_request = ${now}`);
      } catch (error) {
        forget();
        throw error;
      }
      return {
        signal: controller.signal,
        done() {
          forget();
          // One statement reads one snapshot: the last call of this name deletes the row, others count down.
          // Not awaited: the answer need not wait. A row left behind lets a late cancellation of this
          // name publish to nobody, and is reset after STALE_MS.
          db.execute(sql`
            WITH gone AS (DELETE FROM rate_limits WHERE key = ${key} AND count <= 1)
            UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 1`).catch((error) =>
            log.warn(
              `an MCP call's in-flight entry was not removed: ${error instanceof Error ? error.message : error}`,
            ),
          );
        },
      };
    },
    /** Publishes the cancellation of each named call the caller has in flight; the others are dropped. */
    async cancel(scope: string, requestIds: readonly (string | number)[]) {
      if (requestIds.length === 0) return;
      const byKey = new Map(requestIds.map((id) => [callKey(scope, id), id]));
      const keys = sql.join(
        [...byKey.keys()].map((key) => sql`${key}`),
        sql`, `,
      );
      const running = rowsOf(await db.execute(sql`SELECT key FROM rate_limits WHERE key IN (${keys}) AND count > 0`));
      for (const { key } of running) {
        const requestId = byKey.get(key);
        if (requestId !== undefined) await changes.publish({ topic: "mcp-cancel", scope, requestId });
      }
    },
  };
}
export type Cancellations = ReturnType<typeof cancellations>;
