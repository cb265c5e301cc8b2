/**
 * The runs this instance lets in at once, and the line of runs waiting for one of them to end.
 *
 * Every run holds one of `slots` from the moment it is let in until it has settled: its start
 * statement, its checkpoints and its settlement are the database work a run brings, so the runs
 * in flight bound what they ask of the connection pool. A run that finds every slot taken waits
 * its turn (first come, first served; nothing is reserved or charged while it waits); one that
 * finds `queueLimit` runs already waiting is told to come back later (429 with Retry-After) rather
 * than join a line it would wait in longer than any client waits. A burst is then a wait or a
 * "try again in n seconds", never a pool timeout answered 503.
 * Why and what it measured: docs/decisions/0027-run-admission-queue.md.
 */
export type Admission = {
  /** Lets a run in now, queues it, or says the line is full. */
  enter: (signal: AbortSignal) => Ticket;
  /** Runs in flight and waiting, for the metrics and the tests. */
  readonly running: number;
  readonly waiting: number;
  /** Refuses every waiting run (a shutdown): their `ready` rejects with AdmissionClosed. */
  close: () => void;
};

/** A run's place: `release` must be called once it settled (or was refused after being let in). */
export type Ticket =
  | { admitted: true; release: () => void }
  | { admitted: false; position: number; ready: Promise<() => void> }
  | { full: true; retryAfterSeconds: number };

/** A waiting run whose caller left, or that a shutdown turned away. */
export class AdmissionClosed extends Error {
  constructor(readonly reason: "left" | "shutdown") {
    super(reason === "left" ? "the caller left while the run waited" : "the server is shutting down");
  }
}

type Waiter = { let: (release: () => void) => void; refuse: (error: AdmissionClosed) => void };

/** How quickly Retry-After follows the runs' durations (an exponential moving average's weight). */
const SMOOTHING = 0.1;
const RETRY_AFTER_MIN = 1;
const RETRY_AFTER_MAX = 60;

export function createAdmission(opts: { slots: number; queueLimit: number }): Admission {
  const { slots, queueLimit } = opts;
  let running = 0;
  let closed = false;
  const line: Waiter[] = [];
  // Seconds a run holds its slot, on average: what a full line's Retry-After is estimated from.
  let averageSeconds = 2;

  const releaser = () => {
    const since = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      averageSeconds += SMOOTHING * ((performance.now() - since) / 1000 - averageSeconds);
      const next = line.shift();
      if (next) next.let(releaser());
      else running--;
    };
  };

  return {
    enter(signal) {
      if (running < slots && line.length === 0) {
        running++;
        return { admitted: true, release: releaser() };
      }
      if (closed || line.length >= queueLimit) {
        // The line ahead drains `slots` runs at a time, each taking about the average run.
        const rounds = Math.ceil((line.length + 1) / slots);
        const seconds = Math.ceil(rounds * averageSeconds);
        return { full: true, retryAfterSeconds: Math.min(RETRY_AFTER_MAX, Math.max(RETRY_AFTER_MIN, seconds)) };
      }
      const position = line.length + 1;
      const ready = new Promise<() => void>((resolve, reject) => {
        const waiter: Waiter = {
          let: (release) => {
            signal.removeEventListener("abort", leave);
            resolve(release);
          },
          refuse: (error) => {
            signal.removeEventListener("abort", leave);
            reject(error);
          },
        };
        const leave = () => {
          const at = line.indexOf(waiter);
          if (at >= 0) line.splice(at, 1);
          reject(new AdmissionClosed("left"));
        };
        if (signal.aborted) return reject(new AdmissionClosed("left"));
        signal.addEventListener("abort", leave, { once: true });
        line.push(waiter);
      });
      // A caller that stops listening must not leave an unhandled rejection behind.
      ready.catch(() => {});
      return { admitted: false, position, ready };
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    close() {
      closed = true;
      for (const waiter of line.splice(0)) waiter.refuse(new AdmissionClosed("shutdown"));
    },
  };
}
