import type { Config } from "../config";
import type { Database } from "../db/client";
import { pruneDocuments } from "../documents/retention";
import type { Logger } from "../log";
import type { RunMetrics } from "../metrics/runs";
import { renewLeases } from "./heartbeat";
import { drainRuns, type RunHost } from "./host";
import { reapRuns } from "./reaper";

/** How often documents past their undo window or retention are purged. */
const PRUNE_EVERY_MS = 5 * 60 * 1000;
/** How long a graceful shutdown waits for the runs it ends to settle. */
const DRAIN_TIMEOUT_MS = 5000;

export type RunMaintenance = { host: RunHost; stop: () => Promise<void> };

/**
 * Repeats `task` every `ms` (never two at once; a failure is logged and the next tick tries again)
 * on an unref'd timer, so it never keeps the process alive. `stop` waits for a tick in progress.
 */
function every(ms: number, task: () => Promise<unknown>, log: Logger, name: string, firstAfterMs = ms) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (after: number) => {
    timer = setTimeout(() => {
      running = task()
        .then(
          () => undefined,
          (error) => log.warn(`${name} failed`, error),
        )
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(ms);
        });
    }, after);
    timer.unref();
  };
  schedule(firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The background work that keeps run rows honest on this instance (docs/architecture.md "Word allowance"):
 * - start-up: settle the runs a dead process left (on PGlite every running run, since only one
 *   process can own the data directory; on PostgreSQL those whose lease expired);
 * - heartbeat, every third of the lease: renew the leases of the runs this instance serves;
 * - reaper, every half lease: settle any instance's runs whose lease expired. With the default
 *   30 s lease a crashed instance's runs are settled within 45 s (30 s lease + 15 s reaper tick);
 * - every few minutes, and at start-up: purge documents (pruneDocuments).
 * `stop` ends the runs still streaming (settled as interrupted, charged what they wrote), then the
 * timers.
 */
export async function startRunMaintenance(
  database: Database,
  config: Config,
  host: RunHost,
  log: Logger,
  metrics?: RunMetrics,
): Promise<RunMaintenance> {
  const { db } = database;
  const leaseMs = config.runLeaseSeconds * 1000;
  const reap = async (everyRunning = false) => {
    const settled = await reapRuns(db, { everyRunning, onSettled: metrics?.reaped });
    if (settled) log.info(`settled ${settled} interrupted run(s) whose instance stopped`);
  };
  await reap(database.kind === "pglite");
  const stops = [
    every(leaseMs / 3, () => renewLeases(db, host), log, "renewing run leases"),
    every(leaseMs / 2, () => reap(), log, "settling interrupted runs"),
    every(PRUNE_EVERY_MS, () => pruneDocuments(db, config.documentRetentionDays), log, "pruning documents", 0),
  ];
  return {
    host,
    stop: async () => {
      await drainRuns(host, DRAIN_TIMEOUT_MS);
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
