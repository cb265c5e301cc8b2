import type { Me } from "@shared/api";
import { counterThisMonth, effectiveLimit, usagePeriod } from "@shared/plans";
import { eq, sql } from "drizzle-orm";
import { ensureProfile } from "../auth/profiles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import type { SessionUser } from "../http/session";

type ProfileRow = typeof profiles.$inferSelect;

/** Words used this month: a counter from an earlier month reads as 0 (the monthly reset). */
export function wordsUsedThisMonth(row: Pick<ProfileRow, "wordsUsed" | "usagePeriod">, now = new Date()): number {
  return counterThisMonth({ usagePeriod: row.usagePeriod, value: row.wordsUsed }, usagePeriod(now));
}

/** A picture address the page may load: https only (never javascript: or a tracking http: pixel). */
function pictureUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function toMe(user: SessionUser, row: ProfileRow): Me {
  return {
    id: user.id,
    email: user.email,
    fullName: row.fullName,
    // The profile's own picture, else the one the account came with (Google's).
    avatarUrl: pictureUrl(row.avatarUrl) ?? pictureUrl(user.image),
    role: row.role,
    status: row.status,
    planType: row.planType,
    theme: row.theme === "light" || row.theme === "dark" ? row.theme : null,
    wordsUsed: wordsUsedThisMonth(row),
    wordsLimit: effectiveLimit(row),
    emailVerified: user.emailVerified,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/**
 * The signed-in user's profile row, read by every signed-in screen (`GET /api/me`): a prepared
 * statement per database, so drizzle builds its SQL once and each PostgreSQL connection plans it once.
 */
const profileQueries = new WeakMap<Db, ReturnType<typeof prepareProfileQuery>>();
const prepareProfileQuery = (db: Db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .prepare("qs_profile_by_user");

export async function loadProfile(db: Db, config: Config, user: SessionUser): Promise<ProfileRow> {
  let query = profileQueries.get(db);
  if (!query) {
    query = prepareProfileQuery(db);
    profileQueries.set(db, query);
  }
  const find = () => query.execute({ userId: user.id });
  let [row] = await find();
  if (!row) {
    // A profile is made with the user; this only repairs an account created while that failed.
    await ensureProfile(db, config, user);
    [row] = await find();
  }
  return row;
}
