import type { AiProvider, GenerateRequest } from "../ai/types";
import type { StartChecks } from "../metering/run-types";
import type { RunHost } from "./host";

/**
 * Asking the model while the run's start statement reserves its words, instead of after: the two
 * round trips (PostgreSQL's and the model server's) overlap, which is most of what a run adds to
 * the model's own latency when both answer quickly (docs/decisions/0013-early-upstream-request.md). Nothing the model writes
 * reaches the client, or is counted, before the reservation exists: the stream is read only once
 * the run has started, and a refused run's request is aborted unread.
 *
 * A refused run would still have cost the model server the request's start, so it is asked early
 * only when this instance last saw the user with room for the run (their previous run's start or
 * settlement). A user at their limit, or one this instance has not served yet, waits for the
 * reservation as before. The embedded model is never asked early: its work takes the CPU that
 * every run shares.
 */

/** What this instance last saw of the user's allowance: the words left (0 after a refusal). */
export function noteRoom(host: RunHost, userId: string, remaining: number): void {
  host.room.set(userId, remaining); // set last: the most recently noted
}

/** Whether the model may be asked before the run's words are reserved (see above). */
export function mayAskEarly(
  provider: AiProvider,
  host: RunHost,
  userId: string,
  checks: StartChecks,
  step: number,
): boolean {
  if (provider.name !== "openai-compatible") return false;
  const remaining = host.room.peek(userId);
  return remaining !== undefined && remaining >= Math.max(checks.inputWords, checks.need, step);
}

/**
 * Sends the model's request at the end of this turn of the event loop (after the start statement
 * asked for in it: the statement is the shorter of the two waits, and gates the first write to the
 * client) and returns its stream, to be read once the run has started. A failure before then is
 * kept for the reader, or dropped with the stream when the run is refused and `request.signal`
 * aborted (a request not yet sent then is never sent).
 */
export function askEarly(provider: AiProvider, request: GenerateRequest): AsyncIterable<string> {
  const stream = provider.streamText(request)[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<string>> | null = new Promise((resolve) =>
    setImmediate(() => resolve(stream.next())),
  );
  first.catch(() => {});
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const next = first ?? stream.next();
        first = null;
        return next;
      },
      return: (value?: unknown) => stream.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
    }),
  };
}
