/**
 * A run's events on their way to the surface that reads them. The run pushes and never waits
 * (like the event stream it feeds, it holds no back-pressure: a run's text is bounded), so it
 * goes on to its settlement whether the reader keeps up, stops early or never reads at all.
 * A reader that stops early (`return`) is a caller that left: `onLeave` is told.
 */
export function eventChannel<T>(onLeave: () => void) {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let failed: ((error: unknown) => void) | null = null;
  let closed = false;
  let left = false;
  let failure: { error: unknown } | null = null;

  const iterator: AsyncIterator<T> = {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (failure) return Promise.reject(failure.error);
      if (closed) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => {
        waiting = resolve;
        failed = reject;
      });
    },
    return() {
      if (!closed && !left) onLeave();
      left = true;
      queue.length = 0;
      return Promise.resolve({ value: undefined, done: true });
    },
  };

  return {
    events: { [Symbol.asyncIterator]: () => iterator } as AsyncIterable<T>,
    push(value: T) {
      if (closed || left) return;
      if (waiting) {
        const resolve = waiting;
        waiting = failed = null;
        resolve({ value, done: false });
      } else queue.push(value);
    },
    /** No more events; with `error`, the reader's next read throws it (after the events already pushed). */
    close(error?: unknown) {
      if (closed) return;
      closed = true;
      if (error !== undefined) failure = { error };
      if (waiting) {
        const resolve = waiting;
        const reject = failed!;
        waiting = failed = null;
        if (failure) reject(failure.error);
        else resolve({ value: undefined, done: true });
      }
    },
  };
}
