import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { FAILURE_MESSAGES, GENERIC_FAILURE, REFUSALS, type RunDone, runRequestSchema } from "../../shared/run";
import type { ToolEntry } from "../../shared/tools";
import { countWords, truncateToWords } from "../../shared/words";
import { AiError, type AiProvider, unavailability } from "../ai/types";
import type { Db } from "../db/client";
import { apiError, validationError } from "../http/errors";
import type { AppEnv } from "../http/session";
import type { Logger } from "../log";
import { extendReservation, readAllowance, reserveWords, settleWords } from "../metering/allowance";
import { isGloballyDisabled, isToolEnabled } from "../metering/switches";
import { buildPrompt } from "./prompt";

export type RunDeps = { db: Db; provider: AiProvider; log: Logger };

/**
 * Words reserved at a time as a run writes: small, so a run holds little more than it has written
 * and the user's other runs (another tab) still fit; each step is one conditional UPDATE.
 */
export const RESERVE_STEP = 50;

/**
 * POST /api/tools/{slug}/run. Refusals happen before any model call, in the order DESIGN.md gives:
 * validation, global switch, tool switch, model availability, limit reached, input longer than what
 * remains, then one atomic reservation. The stream then charges exactly the words generated.
 */
export async function runTool(c: Context<AppEnv>, tool: ToolEntry, deps: RunDeps) {
  const { db, provider, log } = deps;
  const parsed = runRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return validationError(c, parsed.error);
  const prompt = buildPrompt(tool, parsed.data);
  if (!prompt) return apiError(c, 400, "UNKNOWN_PRESET", "Error", "Unknown AI style for this tool.");

  const refuse = (status: 403 | 503, r: { code: string; title: string; message: string }) =>
    apiError(c, status, r.code, r.title, r.message);
  if (await isGloballyDisabled(db)) return refuse(503, REFUSALS.globalDisabled);
  if (!(await isToolEnabled(db, tool))) return refuse(503, REFUSALS.toolDisabled(tool.name));
  const notReady = unavailability(provider.status());
  if (notReady) return refuse(503, { code: notReady.code, title: notReady.title, message: notReady.message });

  const user = c.get("user");
  const allowance = await readAllowance(db, user.id);
  if (!allowance) return refuse(503, REFUSALS.usageFailed);
  if (allowance.wordsUsed >= allowance.wordsLimit) return refuse(403, REFUSALS.limitReached(allowance.wordsLimit));
  const inputWords = countWords(parsed.data.input.text);
  if (inputWords > allowance.remaining) return refuse(403, REFUSALS.inputTooLong(inputWords, allowance.remaining));

  const first = Math.min(allowance.remaining, RESERVE_STEP);
  const reservation = first > 0 ? await reserveWords(db, user.id, first) : null;
  if (!reservation) return refuse(403, REFUSALS.wouldExceed);

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
      for await (const text of provider.streamText({
        system: prompt.system,
        prompt: prompt.prompt,
        temperature: prompt.temperature,
        maxTokens: prompt.maxTokens,
        signal: upstream.signal,
      })) {
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

    // A failed run charges nothing; a finished or abandoned one charges the words it generated.
    let charged = 0;
    try {
      charged = await settleWords(db, reservation, tool.name, failure ? 0 : countWords(output));
    } catch (error) {
      log.error(`settling words for ${tool.slug} failed`, error);
      if (!clientGone) await stream.writeSSE({ event: "error", data: JSON.stringify(REFUSALS.usageFailed) });
      return;
    }
    if (clientGone) return;
    if (failure) {
      const message =
        failure.code === "UPSTREAM_ERROR" ? (FAILURE_MESSAGES[tool.slug] ?? GENERIC_FAILURE) : failure.message;
      await stream.writeSSE({
        event: "error",
        data: JSON.stringify({ code: failure.code, title: failure.title, message }),
      });
      return;
    }
    const after = await readAllowance(db, user.id);
    const done: RunDone = {
      output,
      wordsCharged: charged,
      usage: { wordsUsed: after?.wordsUsed ?? 0, wordsLimit: after?.wordsLimit ?? 0 },
    };
    await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
  });
}
