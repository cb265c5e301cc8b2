import type { RunEvent } from "@shared/run-events";
import { runTool } from "../runs/run";
import type { RunDeps, RunInput, RunOutcome } from "../runs/types";
import type { StoredAnswer } from "./idempotency-store";
import type { Keeper } from "./idempotent";
import { foldRun, type RunResult, runFold } from "./outcome";

/**
 * Starts a run through the run core for a protocol. Nothing ran when it throws or is refused, so
 * the request's idempotency key (if any) is given back for a retry.
 */
export async function startRun(deps: RunDeps, input: RunInput, keeper: Keeper | null): Promise<RunOutcome> {
  let run: RunOutcome;
  try {
    run = await runTool(deps, input);
  } catch (error) {
    await keeper?.release();
    throw error;
  }
  if ("refused" in run) await keeper?.release();
  return run;
}

/**
 * Reads a started run to its end (`each` sees every event) and keeps its answer, `encode`d, for
 * the key's retries. A run that throws past its settlement has no answer to keep: the key is given
 * back (the run settled itself, or the reaper will).
 */
export async function finishRun(
  events: AsyncIterable<RunEvent>,
  keeper: Keeper | null,
  encode: (result: RunResult) => StoredAnswer,
  each?: (event: RunEvent, so: RunResult) => unknown,
): Promise<StoredAnswer> {
  let result: RunResult;
  try {
    result = await foldRun(events, each);
  } catch (error) {
    await keeper?.release();
    throw error;
  }
  const answer = encode(result);
  await keeper?.store(answer);
  return answer;
}

/**
 * Writes a started run's events to a stream (`each`, as they come) and keeps its answer, `encode`d,
 * once they end, even when they throw: what a retry with the key gets is what the stream told.
 */
export async function writeRun(
  events: AsyncIterable<RunEvent>,
  keeper: Keeper | null,
  encode: (result: RunResult) => StoredAnswer,
  each: (event: RunEvent, so: RunResult) => unknown,
): Promise<RunResult> {
  const fold = runFold();
  try {
    return await foldRun(events, each, fold);
  } finally {
    await keeper?.store(encode(fold.result));
  }
}

/**
 * A started run's events passed on to a stream as they come, folded on the way; `keep()` (once the
 * stream has ended, or failed) keeps the answer `encode`d from what passed.
 */
export function streamRun(
  events: AsyncIterable<RunEvent>,
  keeper: Keeper | null,
  encode: (result: RunResult) => StoredAnswer,
) {
  const fold = runFold();
  async function* passing() {
    for await (const event of events) {
      fold.see(event);
      yield event;
    }
  }
  return {
    events: keeper ? passing() : events,
    result: fold.result,
    keep: async () => {
      await keeper?.store(encode(fold.result));
    },
  };
}
