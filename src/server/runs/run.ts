import { REFUSALS } from "@shared/run";
import type { Refusal, RunEvent } from "@shared/run-events";
import { AdmissionClosed } from "./admission";
import { checkRun } from "./check-run";
import { type Prepared, prepareRun } from "./preflight";
import { RunSession } from "./session";
import { streamRun } from "./stream-run";
import type { RunDeps, RunInput, RunOutcome } from "./types";

/**
 * The run core (docs/architecture.md "Architecture"): every run starts here, whatever surface asked for it.
 * Refusals come first (preflight.ts: validation, kill switches, the model's availability and
 * context), then the run waits for a slot of this instance (admission.ts: at once, in line, or
 * told to come back), then the start statement's allowance checks, then the kind of run the tool's
 * entry declares: a structured check (`run: "check"`, or offline rules when no model is
 * available), or a stream of the model's text. Answers the refusal, or the run's events (types.ts).
 */
export async function runTool(deps: RunDeps, input: RunInput): Promise<RunOutcome> {
  const prepared = await prepareRun(input.body, input.tool, deps);
  if ("refused" in prepared) return prepared;
  const ticket = deps.host.admission.enter(input.signal);
  if ("full" in ticket)
    return { refused: { status: 429, ...REFUSALS.queueFull, retryAfter: ticket.retryAfterSeconds } };
  if (ticket.admitted) return admitted(deps, input, prepared, ticket.release);
  if (input.announceWait) return { events: afterWaiting(deps, input, prepared, ticket) };
  const release = await ticket.ready.catch((error: unknown) => error);
  if (release instanceof AdmissionClosed) return { refused: waitEnded(release) };
  return admitted(deps, input, prepared, release as () => void);
}

/**
 * A run let in: its session (session.ts) holds the slot until the run has settled, or gives it back
 * at once when the run is refused; the tool's entry says which kind of run produces its events.
 */
function admitted(deps: RunDeps, input: RunInput, prepared: Prepared, release: () => void): Promise<RunOutcome> {
  const { tool } = input;
  return new RunSession(deps, input, release).live(prepared, (session) =>
    tool.run === "check" || (!session.run.useModel && tool.offlineRules) ? checkRun(session) : streamRun(session),
  );
}

/** The events of a run that waits for a slot: `queued`, then the run's own (a refusal as an `error`). */
async function* afterWaiting(
  deps: RunDeps,
  input: RunInput,
  prepared: Prepared,
  ticket: { position: number; ready: Promise<() => void> },
): AsyncIterable<RunEvent> {
  yield { type: "queued", position: ticket.position };
  let release: () => void;
  try {
    release = await ticket.ready;
  } catch (error) {
    if (!(error instanceof AdmissionClosed)) throw error;
    const { code, title, message } = waitEnded(error);
    yield { type: "error", error: { code, title, message } };
    return;
  }
  const outcome = await admitted(deps, input, prepared, release);
  if ("refused" in outcome) {
    const { code, title, message } = outcome.refused;
    yield { type: "error", error: { code, title, message } };
    return;
  }
  yield* outcome.events;
}

/** Why a run stopped waiting: its caller left (nobody reads the answer), or this server is shutting down. */
function waitEnded(error: AdmissionClosed): Refusal {
  if (error.reason === "shutdown") return { status: 503, ...REFUSALS.restarting, retryAfter: 5 };
  return { status: 400, code: "RUN_CANCELLED", title: "Error", message: "The run was cancelled before it started." };
}
