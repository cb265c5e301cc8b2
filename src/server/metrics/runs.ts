import type { RunSurface } from "@shared/run-types";
import type { RunEnd } from "../metering/run-types";

/**
 * What the run core tells the metrics (metrics.ts) about a run: one call when it holds its first
 * words (its row exists), one when it is settled. The rest (time to the first word) is read from the
 * events it sends, through `emitting`.
 */
export type RunWatch = {
  /** `push` itself when nothing is measured; else `push` that also notes the run's first delta. */
  emitting<E extends { type: string }>(push: (event: E) => void): (event: E) => void;
  /**
   * The run's settlement by the run core, as it answered: counted only when this call settled it
   * (`settled.settled`). Otherwise a reaper settled it (or will: `settled` null), and counts it there.
   */
  ended(status: RunEnd["status"], settled: { settled: boolean; charged: number } | null): void;
};

export type RunMetrics = {
  started(surface: RunSurface, tool: string): RunWatch;
  /** A run the reaper settled (interrupted, charged what its last checkpoint saved). */
  reaped(surface: string, charged: number): void;
};

const NOT_WATCHED: RunWatch = { emitting: (push) => push, ended: () => {} };

/** Counts nothing: the metrics are off (no METRICS_TOKEN), or the caller built its deps without them. */
export const NO_RUN_METRICS: RunMetrics = { started: () => NOT_WATCHED, reaped: () => {} };

/** The watch of a run that now holds its words (`surface` unset: the app's). */
export function watchRun(deps: { metrics?: RunMetrics }, request: { surface?: RunSurface; tool: string }): RunWatch {
  return (deps.metrics ?? NO_RUN_METRICS).started(request.surface ?? "app", request.tool);
}
