import { REFUSALS, type RunDone } from "@shared/run";
import { type ToolEntry, toPlainText } from "@shared/tools";
import { countWords, truncateToWords } from "@shared/words";
import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { AiError } from "../ai/types";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";
import {
  checkpointRun,
  type Reservation,
  type RunEnd,
  readAllowance,
  settleRun,
  startRun,
} from "../metering/allowance";
import { type RunHost, serveRun } from "../runs/host";
import { type Prepared, runRequestOf } from "./preflight";
import type { RunDeps } from "./types";

/**
 * Words reserved at a time as a run writes: small, so a run holds little more than it has written
 * and the user's other runs (another tab) still fit, and a crash loses at most one step of charged
 * text; each step is one short transaction (checkpointRun).
 */
export const RESERVE_STEP = 50;

/** Why a run ended before the model finished: the client left, or this server is shutting down. */
type StopReason = "client" | "shutdown";

/**
 * Streams a model's text to the client as SSE and charges exactly the words generated. The run is
 * a row from its first moment: its row and first step of the allowance are written together; each
 * further step checkpoints the text the client already has; at the end one transaction settles the
 * charge, the usage_logs row and the row's final state. If this instance dies, its lease runs out
 * and another instance's reaper settles the run from its last checkpoint (src/server/runs).
 */
export async function streamRun(c: Context<AppEnv>, tool: ToolEntry, run: Prepared, deps: RunDeps) {
  const { db, host } = deps;
  const reservation = await startRun(db, runRequestOf(tool, c.get("user").id, run), host.lease, RESERVE_STEP);
  if (!reservation) {
    const r = REFUSALS.wouldExceed;
    return apiError(c, 403, r.code, r.title, r.message);
  }

  return streamSSE(c, async (stream) => {
    const upstream = new AbortController();
    let stopped: StopReason | undefined;
    const stop = (reason: StopReason) => {
      stopped ??= reason;
      upstream.abort();
    };
    const served = serveRun(host, reservation.runId, () => stop("shutdown"));
    stream.onAbort(() => stop("client"));
    try {
      // The run's document exists from here on: the client links what it shows to it at once, so a
      // stop or a lost connection still leaves it knowing where the text is kept.
      await stream.writeSSE({ event: "start", data: JSON.stringify({ documentId: reservation.runId }) });
      const streamed = await pump(stream, tool, run, deps, host, reservation, upstream, () => stopped);
      await finish(stream, tool, deps, reservation, streamed, stopped);
    } finally {
      served();
    }
  });
}

type Streamed = { output: string; failure?: AiError; lost: boolean };

/**
 * The model's text to the client, piece by piece, holding the allowance a step ahead. When a piece
 * would pass what the run holds, checkpointRun saves the text already sent (not the piece: so every
 * word the row keeps reached the client) and holds the next step; when no words are left the
 * output stops exactly at the allowance. `lost`: the run was settled by the reaper meanwhile.
 */
async function pump(
  stream: SSEStreamingApi,
  tool: ToolEntry,
  run: Prepared,
  deps: RunDeps,
  host: RunHost,
  reservation: Reservation,
  upstream: AbortController,
  stopped: () => StopReason | undefined,
): Promise<Streamed> {
  let output = "";
  try {
    for await (const text of deps.provider.streamText({ ...run.prompt, signal: upstream.signal })) {
      if (stopped()) break;
      let piece = text;
      const needed = countWords(output + piece) - reservation.words;
      if (needed > 0) {
        const held = await checkpointRun(deps.db, reservation, host.lease, output, Math.max(needed, RESERVE_STEP));
        if (held === null) {
          upstream.abort();
          return { output, lost: true };
        }
        if (held < needed) {
          piece = truncateToWords(output + piece, reservation.words).slice(output.length);
          upstream.abort();
        }
      }
      output += piece;
      if (piece && !stopped()) await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: piece }) });
      if (upstream.signal.aborted) break;
    }
  } catch (error) {
    // Our own abort (client gone, shutdown, allowance reached) is not a failure.
    if (!upstream.signal.aborted) {
      const failure = error instanceof AiError ? error : new AiError("UPSTREAM_ERROR", String(error));
      deps.log.warn(`run ${tool.slug} failed: ${failure.message}`);
      return { output, failure, lost: false };
    }
  }
  upstream.abort();
  return { output, lost: false };
}

/**
 * Settles the run and tells the client. A failed run charges nothing and keeps what streamed; a
 * finished one keeps and charges its post-processed text; one the client left (stopped) or the
 * server ended (interrupted) keeps the text sent and charges the words generated.
 */
async function finish(
  stream: SSEStreamingApi,
  tool: ToolEntry,
  deps: RunDeps,
  reservation: Reservation,
  streamed: Streamed,
  stopped: StopReason | undefined,
) {
  const { db, log } = deps;
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
      : { status: "done", charge: countWords(final), output: final };

  let settled: Awaited<ReturnType<typeof settleRun>>;
  try {
    settled = await settleRun(db, reservation, end);
  } catch (error) {
    // The row stays running; once this instance stops renewing its lease the reaper settles it.
    log.error(`settling words for ${tool.slug} failed`, error);
    if (stopped !== "client") await stream.writeSSE({ event: "error", data: JSON.stringify(REFUSALS.usageFailed) });
    return;
  }
  if (stopped === "client") return;
  if (!settled.settled || stopped === "shutdown") {
    await stream.writeSSE({ event: "error", data: JSON.stringify(REFUSALS.interrupted) });
    return;
  }
  if (failure) {
    const message = failure.code === "UPSTREAM_ERROR" ? tool.failure : failure.message;
    await stream.writeSSE({
      event: "error",
      data: JSON.stringify({ code: failure.code, title: failure.title, message }),
    });
    return;
  }
  const after = await readAllowance(db, reservation.userId);
  const done: RunDone = {
    output: final,
    wordsCharged: settled.charged,
    usage: { wordsUsed: after?.wordsUsed ?? 0, wordsLimit: after?.wordsLimit ?? 0 },
    documentId: reservation.runId,
  };
  await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
}
