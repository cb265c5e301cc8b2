import { failureShown, REFUSALS, type RunDone } from "@shared/run";
import type { RunEvent } from "@shared/run-events";
import { type ToolEntry, toPlainText } from "@shared/tools";
import { countWords, truncateToWords } from "@shared/words";
import { asyncQueue } from "../ai/async-queue";
import { AiError } from "../ai/types";
import { checkpointRun } from "../metering/checkpoint";
import type { Reservation, RunEnd, Settled } from "../metering/run-types";
import { saveDelivered } from "../metering/save-delivered";
import { settleRun } from "../metering/settlement";
import { startRun } from "../metering/start";
import { watchRun } from "../metrics/runs";
import { askEarly, mayAskEarly, noteRoom } from "./early-upstream";
import { type EndReason, type RunHost, serveRun, startingRun } from "./host";
import { type Prepared, runRequestOf, startRefusal } from "./preflight";
import { timeCheckpoints } from "./time-checkpoint";
import type { Caller, RunDeps, RunOutcome } from "./types";

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

/** Why a run ended before the model finished: the client left, the server is shutting down, or a kill switch. */
/** "database": a checkpoint failed (the database went away mid-run); the run ends as interrupted. */
type StopReason = "client" | EndReason | "database";

type Emit = (event: RunEvent) => void;

/** Why the upstream request is ended after the model finished: a plain value, not a DOMException per run. */
const FINISHED = Symbol("run finished");

/**
 * A model's text as events, charged exactly the words generated. The run is a row from its first
 * moment: its row and first step of the allowance are written together; each further step
 * checkpoints the text already handed out; at the end one transaction settles the charge, the
 * usage_logs row and the row's final state. If this instance dies, its lease runs out and another
 * instance's reaper settles the run from its last checkpoint (reaper.ts).
 */
export async function streamRun(tool: ToolEntry, run: Prepared, caller: Caller, deps: RunDeps): Promise<RunOutcome> {
  const { db, host, provider } = deps;
  const { userId } = caller;
  const request = runRequestOf(tool, userId, run);
  const upstream = new AbortController();
  let lengthLimited = false;
  const prompt = { ...run.prompt, signal: upstream.signal, onLengthLimit: () => (lengthLimited = true) };
  const starting = startingRun(host);
  const starts = startRun(db, host.lease, { request, words: RESERVE_STEP, checks: run.checks });
  // The model is asked while the words are reserved when this instance last saw room for the run
  // (docs/decisions/0013-early-upstream-request.md).
  const early = mayAskEarly(provider, host, userId, run.checks, RESERVE_STEP) ? askEarly(provider, prompt) : null;
  const started = await starts.catch((error) => {
    starting();
    upstream.abort();
    throw error;
  });
  const { reservation } = started;
  // Any refusal (not only the limit: an organization's switch, a suspension) means no early request next time.
  noteRoom(host, userId, reservation ? (started.allowance?.remaining ?? 0) : 0);
  if (!reservation) {
    upstream.abort(); // a request sent early is dropped unread
    starting();
    return { refused: startRefusal(started, run.checks, tool) };
  }

  const watch = watchRun(deps, request);
  let stopped: StopReason | undefined;
  const stop = (reason: StopReason) => {
    stopped ??= reason;
    upstream.abort();
  };
  const channel = asyncQueue<RunEvent>(() => stop("client"));
  const served = serveRun(host, reservation.runId, tool.slug, stop);
  starting();
  if (caller.signal.aborted) stop("client");
  else caller.signal.addEventListener("abort", () => stop("client"), { once: true });
  const emit: Emit = watch.emitting(channel.push);

  const write = async () => {
    // The run's document exists from here on: the caller links what it shows to it at once, so a
    // stop or a lost connection still leaves it knowing where the text is kept.
    emit({ type: "start", documentId: reservation.runId });
    const model = early ?? provider.streamText(prompt);
    const pumped = await pump(emit, model, tool, deps, host, reservation, upstream, () => stopped, stop);
    const streamed = { ...pumped, cut: pumped.cut || lengthLimited };
    const ending = endOf(tool, streamed, stopped);
    const settled = await settle(deps, tool, reservation, ending.end);
    watch.ended(ending.end.status, settled);
    if (settled?.usage) noteRoom(host, userId, settled.usage.wordsLimit - settled.usage.wordsUsed);
    if (stopped === "disabled") {
      const switched = await deps.switches.read();
      emit({
        type: "error",
        error: switched.globalDisabled ? REFUSALS.globalDisabled : REFUSALS.toolDisabled(tool.name),
      });
    } else finish(emit, tool, reservation, streamed, ending, stopped, settled);
  };
  write()
    .then(
      () => channel.end(),
      (error) => channel.fail(error),
    )
    .finally(() => {
      served();
      caller.settled();
    });
  return { events: channel };
}

