import { usagePeriod } from "@shared/plans";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, runs, usageLogs } from "../db/schema";
import { checkpointRun } from "../metering/checkpoint";
import type { Reservation } from "../metering/run-types";
import { settleRun } from "../metering/settlement";
import { NO_CHECKS, startRun } from "../metering/start";
import { BACKENDS } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import { renewLeases } from "./heartbeat";
import { createRunHost, serveRun } from "./host";
import { reapRuns } from "./reaper";

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(" ");

describe.each(BACKENDS)("the reaper on %s", (kind) => {
  const { db, other, lease, newUser, request } = moneyTest(kind);
  /** A running run that delivered `delivered` words (checkpointed) and holds `delivered + 50`. */
  const runningRun = async (userId: string, delivered: number, withLease = lease): Promise<Reservation> => {
    const reservation = (await startRun(db(), withLease, { request: request(userId), words: 50, checks: NO_CHECKS }))
      .reservation!;
    if (delivered > 0) {
      const needed = delivered + 1 - reservation.words;
      expect(await checkpointRun(db(), reservation, withLease, words(delivered), Math.max(needed, 50))).not.toBeNull();
    }
    return reservation;
  };
  const expire = (runId: string) =>
    db().update(runs).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(runs.id, runId));
  const ledger = async (userId: string) => {
    const [p] = await db().select().from(profiles).where(eq(profiles.userId, userId));
    const [logged] = await db()
      .select({ sum: sql<number>`coalesce(sum(${usageLogs.wordsGenerated}), 0)`, rows: sql<number>`count(*)` })
      .from(usageLogs)
      .where(eq(usageLogs.userId, userId));
    const [held] = await db()
      .select({ sum: sql<number>`coalesce(sum(${runs.wordsReserved}), 0)` })
      .from(runs)
      .where(and(eq(runs.userId, userId), eq(runs.status, "running")));
    return {
      used: p.wordsUsed,
      reserved: p.wordsReserved,
      heldByRuns: Number(held.sum),
      logged: Number(logged.sum),
      logRows: Number(logged.rows),
    };
  };

  it("settles each expired run exactly once, even with two reapers at the same time", async () => {
    const userId = await newUser(100_000);
    const delivered = Array.from({ length: 30 }, (_, i) => (i * 7) % 120);
    const started = [];
    for (const n of delivered) started.push(await runningRun(userId, n));
    const live = await runningRun(userId, 10); // its lease is still good: left alone
    for (const run of started) await expire(run.runId);
    expect((await ledger(userId)).reserved).toBe((await ledger(userId)).heldByRuns);

    const [a, b] = await Promise.all([reapRuns(db()), reapRuns(other())]);
    expect(a + b).toBe(30);
    expect(await reapRuns(db())).toBe(0);

    const rows = await db().select().from(runs).where(eq(runs.userId, userId));
    for (const [i, run] of started.entries()) {
      const row = rows.find((r) => r.id === run.runId)!;
      expect(row).toMatchObject({
        status: "interrupted",
        wordsCharged: delivered[i],
        wordsReserved: 0,
        leaseUntil: null,
        output: words(delivered[i]),
      });
    }
    expect(rows.find((r) => r.id === live.runId)?.status).toBe("running");
    const sum = delivered.reduce((s, n) => s + n, 0);
    expect(await ledger(userId)).toEqual({
      used: sum,
      reserved: live.words,
      heldByRuns: live.words,
      logged: sum,
      logRows: delivered.filter((n) => n > 0).length,
    });
    // A run the reaper settled takes no more words, and its own settlement changes nothing.
    expect(await checkpointRun(db(), started[5], lease, words(100), 50)).toBeNull();
    expect(await settleRun(db(), started[5], { status: "done", charge: 999, output: "late" })).toMatchObject({
      settled: false,
      charged: delivered[5],
    });
    await settleRun(db(), live, { status: "done", charge: 10, output: words(10) });
    expect((await ledger(userId)).reserved).toBe(0);
  });

  it("a settlement that races the reaper never charges twice", async () => {
    const userId = await newUser(100_000);
    const started: Reservation[] = [];
    for (let i = 0; i < 20; i++) started.push(await runningRun(userId, 60));
    for (const run of started) await expire(run.runId);
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // The runs' own settlements trickle in while two reapers sweep: each run goes one way or the other.
    const settlements = started.map((run, i) =>
      later(i).then(async () => ({
        run,
        ...(await settleRun(other(), run, { status: "done", charge: 75, output: words(75) })),
      })),
    );
    const [outcomes] = await Promise.all([
      Promise.all(settlements),
      later(8).then(() => reapRuns(db())),
      later(12).then(() => reapRuns(db())),
    ]);

    const rows = await db().select().from(runs).where(eq(runs.userId, userId));
    let total = 0;
    for (const outcome of outcomes) {
      const row = rows.find((r) => r.id === outcome.run.runId)!;
      if (outcome.settled) expect(row).toMatchObject({ status: "done", wordsCharged: 75, output: words(75) });
      else expect(row).toMatchObject({ status: "interrupted", wordsCharged: 60, output: words(60) });
      expect(outcome.charged).toBe(row.wordsCharged);
      total += row.wordsCharged;
    }
    expect(await ledger(userId)).toEqual({ used: total, reserved: 0, heldByRuns: 0, logged: total, logRows: 20 });
  });

  it.runIf(kind === "postgres")("a reaper skips a run being settled, and a settlement waits out a reaper", async () => {
    // Two users, so that the reaper's settlement of b does not wait for a's profile (the settlement
    // below is held open by the test, which a real one never is).
    const [userId, otherUserId] = [await newUser(2000), await newUser(2000)];
    const [a, b] = [await runningRun(userId, 60), await runningRun(otherUserId, 60)];
    await expire(a.runId);
    await expire(b.runId);
    // Run a's settlement holds its row: a reaper on another connection passes it by.
    await db().transaction(async (tx) => {
      await settleRun(tx, a, { status: "done", charge: 70, output: words(70) }, { inTransaction: true });
      expect(await reapRuns(other())).toBe(1); // b only
    });
    // A reaper (this transaction) holds run c's row: its own settlement waits, then finds it settled.
    const c = await runningRun(userId, 40);
    await expire(c.runId);
    let settling: Promise<{ settled: boolean; charged: number }> | undefined;
    await db().transaction(async (tx) => {
      await tx.select().from(runs).where(eq(runs.id, c.runId)).for("update");
      settling = settleRun(other(), c, { status: "done", charge: 75, output: words(75) });
      await new Promise((r) => setTimeout(r, 200));
      await settleRun(tx, c, { status: "interrupted", charge: "delivered" }, { inTransaction: true });
    });
    expect(await settling).toMatchObject({ settled: false, charged: 40 });
    const statuses = await db().select({ id: runs.id, status: runs.status, charged: runs.wordsCharged }).from(runs);
    expect(
      statuses.filter((r) => [a, b, c].some((x) => x.runId === r.id)).sort((x, y) => x.charged - y.charged),
    ).toEqual([
      { id: c.runId, status: "interrupted", charged: 40 },
      { id: b.runId, status: "interrupted", charged: 60 },
      { id: a.runId, status: "done", charged: 70 },
    ]);
    expect(await ledger(userId)).toEqual({ used: 110, reserved: 0, heldByRuns: 0, logged: 110, logRows: 2 });
    expect(await ledger(otherUserId)).toEqual({ used: 60, reserved: 0, heldByRuns: 0, logged: 60, logRows: 1 });
  });

  it("does not reap a live run whose heartbeat keeps renewing its lease, and reaps it once the heartbeat stops", async () => {
    const userId = await newUser(2000);
    const host = createRunHost(2);
    const run = await runningRun(userId, 20, host.lease);
    const served = serveRun(host, run.runId, "paraphraser", () => undefined);
    const deadline = Date.now() + 4500; // more than twice the 2 s lease
    while (Date.now() < deadline) {
      expect(await renewLeases(db(), host)).toBe(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(await reapRuns(other())).toBe(0);
    }
    const [row] = await db().select().from(runs).where(eq(runs.id, run.runId));
    expect(row.status).toBe("running");

    served(); // the handler is gone without settling (say its settlement failed): no more renewals
    expect(await renewLeases(db(), host)).toBe(0);
    await expect.poll(() => reapRuns(other()), { timeout: 5000, interval: 250 }).toBe(1);
    expect(await ledger(userId)).toEqual({ used: 20, reserved: 0, heldByRuns: 0, logged: 20, logRows: 1 });
  });

  it("charges a run from last month in that month and leaves the new month's counters alone", async () => {
    const userId = await newUser(2000);
    const run = await runningRun(userId, 30);
    await expire(run.runId);
    // The month rolled over: another run started in the new month and reset the counters.
    await db()
      .update(runs)
      .set({ usagePeriod: "2020-01", createdAt: new Date("2020-01-31T23:59:00Z") })
      .where(eq(runs.id, run.runId));
    await db().update(profiles).set({ wordsUsed: 5, wordsReserved: 0 }).where(eq(profiles.userId, userId));
    expect(await reapRuns(db())).toBe(1);
    const [p] = await db().select().from(profiles).where(eq(profiles.userId, userId));
    expect({ used: p.wordsUsed, reserved: p.wordsReserved, period: p.usagePeriod }).toEqual({
      used: 5,
      reserved: 0,
      period: usagePeriod(),
    });
    const [log] = await db().select().from(usageLogs).where(eq(usageLogs.userId, userId));
    expect(log).toMatchObject({ wordsGenerated: 30, createdAt: new Date("2020-01-31T23:59:00Z") });
  });
});
