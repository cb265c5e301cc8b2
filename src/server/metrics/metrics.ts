import type { RunSurface } from "@shared/run-types";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client";
import type { RunMetrics, RunWatch } from "./runs";

/**
 * This instance's Prometheus metrics (docs/operations.md "Operations: metrics, request ids and logs"), in a
 * registry of its own: never prom-client's global one, since tests build several servers in one process
 * and each must count only its own. Made only when METRICS_TOKEN is set; otherwise nothing is counted at all.
 *
 * Label values are bounded: surfaces and statuses are fixed lists, tools are the catalogue's slugs,
 * routes are the app's route patterns (http.ts), never raw paths. Each labelled child is looked up
 * once and kept, so counting a run or a request builds no label key.
 */
export type Metrics = {
  registry: Registry;
  runs: RunMetrics;
  /** One answered HTTP request: its route pattern ("unmatched" when none), method and status. */
  request(route: string, method: string, status: number): void;
  /** What the run queue depth gauge reads at each scrape (0 until something sets it). */
  setQueueDepthSource(source: () => number): void;
};

/** Methods counted by name; any other (a client may send any token) is "other". */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Seconds; a run lasts from a fraction of a second (a check) to minutes (a long draft). */
const RUN_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];
/** Seconds from a run's start to its first word: the model's own latency, mostly. */
const FIRST_WORD_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/** `make(key)` once per key, kept. */
function cached<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let child = made.get(key);
    if (child === undefined) {
      child = make(key);
      made.set(key, child);
    }
    return child;
  };
}

export function createMetrics(opts: { poolStats?: () => PoolStats } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const runsStarted = new Counter({
    name: "quillstack_runs_started_total",
    help: "Runs that started (their row written and their first words held), by surface and tool.",
    labelNames: ["surface", "tool"] as const,
    registers,
  });
  const runsEnded = new Counter({
    name: "quillstack_runs_ended_total",
    help: "Runs settled by this instance (by the run core, or its reaper: status interrupted), by final status and surface.",
    labelNames: ["status", "surface"] as const,
    registers,
  });
  const wordsCharged = new Counter({
    name: "quillstack_words_charged_total",
    help: "Words charged by the runs this instance settled, by surface.",
    labelNames: ["surface"] as const,
    registers,
  });
  const runSeconds = new Histogram({
    name: "quillstack_run_duration_seconds",
    help: "From a run's start (its row written) to its settlement by the run core, by surface.",
    labelNames: ["surface"] as const,
    buckets: RUN_SECONDS,
    registers,
  });
  const firstWordSeconds = new Histogram({
    name: "quillstack_run_first_word_seconds",
    help: "From a streamed run's start (its row written) to its first piece of text sent, by surface.",
    labelNames: ["surface"] as const,
    buckets: FIRST_WORD_SECONDS,
    registers,
  });
  const reaperSettlements = new Counter({
    name: "quillstack_reaper_settlements_total",
    help: "Runs whose instance stopped renewing their lease, settled as interrupted by this instance's reaper.",
    registers,
  });
  let queueDepth = () => 0;
  new Gauge({
    name: "quillstack_run_queue_depth",
    help: "Runs waiting to be admitted on this instance.",
    registers,
    collect() {
      this.set(queueDepth());
    },
  });
  const { poolStats } = opts;
  if (poolStats) {
    // PostgreSQL only: PGlite has no pool (one connection, queries serialised inside it).
    new Gauge({
      name: "quillstack_db_pool_in_use",
      help: "PostgreSQL connections of this instance's pool checked out by a query or transaction.",
      registers,
      collect() {
        const stats = poolStats();
        this.set(stats.total - stats.idle);
      },
    });
    new Gauge({
      name: "quillstack_db_pool_waiting",
      help: "Queries and transactions of this instance waiting for a PostgreSQL connection from the pool.",
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  const requests = new Counter({
    name: "quillstack_http_requests_total",
    help: "HTTP requests answered, by route pattern (unmatched: no route), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });

  const startedOf = cached((surface: string) => cached((tool: string) => runsStarted.labels(surface, tool)));
  const endedOf = cached((status: string) => cached((surface: string) => runsEnded.labels(status, surface)));
  const wordsOf = cached((surface: string) => wordsCharged.labels(surface));
  const secondsOf = cached((surface: string) => runSeconds.labels(surface));
  const firstWordOf = cached((surface: string) => firstWordSeconds.labels(surface));
  const requestOf = cached((route: string) =>
    cached((method: string) => cached((status: number) => requests.labels(route, method, String(status)))),
  );

  const started = (surface: RunSurface, tool: string): RunWatch => {
    startedOf(surface)(tool).inc();
    const since = performance.now();
    let wrote = false;
    return {
      emitting: (push) => (event) => {
        if (!wrote && event.type === "delta") {
          wrote = true;
          firstWordOf(surface).observe((performance.now() - since) / 1000);
        }
        push(event);
      },
      ended: (status, settled) => {
        if (!settled?.settled) return;
        endedOf(status)(surface).inc();
        if (settled.charged > 0) wordsOf(surface).inc(settled.charged);
        secondsOf(surface).observe((performance.now() - since) / 1000);
      },
    };
  };

  return {
    registry,
    runs: {
      started,
      reaped: (surface, charged) => {
        reaperSettlements.inc();
        endedOf("interrupted")(surface).inc();
        if (charged > 0) wordsOf(surface).inc(charged);
      },
    },
    request: (route, method, status) => requestOf(route)(METHODS.has(method) ? method : "other")(status).inc(),
    setQueueDepthSource: (source) => {
      queueDepth = source;
    },
  };
}
