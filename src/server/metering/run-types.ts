import type { RunRequest } from "@shared/run-types";
import type { Db } from "../db/client";
import type { Allowance } from "./allowance";

/**
 * A run as the money path sees it (docs/architecture.md "Word allowance"): the words it holds, its
 * start, its end and its settlement. What it was asked to do (RunRequest) and where (RunSurface)
 * are shared with the browser: @shared/run-types.
 */

/** What the money path's statements run on: the database, or a transaction of it. */
export type Executor = Pick<Db, "execute">;

/** A running run's hold on the allowance. `words` mirrors its row's words_reserved. */
export type Reservation = {
  runId: string;
  userId: string;
  words: number;
  period: string;
  /** The organization whose pool (and the member's cap) the run holds; null for a personal run. */
  organizationId: string | null;
};

/** What a run may not start past, checked in this order after the limit: the input's words, then the tool's own estimate. */
export type StartChecks = { inputWords: number; need: number };

/** A started run's reservation, or why none was made: the allowance as it stood (null: no profile). */
export type RunStart =
  | { reservation: Reservation; allowance: Allowance }
  | { reservation: null; allowance: Allowance | null; status: string | null };

/** One run to start: what was asked, the words to hold, and what it may not start past. */
export type Starting = { request: RunRequest; words: number; checks: StartChecks };

/** How a run ended, as its instance saw it; the reaper's ending is `interrupted`. */
export type RunEnd = {
  status: "done" | "truncated" | "stopped" | "failed" | "interrupted";
  /** Words to charge; capped at what the run holds. */
  charge: number;
  output: string;
  result?: unknown;
};

/** A settled run: whether this call settled it, the words charged, and the user's allowance after. */
export type Settled = { settled: boolean; charged: number; usage: { wordsUsed: number; wordsLimit: number } | null };

/** One run to settle: its end, and `charge` "delivered" for what its last checkpoint saved. */
export type Closing = {
  runId: string;
  status: RunEnd["status"];
  charge: number | "delivered";
  output?: string;
  result?: unknown;
};
