import type { RunDone } from "@shared/run";
import type { CheckDone, RunEvent, RunFailure } from "@shared/run-events";
import { inputText, type ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import type { ApiEnv } from "../api/authenticate";
import type { Idempotency, StoredAnswer } from "../api/idempotency";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";
import { failureOf } from "./completion";
import { fromRefusal, type OpenAiError, openAiError } from "./errors";
import { CANCELLED, errorAnswer, type Keeper } from "./idempotent";

/** What the OpenAI-shaped endpoints need: the run core's deps and the Idempotency-Key store. */
export type OpenAiDeps = RunDeps & { idempotency: Idempotency };

/** A run asked for through one of the OpenAI-shaped endpoints, once its request is understood. */
export type OpenAiRun = { c: Context<ApiEnv>; tool: ToolEntry; body: unknown; deps: OpenAiDeps };

export type Started = {
  events: AsyncIterable<RunEvent>;
  /** The words of the tool's input: what `usage` reports as the prompt. */
  inputWords: number;
  /** Aborted when a streaming client leaves: the run stops, charged what it delivered. */
  left: AbortController;
};

/**
 * Starts the tool's run through the run core (surface "openai"); a refusal is answered in OpenAI's
 * shape and gives the Idempotency-Key back, since nothing ran. A streamed run stops when its
 * stream's reader leaves (`left`), not when the request's signal says so: the stream outlives it.
 */
export async function startRun(
  { c, deps, tool, body }: OpenAiRun,
  keeper: Keeper | null,
  stream: boolean,
): Promise<Started | { refused: Response }> {
  const left = new AbortController();
  let run: Awaited<ReturnType<typeof runTool>>;
  try {
    run = await runTool(deps, {
      tool,
      userId: c.get("user").id,
      body,
      signal: stream ? left.signal : c.req.raw.signal,
      surface: "openai",
    });
  } catch (error) {
    await keeper?.release();
    throw error;
  }
  if ("refused" in run) {
    await keeper?.release();
    return { refused: openAiError(c, fromRefusal(run.refused)) };
  }
  const input = (body as { input: Record<string, unknown> }).input;
  return { events: run.events, inputWords: countWords(inputText(tool, input)), left };
}

/** A run that failed after it started, as an OpenAI error (our code, lower-cased). */
export function failureError(error: RunFailure): OpenAiError {
  return { ...failureOf(error), code: error.code.toLowerCase(), message: error.message };
}

/** Reads a run to its end: its answer (`answerOf` its `done`), or its failure as an OpenAI error. */
export async function finishRun(
  events: AsyncIterable<RunEvent>,
  answerOf: (done: RunDone | CheckDone) => unknown,
): Promise<StoredAnswer> {
  let documentId: string | null = null;
  for await (const event of events) {
    if (event.type === "start") documentId = event.documentId;
    else if (event.type === "done") {
      return { status: 200, body: answerOf(event.done), event: null, documentId: event.done.documentId };
    } else if (event.type === "error") return errorAnswer(failureError(event.error), documentId);
  }
  return errorAnswer(CANCELLED, documentId);
}
