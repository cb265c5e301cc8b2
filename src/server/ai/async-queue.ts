/** Turns callback-style chunks into an async iterable (push/end/fail from the producer side). */
export function asyncQueue<T>() {
  const items: T[] = [];
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push(item: T) {
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
    },
  };
}
