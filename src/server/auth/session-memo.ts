import type { Changes } from "../db/changes";
import { sessionTokenCookie } from "./session-cookie";

/** How long a checked session is remembered by an instance, at most (never past the session's own expiry). */
const MEMO_MS = 10_000;
const MAX_SESSIONS = 20_000;

type Remembered<T> = { session: T; userId: string; until: number };

/**
 * Sessions this instance checked recently, by their signed token cookie. Better Auth's check, even
 * served from its cookie cache, verifies two HMAC signatures on the crypto thread pool and builds a
 * request context: about a millisecond per request, the largest part of a signed-in request that
 * needs no database. A session is remembered for at most MEMO_MS and forgotten at once, on every
 * instance, when anything about its user changes (a session ended, a ban, a name change: the same
 * notifications that move the user's session epoch, db/changes.ts). Only sessions Better Auth
 * accepted are remembered, under the exact signed cookie value, so a forged cookie never matches.
 * What it measured and how to undo it: docs/decisions/0016-session-memo.md.
 */
export function createSessionMemo<T>(changes: Changes) {
  const remembered = new Map<string, Remembered<T>>();
  let generation = 0;
  changes.subscribe((heard) => {
    if (heard.topic === "settings" || heard.topic === "mcp-cancel") return;
    generation++;
    if (heard.topic === "reset") remembered.clear();
    else for (const [key, entry] of remembered) if (entry.userId === heard.userId) remembered.delete(key);
  });

  return {
    /** The session, checked by `check` unless remembered; null when signed out. */
    async get(headers: Headers, check: () => Promise<T | null>, userOf: (s: T) => { id: string; expiresAt: Date }) {
      const key = sessionTokenCookie(headers.get("cookie"));
      if (!key) return check();
      const hit = remembered.get(key);
      if (hit && hit.until > Date.now()) return hit.session;
      const started = generation;
      const session = await check();
      if (session && generation === started) {
        const { id, expiresAt } = userOf(session);
        if (remembered.size >= MAX_SESSIONS) remembered.delete(remembered.keys().next().value as string);
        remembered.set(key, { session, userId: id, until: Math.min(Date.now() + MEMO_MS, expiresAt.getTime()) });
      }
      return session;
    },
  };
}

export type SessionMemo<T> = ReturnType<typeof createSessionMemo<T>>;
