import { DOCUMENT_ERRORS } from "@shared/documents";
import type { Refusal, RunEvent } from "@shared/run-events";
import type { RunRequest } from "@shared/run-types";
import type { ToolEntry } from "@shared/tools";
import { asyncQueue } from "../ai/async-queue";
import { isOwnFinishedDocument } from "../documents/store";
import { readAllowance } from "../metering/allowance";
import type { Reservation, RunEnd, Settled, StartChecks } from "../metering/run-types";
import { settleRun } from "../metering/settlement";
import { recordFreeRun, startRun } from "../metering/start";
import { type RunWatch, watchRun } from "../metrics/runs";
import { type EndReason, serveRun, startingRun } from "./host";
import { followGuide, type Prepared, runRequestOf, startRefusal } from "./preflight";
import type { RunDeps, RunInput, RunOutcome } from "./types";

/**
 * Why a run ended before its producer finished: the client left, this instance ended it (a
 * shutdown, a kill switch), or a checkpoint failed ("database": the database went away mid-run).
 */
export type StopReason = "client" | EndReason | "database";

export type Emit = (event: RunEvent) => void;

/**
 * A kind of run plugged into a session: a stream of the model's text (stream-run.ts) or a
 * structured check (check-run.ts). `open` holds the run's words (session.start), or nothing for a
 * run that charges nothing, and answers a refusal or null; `produce` writes the run's events and
 * settles it (session.settle, session.recordFree) before its last event.
 */
export type Producer = {
  open: () => Promise<Refusal | null>;
  produce: (emit: Emit) => Promise<void>;
};

/**
 * One run's life from the moment it holds its admission slot (docs/decisions/0055-run-session.md):
 * the document it is for and its style guide, its start (the words it holds, the row that holds
 * them), its place among the runs this instance serves and why it stopped, its settlement and its
 * metrics. A producer only writes what the run says; the session gives the slot back in one place
 * (`#end`), once the run has settled, or at once when it never started.
 */
export class RunSession {
  readonly deps: RunDeps;
  readonly tool: ToolEntry;
  readonly userId: string;
  /** The run as prepared, then guided (set by `live`, before the producer is made). */
  run!: Prepared;
  /** The request as the run's row keeps it. */
  request!: RunRequest;
  /** The run's hold on the allowance once it started; null for a free run. */
  reservation: Reservation | null = null;
  /** Words the allowance had left when the run started (its start statement's reading). */
  remaining = 0;
  /** Why the run stopped early: the first reason given. */
  stopped: StopReason | undefined;
  /**
   * The producer's request to the model: aborted when the run stops, or by the producer itself
   * once it needs no more of the model (the allowance reached, the answer complete).
   */
  readonly upstream = new AbortController();
  readonly #input: RunInput;
  readonly #release: () => void;
  #served = () => {};
  #watch: RunWatch | undefined;
  #ended = false;

  constructor(deps: RunDeps, input: RunInput, release: () => void) {
    this.deps = deps;
    this.tool = input.tool;
    this.userId = input.userId;
    this.#input = input;
    this.#release = release;
  }

  /**
   * The run's life: refused (its document, its guide, the producer's start), or its events while
   * the producer writes them. Whatever happens, and whether or not the events are read, the slot
   * is given back once, after the run settled.
   */
  async live(prepared: Prepared, producerOf: (session: RunSession) => Producer): Promise<RunOutcome> {
    let settled: Promise<void> = Promise.resolve();
    try {
      const guided = await this.#guided(prepared);
      if ("refused" in guided) return guided;
      this.run = guided;
      this.request = runRequestOf(this.tool, this.userId, guided);
      const producer = producerOf(this);
      const refused = await producer.open().catch((error: unknown) => {
        this.upstream.abort(); // a request sent early is dropped unread
        throw error;
      });
      if (refused) {
        this.upstream.abort();
        return { refused };
      }
      const channel = asyncQueue<RunEvent>(() => this.stop("client"));
      const { signal } = this.#input;
      if (signal.aborted) this.stop("client");
      else signal.addEventListener("abort", () => this.stop("client"), { once: true });
      // A free run (no words held) is watched once recorded (recordFree), as it always was.
      const emit = this.reservation ? this.watch.emitting(channel.push) : channel.push;
      settled = producer.produce(emit).then(
        () => channel.end(),
        (error) => channel.fail(error),
      );
      return { events: channel };
    } finally {
      void settled.then(() => this.#end());
    }
  }

  /** The run's document (the editor's AI on a selection) and its style guide, read once it holds a slot. */
  async #guided(prepared: Prepared): Promise<Prepared | { refused: Refusal }> {
    const { parentId, surface } = this.#input;
    if (parentId !== undefined) {
      // A run for a document (the editor's AI on a selection) is kept as that document's run.
      if (!(await isOwnFinishedDocument(this.deps.db, this.userId, parentId))) {
        return { refused: { status: 404, ...DOCUMENT_ERRORS.notFound } };
      }
      prepared.request = { ...prepared.request, parentId, surface: "editor" };
    } else if (surface) {
      prepared.request = { ...prepared.request, surface };
    }
    return followGuide(prepared, this.tool, this.userId, this.deps);
  }

  /** Ends the run early (the first reason is the one kept) and its request to the model. */
  stop(reason: StopReason): void {
    this.stopped ??= reason;
    this.upstream.abort();
  }

  /** The run's metrics (metrics/runs.ts), watched from its first words held (or its free row). */
  get watch(): RunWatch {
    this.#watch ??= watchRun(this.deps, this.request);
    return this.#watch;
  }

  /**
   * The run's start: its row and its first `words` held in one statement (metering/start.ts), the
   * allowance's checks made there; then served by this instance (its lease renewed, ended by a
   * shutdown or a kill switch). A shutdown in the meantime waits for it (startingRun). Null once
   * it holds its words, else the refusal.
   */
  async start(words: number, checks: StartChecks): Promise<Refusal | null> {
    const { db, host } = this.deps;
    const starting = startingRun(host);
    try {
      const started = await startRun(db, host.lease, { request: this.request, words, checks });
      if (!started.reservation) return startRefusal(started, checks, this.tool);
      this.reservation = started.reservation;
      this.remaining = started.allowance.remaining;
      void this.watch; // counted as started: it holds its first words
      this.#served = serveRun(host, started.reservation.runId, this.tool.slug, (reason) => this.stop(reason));
      return null;
    } finally {
      starting();
    }
  }

  /**
   * Settles the started run in one statement (metering/settlement.ts) and tells the metrics; null
   * when that failed (the reaper settles it once this instance stops renewing its lease).
   */
  async settle(end: RunEnd): Promise<Settled | null> {
    let settled: Settled | null = null;
    try {
      settled = await settleRun(this.deps.db, this.reservation as Reservation, end);
    } catch (error) {
      this.deps.log.error(`settling words for ${this.tool.slug} failed`, error);
    }
    this.watch.ended(end.status, settled);
    return settled;
  }

  /** A run that held nothing, recorded finished (one INSERT), with the allowance after it (nothing was charged). */
  async recordFree(outcome: { output: string; result: unknown }) {
    const [documentId, usage] = await Promise.all([
      recordFreeRun(this.deps.db, this.request, outcome),
      readAllowance(this.deps.db, this.userId),
    ]);
    this.watch.ended("done", { settled: true, charged: 0 });
    return { documentId, usage };
  }

  /** The one place a run's slot is given back: it leaves the runs this instance serves, then its slot. */
  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#served();
    this.#release();
  }
}
