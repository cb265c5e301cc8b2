import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "../log";
import type { Database } from "./client";

/**
 * What one instance tells every instance that reads it from memory: the settings (kill switches)
 * changed, or a user's sessions or status did, or an MCP call was cancelled. Caches drop what a change names; `reset` (the
 * listening connection was lost and is back) drops everything, since changes may have been missed.
 */
export type Change =
  | { topic: "settings" }
  | { topic: "user"; userId: string }
  /** An MCP client cancelled its tools/call `requestId` (mcp/cancel.ts): whichever instance runs it stops it. */
  | { topic: "mcp-cancel"; scope: string; requestId: string | number };
export type Heard = Change | { topic: "reset" };

export type Changes = {
  /** After the change is committed: this instance hears it at once, the others within milliseconds. */
  publish: (change: Change) => Promise<void>;
  subscribe: (listener: (heard: Heard) => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = "quillstack_changes";

/** A notification's payload as the change it names (anything unknown: the settings, read again). */
function heardOf(payload: Change): Change {
  if (payload.topic === "user") return { topic: "user", userId: payload.userId };
  if (payload.topic === "mcp-cancel")
    return { topic: "mcp-cancel", scope: payload.scope, requestId: payload.requestId };
  return { topic: "settings" };
}
const RECONNECT_MS = 250;

/**
 * PostgreSQL: NOTIFY on publish, one LISTEN connection per instance (reconnected when lost, then
 * a `reset`). PGlite: one process owns the data, so changes stay in process.
 */
export function openChanges(database: Database, log: Logger): Changes {
  const listeners = new Set<(heard: Heard) => void>();
  const hear = (heard: Heard) => {
    for (const listener of listeners) listener(heard);
  };
  const subscribe = (listener: (heard: Heard) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  if (!database.url) {
    return { publish: async (change) => hear(change), subscribe, close: async () => listeners.clear() };
  }

  const origin = randomUUID();
  const url = database.url;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn(`change listener lost its connection${error ? `: ${error.message}` : ""}; reconnecting`);
      hear({ topic: "reset" });
      timer = setTimeout(connect, RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      const payload = JSON.parse(message.payload ?? "{}") as Change & { origin?: string };
      if (payload.origin === origin) return; // heard already, when published
      hear(heardOf(payload));
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      hear({ topic: "reset" }); // whatever changed while not listening
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return {
    publish: async (change) => {
      hear(change);
      await database.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ ...change, origin })})`);
    },
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      listeners.clear();
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
