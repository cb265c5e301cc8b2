import type { Changes } from "../db/changes";

/**
 * Cancelling a tools/call. A stateless server hears `notifications/cancelled` in a request of its
 * own, maybe on another instance than the one running the call, so the cancellation is published
 * (db/changes.ts: NOTIFY on PostgreSQL) and whichever instance holds the call aborts it; the run
 * then ends stopped, charged what it delivered. Calls are named by the caller's scope and the
 * JSON-RPC request id, which is unique per client connection (two clients sharing one key and one
 * id at the same moment would both stop: documented in README "MCP").
 */
export function cancellations(changes: Changes) {
  const inflight = new Map<string, Set<AbortController>>();
  const name = (scope: string, requestId: string | number) => `${scope}\n${typeof requestId}:${requestId}`;
  changes.subscribe((heard) => {
    if (heard.topic !== "mcp-cancel") return;
    for (const controller of inflight.get(name(heard.scope, heard.requestId)) ?? []) controller.abort();
  });
  return {
    /** A signal aborted when the call is cancelled; `done` when it has ended. */
    track(scope: string, requestId: string | number) {
      const key = name(scope, requestId);
      const controller = new AbortController();
      const set = inflight.get(key) ?? new Set();
      set.add(controller);
      inflight.set(key, set);
      return {
        signal: controller.signal,
        done() {
          set.delete(controller);
          if (set.size === 0) inflight.delete(key);
        },
      };
    },
    cancel: (scope: string, requestId: string | number) => changes.publish({ topic: "mcp-cancel", scope, requestId }),
  };
}
export type Cancellations = ReturnType<typeof cancellations>;
