import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { settleRun } from "../metering/settlement";

/** Expired runs looked up at a time. */
const BATCH = 50;

/**
 * Settles runs whose instance stopped vouching for them (it crashed, or lost the database for
 * longer than the lease): each is charged the words its last checkpoint saved as delivered (never
 * more than it holds), the rest of its reservation goes back to the allowance (and to its member's
 * cap and organization's pool), a usage_logs row is written when it charged anything, and it
 * becomes `interrupted`, its output the checkpointed text.
 *
 * Each run is settled in a transaction of its own, which locks the run's row and then, in the
 * money path's order, its profile, membership and organization: a batch holding several runs'
 * locks at once could deadlock with a run starting for one of their users (which locks that
 * profile, then the organization another run of the batch already holds). Safe on every instance
 * at once: a run whose row is locked (its own settlement, or another reaper) is passed by (SKIP
 * LOCKED), and settleRun settles only a run still running. `everyRunning` settles every running
 * run whatever its lease: on PGlite, at start-up, since only one process can own the data
 * directory, any running run was left by a process that died. Returns how many runs it settled.
 */
export async function reapRuns(
  db: Db,
  opts: { everyRunning?: boolean; onSettled?: (surface: string, charged: number) => void } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.status, "running"), opts.everyRunning ? undefined : lt(runs.leaseUntil, sql`now()`)))
      .orderBy(runs.userId, runs.id)
      .limit(BATCH);
    let settled = 0;
    for (const { id } of expired) if (await reapOne(db, id, opts.onSettled)) settled++;
    total += settled;
    // Fewer than a batch: none left. None settled: the rest belong to a reaper racing this one.
    if (expired.length < BATCH || settled === 0) return total;
  }
}

/**
 * Settles one expired run unless another transaction holds it; whether this call settled it.
 * `onSettled` hears of it (its surface and the words charged) once the transaction committed.
 */
async function reapOne(db: Db, id: string, onSettled?: (surface: string, charged: number) => void): Promise<boolean> {
  const reaped = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: runs.id, surface: runs.surface })
      .from(runs)
      .where(and(eq(runs.id, id), eq(runs.status, "running")))
      .for("update", { skipLocked: true });
    if (!row) return null;
    const settled = await settleRun(
      tx,
      { runId: id },
      { status: "interrupted", charge: "delivered" },
      { inTransaction: true },
    );
    return settled.settled ? { surface: row.surface, charged: settled.charged } : null;
  });
  if (reaped) onSettled?.(reaped.surface, reaped.charged);
  return reaped !== null;
}