/** `cut`: the allowance ran out (the output stops at its last word) or the model reached its length limit. */
type Streamed = { output: string; failure?: AiError; lost: boolean; cut: boolean };

/**
 * The model's text to the client, piece by piece, holding the allowance a step ahead. When a piece
 * would pass what the run holds, checkpointRun saves the text already sent (not the piece: so every
 * word the row keeps reached the client) and holds the next step; when no words are left the
 * output stops exactly at the allowance. `lost`: the run was settled by the reaper meanwhile.
 */
async function pump(
  emit: Emit,
  model: AsyncIterable<string>,
  tool: ToolEntry,
  deps: RunDeps,
  host: RunHost,
  reservation: Reservation,
  upstream: AbortController,
  stopped: () => StopReason | undefined,
  stop: (reason: StopReason) => void,
): Promise<Streamed> {
  let output = "";
  let cut = false;
  const saves = timeCheckpoints(
    (text) => saveDelivered(deps.db, reservation, host.lease, text),
    SAVE_EVERY_MS,
    // The run goes on holding its words; its next checkpoint or the settlement saves the text.
    (error) => deps.log.warn(`saving the text of ${tool.slug} failed`, error),
  );
  // Every way out (the end, a stop, a failed checkpoint) waits for a save in flight: the
  // settlement after it must be the last write of the run's text.
  try {
    try {
      for await (const text of model) {
        if (stopped()) break;
        let piece = text;
        const needed = countWords(output + piece) - reservation.words;
        if (needed > 0) {
          let held: number | null;
          try {
            await saves.quiet();
            held = await checkpointRun(deps.db, reservation, host.lease, output, Math.max(needed, RESERVE_STEP));
            saves.saved(output);
          } catch (error) {
            // The database failed, not the model: the words sent so far are charged as an interrupted
            // run's (by the settlement below, or by the reaper from the last checkpoint if the
            // database is still away), never turned into a free "failed" run.
            deps.log.error(`checkpoint of ${tool.slug} failed`, error);
            stop("database");
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
        if (piece && !stopped()) {
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

type Ending = { end: RunEnd; failure?: AiError; final: string };

/** How the run ends, as this instance saw it once the model stopped (settled, then told: see finish). */
function endOf(tool: ToolEntry, streamed: Streamed, stopped: StopReason | undefined): Ending {
  const { output, lost } = streamed;
  let failure = streamed.failure;
  const final = tool.postProcess === "plain" ? toPlainText(output) : output;
  if (!failure && !stopped && !lost && tool.emptyResult && final.trim() === "") {
    failure = new AiError("EMPTY_RESULT", tool.emptyResult.message, tool.emptyResult.title);
  }
  const end: RunEnd = failure
    ? { status: "failed", charge: 0, output }
    : stopped
      ? { status: stopped === "client" ? "stopped" : "interrupted", charge: countWords(final), output }
      : { status: streamed.cut ? "truncated" : "done", charge: countWords(final), output: final };
  return { end, failure, final };
}

/** Settles the run in one statement; null when that failed (the reaper settles it once this instance stops renewing its lease). */
async function settle(deps: RunDeps, tool: ToolEntry, reservation: Reservation, end: RunEnd): Promise<Settled | null> {
  try {
    return await settleRun(deps.db, reservation, end);
  } catch (error) {
    deps.log.error(`settling words for ${tool.slug} failed`, error);
    return null;
  }
}

/**
 * Tells the caller how the run was settled. A failed run charges nothing and keeps what streamed; a
 * finished one keeps and charges its post-processed text; one the client left (stopped) or the
 * server ended (interrupted: shutdown, or a kill switch) keeps the text sent and charges the words
 * generated.
 */
function finish(
  emit: Emit,
  tool: ToolEntry,
  reservation: Reservation,
  streamed: Streamed,
  { failure, final }: Ending,
  stopped: StopReason | undefined,
  settled: Settled | null,
) {
  if (stopped === "client") return;
  if (!settled) return emit({ type: "error", error: REFUSALS.usageFailed });
  if (!settled.settled || stopped === "shutdown" || stopped === "database") {
    return emit({ type: "error", error: REFUSALS.interrupted });
  }
  if (failure) {
    return emit({ type: "error", error: failureShown(tool, failure) });
  }
  const done: RunDone = {
    output: final,
    wordsCharged: settled.charged,
    usage: { wordsUsed: settled.usage?.wordsUsed ?? 0, wordsLimit: settled.usage?.wordsLimit ?? 0 },
    truncated: streamed.cut,
    documentId: reservation.runId,
  };
  emit({ type: "done", done });
}
