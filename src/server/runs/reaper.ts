import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { closeRun } from "../metering/allowance";

/** Runs settled per transaction. */
const BATCH = 50;

/**
 * Settles runs whose instance stopped vouching for them (it crashed, or lost the database for
 * longer than the lease): each is charged the words its last checkpoint saved as delivered (never
 * more than it holds), the rest of its reservation goes back to the allowance, a usage_logs row is
 * written when it charged anything, and it becomes `interrupted`, its output the checkpointed text.
 *
 * Safe on every instance at once: each batch is locked with FOR UPDATE SKIP LOCKED, so two reapers
 * never take the same run, and one that races the run's own settlement either waits for it (and
 * then no longer sees it running) or takes it first (and the settlement then finds it settled).
 * `everyRunning` settles every running run whatever its lease: on PGlite, at start-up, since only
 * one process can own the data directory, any running run was left by a process that died.
 * Returns how many runs it settled.
 */
export async function reapRuns(db: Db, opts: { everyRunning?: boolean } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const reaped = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.status, "running"), opts.everyRunning ? undefined : lt(runs.leaseUntil, sql`now()`)))
        // Profiles are then updated in user order, so two reapers' batches cannot deadlock.
        .orderBy(runs.userId, runs.id)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const { id } of expired) await closeRun(tx, id, { status: "interrupted", charge: "delivered" });
      return expired.length;
    });
    total += reaped;
    if (reaped < BATCH) return total;
  }
}
