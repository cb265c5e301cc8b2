import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Changes } from "../db/changes";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

export type AccountStatus = "active" | "suspended" | "banned";
/** What every signed-in request needs to know of its user; null when the user has no profile (deleted). */
export type UserState = { status: AccountStatus; sessionEpoch: number } | null;

export type UserStates = {
  get: (userId: string) => Promise<UserState>;
  /**
   * After the user's status changed, or one or more of their sessions ended or changed what they
   * carry (`sessionsChanged`; committed): every instance forgets what it knew of them, and with
   * `sessionsChanged` their sessions cached in cookies are looked up again.
   */
  changed: (userId: string, opts?: { sessionsChanged?: boolean }) => Promise<void>;
};

/** Users remembered per instance; the least recently loaded are forgotten first. */
const MAX_USERS = 10_000;
/**
 * Read again after this long even with no change heard: bounds what a change made behind the app's
 * back (SQL typed by an operator) takes to be seen. Changes made through the app are heard at once.
 */
const MAX_AGE_MS = 60_000;

/**
 * Each user's account status and session epoch, in memory. Sessions are cached in a signed cookie
 * (Better Auth's cookie cache, see auth/index.ts) whose version is the epoch: when a session ends
 * (sign-out, password change, suspension, an admin's revocation), the epoch is bumped in the
 * database and every instance hears of it (db/changes.ts), so a cookie cached before is refused
 * and the session looked up in the database, where it no longer exists. A signed-in request thus
 * needs no database round trip, and revocation still takes effect at once on every instance.
 */
export function createUserStates(db: Db, changes: Changes): UserStates {
  // Read with peek(), which leaves the order alone: the order of loading decides who is forgotten.
  const known = new LRUCache<string, { state: UserState; at: number }>({ max: MAX_USERS });
  // Bumped by every change heard: a read that started before it must not be remembered.
  let generation = 0;

  changes.subscribe((heard) => {
    if (heard.topic === "settings" || heard.topic === "mcp-cancel") return;
    generation++;
    if (heard.topic === "user") known.delete(heard.userId);
    else known.clear();
  });

  const get = async (userId: string): Promise<UserState> => {
    const hit = known.peek(userId);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.state;
    const started = generation;
    const [row] = await db
      .select({ status: profiles.status, sessionEpoch: profiles.sessionEpoch })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const state = row ?? null;
    if (generation === started) {
      known.set(userId, { state, at: Date.now() }); // set last: the most recently loaded
    }
    return state;
  };

  return {
    get,
    changed: async (userId, opts = {}) => {
      if (opts.sessionsChanged) {
        await db
          .update(profiles)
          .set({ sessionEpoch: sql`${profiles.sessionEpoch} + 1` })
          .where(eq(profiles.userId, userId));
      }
      await changes.publish({ topic: "user", userId });
    },
  };
}
