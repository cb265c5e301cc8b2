import { REFUSALS, type RunDone } from "@shared/run";
import { type ToolEntry, toPlainText } from "@shared/tools";
import { countWords, truncateToWords } from "@shared/words";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { AiError } from "../ai/types";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";
import { extendReservation, readAllowance, reserveWords, settleWords } from "../metering/allowance";
import type { Prepared } from "./preflight";
import type { RunDeps } from "./types";

/**
 * Words reserved at a time as a run writes: small, so a run holds little more than it has written
 * and the user's other runs (another tab) still fit; each step is one conditional UPDATE.
 */
export const RESERVE_STEP = 50;

/**
 * Streams a model's text to the client as SSE and charges exactly the words generated: reserve a
 * step up front (one conditional UPDATE), reserve more as the text grows, stop at the allowance,
 * then settle the charge and the usage_logs row in one transaction.
 */
export async function streamRun(c: Context<AppEnv>, tool: ToolEntry, run: Prepared, deps: RunDeps) {
  const { db, provider, log } = deps;
  const { prompt, allowance } = run;
  const user = c.get("user");
  const first = Math.min(allowance.remaining, RESERVE_STEP);
  const reservation = first > 0 ? await reserveWords(db, user.id, first) : null;
  if (!reservation) {
    const r = REFUSALS.wouldExceed;
    return apiError(c, 403, r.code, r.title, r.message);
  }

  return streamSSE(c, async (stream) => {
    const upstream = new AbortController();
    let clientGone = false;
    stream.onAbort(() => {
      clientGone = true;
      upstream.abort();
    });
    let output = "";
    let failure: AiError | undefined;
    try {
      for await (const text of provider.streamText({ ...prompt, signal: upstream.signal })) {
        let piece = text;
        // Hold more of the allowance as the text grows; when none is left, the output stops here.
        const needed = countWords(output + piece) - reservation.words;
        if (needed > 0) {
          const held =
            (await extendReservation(db, reservation, Math.max(needed, RESERVE_STEP))) ||
            (await extendReservation(db, reservation, needed));
          if (!held) {
            piece = truncateToWords(output + piece, reservation.words).slice(output.length);
            upstream.abort();
          }
        }
        output += piece;
        if (piece && !clientGone) await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: piece }) });
        if (upstream.signal.aborted) break;
      }
    } catch (error) {
      if (!clientGone) {
        failure = error instanceof AiError ? error : new AiError("UPSTREAM_ERROR", String(error));
        log.warn(`run ${tool.slug} failed: ${failure.message}`);
      }
    }

    const final = tool.postProcess === "plain" ? toPlainText(output) : output;
    if (!failure && !clientGone && tool.emptyResult && final.trim() === "") {
      failure = new AiError("EMPTY_RESULT", tool.emptyResult.message, tool.emptyResult.title);
    }

    // A failed run charges nothing; a finished or abandoned one charges the words it generated.
    let charged = 0;
    try {
      charged = await settleWords(db, reservation, tool.slug, failure ? 0 : countWords(final));
    } catch (error) {
      log.error(`settling words for ${tool.slug} failed`, error);
      if (!clientGone) await stream.writeSSE({ event: "error", data: JSON.stringify(REFUSALS.usageFailed) });
      return;
    }
    if (clientGone) return;
    if (failure) {
      const message = failure.code === "UPSTREAM_ERROR" ? tool.failure : failure.message;
      await stream.writeSSE({
        event: "error",
        data: JSON.stringify({ code: failure.code, title: failure.title, message }),
      });
      return;
    }
    const after = await readAllowance(db, user.id);
    const done: RunDone = {
      output: final,
      wordsCharged: charged,
      usage: { wordsUsed: after?.wordsUsed ?? 0, wordsLimit: after?.wordsLimit ?? 0 },
    };
    await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
  });
}
