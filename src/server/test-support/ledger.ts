import { eq, sql } from "drizzle-orm";
import { profiles, usageLogs } from "../db/schema";
import type { TestApp } from "./harness";

/** A user's words as their profile counts them (used, reserved) beside what their usage logs record. */
export async function ledgerOf(app: TestApp, userId: string) {
  const [row] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  const [logs] = await app.database.db
    .select({ total: sql<number>`coalesce(sum(${usageLogs.wordsGenerated}), 0)` })
    .from(usageLogs)
    .where(eq(usageLogs.userId, userId));
  return { used: row.wordsUsed, reserved: row.wordsReserved, logged: Number(logs.total) };
}
