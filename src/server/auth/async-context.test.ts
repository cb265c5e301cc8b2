import { AsyncLocalStorage, executionAsyncId } from "node:async_hooks";
import { describe, expect, it } from "vitest";

// Better Auth, the SSO sign-in and JSON logs keep request contexts in AsyncLocalStorage stores. On
// Node 24 (AsyncContextFrame) a store that has run installs no promise hooks; on Node 20 it turned
// them on for every promise of the process (docs/decisions/0015-scoped-auth-stores.md). With hooks
// on, a promise callback runs under an async id of its own; without, under the surrounding one.
const promiseCallbackId = () => Promise.resolve().then(() => executionAsyncId());

describe("async contexts cost other promises nothing", () => {
  it("leaves no promise hooks on after a store has run", async () => {
    const store = new AsyncLocalStorage<number>();
    await store.run(1, async () => {
      await null;
    });
    const outside = executionAsyncId();
    expect(await promiseCallbackId()).toBe(outside);
  });
});
