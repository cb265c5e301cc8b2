import type { Refusal, RunEvent } from "@shared/run-events";
import type { RunSurface } from "@shared/run-types";
import type { ToolEntry } from "@shared/tools";
import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { Switches } from "../kill-switches/switches";
import type { Logger } from "../log";

import type { RunMetrics } from "../metrics/runs";
import type { RunHost } from "./host";

/**
 * The run core's contract (docs/architecture.md "Architecture"): what a surface (the browser's event stream, the
 * public API, any later one) hands runTool and what it gets back. Nothing here knows HTTP.
 */

/**
 * What a run needs from the server: the database, the model provider, the logger, the kill switches,
 * this instance's run host, and its metrics (absent: nothing is counted; metrics/runs.ts).
 */
export type RunDeps = {
  db: Db;
  provider: AiProvider;
  log: Logger;
  host: RunHost;
  switches: Switches;
  metrics?: RunMetrics;
};

/** One run asked for: the tool, who asks, the request body as sent (validated by the core), and when they leave. */
export type RunInput = {
  tool: ToolEntry;
  userId: string;
  /** The parsed JSON body (`null` when it was not JSON): `{ input, options?, presetId?, draftIndex? }`. */
  body: unknown;
  /** Aborted when the caller left: a streamed run ends `stopped` and is charged the words it delivered. */
  signal: AbortSignal;
  /** The caller's own document the run is for (the editor's AI on a selection): refused 404 unless live and finished. */
  parentId?: string;
  /** Where the run was asked for; "app" when not said, "editor" always when `parentId` is set. */
  surface?: RunSurface;
  /**
   * A run that must wait for a slot (runs/admission.ts) answers at once with events, `queued` first,
   * so the caller can say so; a refusal once it is let in is then an `error` event. Without it, the
   * caller simply waits for the outcome.
   */
  announceWait?: boolean;
};

/** A run refused before it started, or its events (the run goes on and settles whether or not they are read). */
export type RunOutcome = { refused: Refusal } | { events: AsyncIterable<RunEvent> };
