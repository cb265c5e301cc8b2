import { failureShown, REFUSALS, type RunDone } from "@shared/run";
import { type ToolEntry, toPlainText } from "@shared/tools";
import { countWords } from "@shared/words";
import { AiError } from "../ai/types";
import type { Reservation, RunEnd, Settled } from "../metering/run-types";
import { askEarly, mayAskEarly, noteRoom } from "./early-upstream";
import { pump, RESERVE_STEP, type Streamed } from "./pump";
import type { Emit, Producer, RunSession, StopReason } from "./session";

// Where crash and backup tests (and anyone sizing a run's steps) read them.
export { RESERVE_STEP, SAVE_EVERY_MS } from "./pump";

/**
 * A model's text as events, charged exactly the words generated: a producer of its run's session
 * (session.ts), which starts, serves and settles it. The run is a row from its first moment: its
 * row and first step of the allowance are written together; each further step checkpoints the text
 * already handed out (pump.ts); at the end one transaction settles the charge, the usage_logs row
 * and the row's final state. If this instance dies, its lease runs out and another instance's
 * reaper settles the run from its last checkpoint (reaper.ts).
 */
export function streamRun(session: RunSession): Producer {
  const { deps, tool, userId, run } = session;
  const { host, provider } = deps;
  let lengthLimited = false;
  const prompt = { ...run.prompt, signal: session.upstream.signal, onLengthLimit: () => (lengthLimited = true) };
  let early: AsyncIterable<string> | null = null;
  return {
    async open() {
      const starts = session.start(RESERVE_STEP, run.checks);
      // The model is asked while the words are reserved when this instance last saw room for the
      // run (docs/decisions/0013-early-upstream-request.md); a refused run's request is dropped unread.
      if (mayAskEarly(provider, host, userId, run.checks, RESERVE_STEP)) early = askEarly(provider, prompt);
      const refused = await starts;
      // Any refusal (not only the limit: an organization's switch, a suspension) means no early request next time.
      noteRoom(host, userId, refused ? 0 : session.remaining);
      return refused;
    },
    async produce(emit) {
      const reservation = session.reservation as Reservation;
      // The run's document exists from here on: the caller links what it shows to it at once, so a
      // stop or a lost connection still leaves it knowing where the text is kept.
      emit({ type: "start", documentId: reservation.runId });
      const model = early ?? provider.streamText(prompt);
      const pumped = await pump({ session, model, emit });
      const streamed = { ...pumped, cut: pumped.cut || lengthLimited };
      const ending = endOf(tool, streamed, session.stopped);
      const settled = await session.settle(ending.end);
      if (settled?.usage) noteRoom(host, userId, settled.usage.wordsLimit - settled.usage.wordsUsed);
      // Read again: the client may have left while the run was settled.
      if (session.stopped === "disabled") {
        const switched = await deps.switches.read();
        emit({
          type: "error",
          error: switched.globalDisabled ? REFUSALS.globalDisabled : REFUSALS.toolDisabled(tool.name),
        });
      } else finish(emit, session, streamed, ending, settled);
    },
  };
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

/**
 * Tells the caller how the run was settled. A failed run charges nothing and keeps what streamed; a
 * finished one keeps and charges its post-processed text; one the client left (stopped) or the
 * server ended (interrupted: shutdown, or a kill switch) keeps the text sent and charges the words
 * generated.
 */
function finish(
  emit: Emit,
  session: RunSession,
  streamed: Streamed,
  { failure, final }: Ending,
  settled: Settled | null,
) {
  const { stopped, tool } = session;
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
    documentId: (session.reservation as Reservation).runId,
  };
  emit({ type: "done", done });
}
