import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { leaseExpiry } from "../metering/lease";
import type { RunHost } from "./host";

/**
 * Renews the lease of every run this instance is serving, in ONE UPDATE, whatever each run is
 * doing (a slow model that has sent nothing for a while keeps its lease). Only runs a handler still
 * serves are renewed: a run whose settlement failed is left to expire and be reaped. A run the
 * reaper already settled is no longer `running` and stays settled. Returns how many were renewed.
 */
export async function renewLeases(db: Db, host: RunHost): Promise<number> {
  const ids = [...host.active.keys()];
  if (ids.length === 0) return 0;
  const renewed = await db
    .update(runs)
    .set({ leaseUntil: leaseExpiry(host.lease) })
    .where(and(inArray(runs.id, ids), eq(runs.instanceId, host.lease.instanceId), eq(runs.status, "running")))
    .returning({ id: runs.id });
  return renewed.length;
}
