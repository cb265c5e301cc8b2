import type { RunDone } from "@shared/run";
import type { CheckDone, RunEvent, RunFailure } from "@shared/run-events";
import { inputText, type ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import type { BearerEnv } from "../protocols/gate";
import type { Idempotency, StoredAnswer } from "../protocols/idempotency-store";
import type { Keeper } from "../protocols/idempotent";
import { failureStatus, type RunResult } from "../protocols/outcome";
import { startRun } from "../protocols/start";
import type { RunDeps } from "../runs/types";
import { CANCELLED, errorAnswer, fromRefusal, type OpenAiError, openAiError } from "./errors";

/** What the OpenAI-shaped endpoints need: the run core's deps and the Idempotency-Key store. */
export type OpenAiDeps = RunDeps & { idempotency: Idempotency };

/** A run asked for through one of the OpenAI-shaped endpoints, once its request is understood. */
export type OpenAiRun = { c: Context<BearerEnv>; tool: ToolEntry; body: unknown; deps: OpenAiDeps };

export type Started = {
  events: AsyncIterable<RunEvent>;
  /** The words of the tool's input: what `usage` reports as the prompt. */
  inputWords: number;
  /** Aborted when a streaming client leaves: the run stops, charged what it delivered. */
  left: AbortController;
};

/**
 * Starts the tool's run through the run core (surface "openai"); a refusal is answered in OpenAI's
 * shape (the Idempotency-Key was given back: nothing ran). A streamed run stops when its stream's
 * reader leaves (`left`), not when the request's signal says so: the stream outlives it.
 */
export async function startOpenAiRun(
  { c, deps, tool, body }: OpenAiRun,
  keeper: Keeper | null,
  stream: boolean,
): Promise<Started | { refused: Response }> {
  const left = new AbortController();
  const signal = stream ? left.signal : c.req.raw.signal;
  const run = await startRun(deps, { tool, userId: c.get("user").id, body, signal, surface: "openai" }, keeper);
  if ("refused" in run) return { refused: openAiError(c, fromRefusal(run.refused)) };
  const input = (body as { input: Record<string, unknown> }).input;
  return { events: run.events, inputWords: countWords(inputText(tool, input)), left };
}

/** A run that failed after it started, as an OpenAI error (our code, lower-cased; the status its failure's). */
export function failureError(error: RunFailure): OpenAiError {
  return { status: failureStatus(error), type: "server_error", code: error.code.toLowerCase(), message: error.message };
}

/** A run's outcome as a kept answer: `answerOf` its `done`, or its failure (or cancellation) as an OpenAI error. */
export function openAiAnswer(
  { end, documentId }: RunResult,
  answerOf: (done: RunDone | CheckDone) => unknown,
): StoredAnswer {
  if (end.kind === "done") return { status: 200, body: answerOf(end.done), event: null, documentId };
  return errorAnswer(end.kind === "failed" ? failureError(end.error) : CANCELLED, documentId);
}
