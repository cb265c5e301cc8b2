import { sql } from "drizzle-orm";

/**
 * A run's lease: the instance serving it vouches for it until lease_until, and renews that every
 * third of the lease (heartbeat.ts) for as long as it serves the run. Past it, any instance's
 * reaper settles the run as interrupted (reaper.ts). Times are the database's clock, so instances
 * with skewed clocks agree on who is late.
 */
export type Lease = { instanceId: string; seconds: number };

/** lease_until for a lease renewed now. */
export const leaseExpiry = (lease: Lease) => sql`now() + make_interval(secs => ${lease.seconds})`;
