import type { GrammarResult } from "@shared/grammar";
import type { RunDone } from "@shared/run";
import type { ToolEntry } from "@shared/tools";
import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { Switches } from "../metering/switches";
import type { RunHost } from "./host";

/**
 * The run core's contract (README "The run core"): what a surface (the browser's event stream, the
 * public API, any later one) hands runTool and what it gets back. Nothing here knows HTTP.
 */

/** What a run needs from the server: the database, the model provider, the logger, the kill switches and this instance's run host. */
export type RunDeps = { db: Db; provider: AiProvider; log: Logger; host: RunHost; switches: Switches };

/** One run asked for: the tool, who asks, the request body as sent (validated by the core), and when they leave. */
export type RunInput = {
  tool: ToolEntry;
  userId: string;
  /** The parsed JSON body (`null` when it was not JSON): `{ input, options?, presetId?, draftIndex? }`. */
  body: unknown;
  /** Aborted when the caller left: a streamed run ends `stopped` and is charged the words it delivered. */
  signal: AbortSignal;
};

/** A failure told to the caller: the API's error shape, `{ code, title, message }`. */
export type RunFailure = { code: string; title: string; message: string };

/**
 * Why a run did not start (nothing reserved, no document). `status` is the HTTP status surfaces
 * that speak HTTP answer with; `issues` lists every validation problem (the message is the first's).
 */
export type Refusal = RunFailure & {
  status: 400 | 403 | 413 | 503;
  issues?: { path: PropertyKey[]; message: string }[];
};

/** A structured check's final answer: the run's `done` plus its findings. */
export type CheckDone = RunDone & { result: GrammarResult };

/**
 * What a started run reports, in order. A streamed run: `start`, `delta`s, then one `done` or
 * `error` (none when the caller left: the run ended `stopped`). A check reports only its `done`
 * (which names the document) or an `error`.
 */
export type RunEvent =
  | { type: "start"; documentId: string }
  | { type: "delta"; text: string }
  | { type: "done"; done: RunDone | CheckDone }
  | { type: "error"; error: RunFailure };

/** A run refused before it started, or its events (the run goes on and settles whether or not they are read). */
export type RunOutcome = { refused: Refusal } | { events: AsyncIterable<RunEvent> };
