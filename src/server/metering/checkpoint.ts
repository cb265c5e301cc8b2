import { usagePeriod } from "@shared/plans";
import { countWords } from "@shared/words";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { holdUpTo, type Tx } from "./hold";
import { type Lease, leaseExpiry } from "./lease";
import type { Reservation } from "./run-types";

/** Locks a run's row for the rest of the transaction (first, before its profile: see the lock order). */
async function lockRun(tx: Tx, runId: string) {
  const [row] = await tx
    .select({ status: runs.status, wordsCharged: runs.wordsCharged })
    .from(runs)
    .where(eq(runs.id, runId))
    .for("update");
  return row;
}

/**
 * A reservation step: in ONE transaction, locks the run's row (refusing, with null, once the run is
 * no longer running: the reaper settled it, so it may take no more words), saves `delivered` (the
 * text the client already has) and its word count, renews the lease, and holds up to `words` more
 * for both the profile and the row. Returns the words newly held (0 when none fit, or when the
 * month rolled over since the run started: a run is charged in the month it started).
 */
export async function checkpointRun(
  db: Db,
  reservation: Reservation,
  lease: Lease,
  delivered: string,
  words: number,
): Promise<number | null> {
  const held = await db.transaction(async (tx) => {
    if ((await lockRun(tx, reservation.runId))?.status !== "running") return null;
    const sameMonth = usagePeriod() === reservation.period;
    const take = sameMonth ? await holdUpTo(tx, reservation, words) : 0;
    await tx
      .update(runs)
      .set({
        output: delivered,
        wordsDelivered: countWords(delivered),
        wordsReserved: sql`${runs.wordsReserved} + ${take}`,
        leaseUntil: leaseExpiry(lease),
        updatedAt: sql`now()`,
      })
      .where(eq(runs.id, reservation.runId));
    return take;
  });
  if (held) reservation.words += held;
  return held;
}
