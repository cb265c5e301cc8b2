import { countWords, truncateToWords } from "@shared/words";
import { AiError } from "../ai/types";
import { checkpointRun } from "../metering/checkpoint";
import type { Reservation } from "../metering/run-types";
import { saveDelivered } from "../metering/save-delivered";
import type { Emit, RunSession } from "./session";
import { timeCheckpoints } from "./time-checkpoint";

/**
 * Words reserved at a time as a run writes: small, so a run holds little more than it has written
 * and the user's other runs (another tab) still fit, and a crash loses at most one step of charged
 * text; each step is one short transaction (checkpointRun).
 */
export const RESERVE_STEP = 50;

/**
 * The delivered text is also saved this often while a run streams (time-checkpoint.ts): a crash
 * loses at most this long of text (plus one save's latency), however slow the model.
 */
export const SAVE_EVERY_MS = 1500;

/** Why the upstream request is ended after the model finished: a plain value, not a DOMException per run. */
const FINISHED = Symbol("run finished");

/** `cut`: the allowance ran out (the output stops at its last word) or the model reached its length limit. */
export type Streamed = { output: string; failure?: AiError; lost: boolean; cut: boolean };

/** What pump reads and where it writes: the started run's session, the model's text, the client's events. */
export type Pumping = { session: RunSession; model: AsyncIterable<string>; emit: Emit };

/**
 * The model's text to the client, piece by piece, holding the allowance a step ahead. When a piece
 * would pass what the run holds, checkpointRun saves the text already sent (not the piece: so every
 * word the row keeps reached the client) and holds the next step; when no words are left the
 * output stops exactly at the allowance. `lost`: the run was settled by the reaper meanwhile.
 */
export async function pump({ session, model, emit }: Pumping): Promise<Streamed> {
  const { deps, tool, upstream } = session;
  const reservation = session.reservation as Reservation;
  const { lease } = deps.host;
  let output = "";
  let cut = false;
  const saves = timeCheckpoints(
    (text) => saveDelivered(deps.db, reservation, lease, text),
    SAVE_EVERY_MS,
    // The run goes on holding its words; its next checkpoint or the settlement saves the text.
    (error) => deps.log.warn(`saving the text of ${tool.slug} failed`, error),
  );
  // Every way out (the end, a stop, a failed checkpoint) waits for a save in flight: the
  // settlement after it must be the last write of the run's text.
  try {
    try {
      for await (const text of model) {
        if (session.stopped) break;
        let piece = text;
        const needed = countWords(output + piece) - reservation.words;
        if (needed > 0) {
          let held: number | null;
          try {
            await saves.quiet();
            held = await checkpointRun(deps.db, reservation, lease, output, Math.max(needed, RESERVE_STEP));
            saves.saved(output);
          } catch (error) {
            // The database failed, not the model: the words sent so far are charged as an interrupted
            // run's (by the settlement after, or by the reaper from the last checkpoint if the
            // database is still away), never turned into a free "failed" run.
            deps.log.error(`checkpoint of ${tool.slug} failed`, error);
            session.stop("database");
            return { output, lost: false, cut };
          }
          if (held === null) {
            upstream.abort();
            return { output, lost: true, cut };
          }
          if (held < needed) {
            piece = truncateToWords(output + piece, reservation.words).slice(output.length);
            cut = true;
            upstream.abort();
          }
        }
        output += piece;
        if (piece && !session.stopped) {
          emit({ type: "delta", text: piece });
          saves.delivered(output);
        }
        if (upstream.signal.aborted) break;
      }
    } catch (error) {
      // Our own abort (client gone, shutdown, allowance reached) is not a failure.
      if (!upstream.signal.aborted) {
        const failure = error instanceof AiError ? error : new AiError("UPSTREAM_ERROR", String(error));
        deps.log.warn(`run ${tool.slug} failed: ${failure.message}`);
        return { output, failure, lost: false, cut };
      }
    }
    upstream.abort(FINISHED);
    return { output, lost: false, cut };
  } finally {
    await saves.quiet();
  }
}
