import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Lease } from "../metering/lease";
import { type Admission, createAdmission } from "./admission";

/** Users whose room an instance remembers; the least recently noted are forgotten first. */
const ROOM_USERS_MAX = 10_000;

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
export type RunHost = {
  lease: Lease;
  active: Map<string, ActiveRun>;
  /** Runs on their way to being served: their start statement is queued or running (startingRun). */
  starting: Set<Promise<void>>;
  /** Set by a graceful shutdown: a run served from then on is ended at once. */
  draining: boolean;
  /** The runs let in at once and the line waiting for them (admission.ts). */
  admission: Admission;
  /**
   * What this instance last saw of each user's allowance, the words left, least recently noted
   * first: whether a run may ask the model before its words are reserved (early-upstream.ts).
   * Read it with peek(), which leaves the order alone: the order of noting decides who is forgotten.
   */
  room: LRUCache<string, number>;
};

export function createRunHost(
  leaseSeconds: number,
  runs: { concurrency: number; queueLimit: number } = { concurrency: 200, queueLimit: 2000 },
): RunHost {
  const lease = { instanceId: randomUUID(), seconds: leaseSeconds };
  const admission = createAdmission({ slots: runs.concurrency, queueLimit: runs.queueLimit });
  return {
    lease,
    active: new Map(),
    starting: new Set(),
    draining: false,
    admission,
    room: new LRUCache({ max: ROOM_USERS_MAX }),
  };
}

/**
 * Marks a run on its way to being served: its start waits for the turn's statement (and a stream
 * for its first write), and a shutdown in that moment must still wait for it and then end it, or
 * its words would be settled after the database closed. Call the returned function once the run is
 * served (serveRun) or was refused.
 */
export function startingRun(host: RunHost): () => void {
  let done!: () => void;
  const ticket = new Promise<void>((resolve) => (done = resolve));
  host.starting.add(ticket);
  return () => {
    host.starting.delete(ticket);
    done();
  };
}

/** Registers a run while its handler serves it; call the returned function once it has settled. */
export function serveRun(host: RunHost, runId: string, tool: string, stop: (reason: EndReason) => void): () => void {
  let ended!: () => void;
  host.active.set(runId, { tool, stop, ended: new Promise<void>((resolve) => (ended = resolve)) });
  if (host.draining) stop("shutdown");
  return () => {
    host.active.delete(runId);
    ended();
  };
}

/**
 * Graceful shutdown: ends every run this instance serves, and every run still starting as soon as
 * it is served, and waits (at most `timeoutMs`) for all of them to settle.
 */
export async function drainRuns(host: RunHost, timeoutMs: number): Promise<void> {
  host.draining = true;
  host.admission.close(); // runs still waiting for a slot are told to come back

  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  while ((host.active.size > 0 || host.starting.size > 0) && Date.now() < deadline) {
    const serving = [...host.active.values()];
    for (const run of serving) run.stop("shutdown");
    await Promise.race([
      Promise.all([...serving.map((run) => run.ended), ...host.starting]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now());
      }),
    ]);
    clearTimeout(timer);
  }
}

/** Ends at once the runs this instance serves that a kill switch now forbids (the emergency stop). */
export function stopDisabledRuns(host: RunHost, allowed: (toolSlug: string) => boolean): void {
  for (const run of host.active.values()) if (!allowed(run.tool)) run.stop("disabled");
}
