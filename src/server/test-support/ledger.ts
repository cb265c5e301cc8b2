import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
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

/**
 * After a browser left a run that had streamed at least five words of a longer reply: the run is
 * settled (charged exactly what its logs record, nothing left reserved), for part of the reply only.
 */
export async function expectSettledAfterLeaving(app: TestApp, userId: string) {
  await expect.poll(async () => (await ledgerOf(app, userId)).logged, { timeout: 5000 }).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 200));
  const after = await ledgerOf(app, userId);
  expect(after.used).toBe(after.logged);
  expect(after.reserved).toBe(0);
  expect(after.used).toBeGreaterThanOrEqual(5);
  expect(after.used).toBeLessThan(60);
}
