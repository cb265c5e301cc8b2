/**
 * Turns pushed items into an async iterable (push/end/fail from the producer side). The producer
 * never waits for the reader. `onLeave`: the reader stopped before the end (it broke out of its
 * loop); it is told once, and what is pushed after is dropped. A run's events use it so the run
 * goes on to its settlement whether the reader keeps up, leaves early or never reads.
 */
export function asyncQueue<T>(onLeave?: () => void) {
  const items: T[] = [];
  let done = false;
  let left = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push(item: T) {
      if (left) return;
      items.push(item);
      notify();
    },
    end() {
      done = true;
      notify();
    },
    fail(error: unknown) {
      failure = error ?? new Error("failed");
      done = true;
      notify();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<T> {
      try {
        for (;;) {
          if (items.length) {
            yield items.shift() as T;
            continue;
          }
          if (failure) throw failure;
          if (done) return;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      } finally {
        if (!done && !left) {
          left = true;
          items.length = 0;
          onLeave?.();
        }
      }
    },
  };
}
