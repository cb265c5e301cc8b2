import { countWords } from "@shared/words";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { type Lease, leaseExpiry } from "./lease";
import type { Reservation } from "./run-types";

/**
 * Saves the text a running run has delivered (and renews its lease) without holding more words:
 * the time checkpoint (runs/time-checkpoint.ts). One UPDATE of the run's row alone, so it keeps
 * the lock order (the run's row before any allowance row). The text is within what the run holds
 * (the stream never sends past its reservation), so whoever settles the run after a crash charges
 * it, as from any checkpoint. False when the run is no longer running (the reaper settled it).
 */
export async function saveDelivered(db: Db, reservation: Reservation, lease: Lease, delivered: string) {
  const saved = await db
    .update(runs)
    .set({ output: delivered, wordsDelivered: countWords(delivered), leaseUntil: leaseExpiry(lease) })
    .where(and(eq(runs.id, reservation.runId), eq(runs.status, "running")))
    .returning({ id: runs.id });
  return saved.length > 0;
}
