import { randomUUID } from "node:crypto";
import type { Lease } from "./lease";

/** Why an instance ends a run early: it is shutting down, or a kill switch now forbids the run. */
export type EndReason = "shutdown" | "disabled";

/** A run this instance is serving: its tool's slug; `stop` ends it early; `ended` resolves once it settled. */
type ActiveRun = { tool: string; stop: (reason: EndReason) => void; ended: Promise<void> };

/**
 * The instance serving runs: its random id and lease (written on every run row it starts), and the
 * runs it serves right now, whose leases the heartbeat renews and which a graceful shutdown ends.
 * buildServer makes one and hands it to the run routes and the maintenance loop, so two servers
 * in one test process are still two instances.
 */
export type RunHost = { lease: Lease; active: Map<string, ActiveRun> };

export function createRunHost(leaseSeconds: number): RunHost {
  return { lease: { instanceId: randomUUID(), seconds: leaseSeconds }, active: new Map() };
}

/** Registers a run while its handler serves it; call the returned function once it has settled. */
export function serveRun(host: RunHost, runId: string, tool: string, stop: (reason: EndReason) => void): () => void {
  let ended!: () => void;
  host.active.set(runId, { tool, stop, ended: new Promise<void>((resolve) => (ended = resolve)) });
  return () => {
    host.active.delete(runId);
    ended();
  };
}

/** Graceful shutdown: ends every run this instance serves and waits (at most `timeoutMs`) for them to settle. */
export async function drainRuns(host: RunHost, timeoutMs: number): Promise<void> {
  const serving = [...host.active.values()];
  if (serving.length === 0) return;
  for (const run of serving) run.stop("shutdown");
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(serving.map((run) => run.ended)),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Ends at once the runs this instance serves that a kill switch now forbids (the emergency stop). */
export function stopDisabledRuns(host: RunHost, allowed: (toolSlug: string) => boolean): void {
  for (const run of host.active.values()) if (!allowed(run.tool)) run.stop("disabled");
}
