/**
 * Saves a run's delivered text at least every `everyMs` while it streams, so a crash (kill -9,
 * a lost machine) loses at most that much of what the client already has; the reservation steps
 * alone would lose up to one step (50 words), which with a slow local model is many seconds.
 * A save waits for nothing but the first unsaved text and the interval; saves and the run's own
 * checkpoints never overlap (`quiet` before each checkpoint), so a late save can never overwrite
 * newer text.
 */
export type TimeCheckpoints = {
  /** The text delivered so far (the whole of it). */
  delivered: (text: string) => void;
  /** Cancels a save not yet begun and waits for one in flight: call before the run's own checkpoint or settlement. */
  quiet: () => Promise<void>;
  /** The run's own checkpoint saved `text`: nothing older needs saving. */
  saved: (text: string) => void;
};

export function timeCheckpoints(
  save: (text: string) => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): TimeCheckpoints {
  let latest = "";
  let savedText = "";
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let quieted = false;

  const flush = () => {
    timer = undefined;
    if (quieted || latest === savedText) return;
    const text = latest;
    // Chained: a save never starts before the one before it ended.
    inFlight = inFlight
      .then(() => save(text))
      .then(() => {
        savedText = text;
      }, onError);
  };

  return {
    delivered(text) {
      latest = text;
      quieted = false;
      if (!timer && text !== savedText) timer = setTimeout(flush, everyMs);
    },
    async quiet() {
      quieted = true;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    saved(text) {
      savedText = text;
    },
  };
}
