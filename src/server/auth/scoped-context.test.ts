import { executionAsyncId } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startTestApp, type TestApp } from "../test-support/harness";
import { anyScopedStoreOn, betterAuthStores, ScopedAsyncLocalStorage, scopedRunsUnderWay } from "./scoped-context";

/**
 * Whether async_hooks' promise hooks are on in this process: only then does a promise's callback run
 * with an async id of its own (0 otherwise). This is the cost the scoped stores exist to switch off.
 */
async function promiseHooksOn(): Promise<boolean> {
  const id = await new Promise((resolve) => setImmediate(resolve)).then(() => executionAsyncId());
  return id !== 0;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("scoped async context", () => {
  it("keeps a run's store across its awaits, and switches the hooks off when it ends", async () => {
    const store = new ScopedAsyncLocalStorage<{ who: string }>();
    const seen = await store.run({ who: "ada" }, async () => {
      expect(await promiseHooksOn()).toBe(true);
      await tick();
      return store.getStore()?.who;
    });
    expect(seen).toBe("ada");
    expect(anyScopedStoreOn()).toBe(false);
    expect(await promiseHooksOn()).toBe(false);
    expect(store.getStore()).toBeUndefined();
  });

  it("stays on while any run of any scoped store is under way", async () => {
    const first = new ScopedAsyncLocalStorage<string>();
    const second = new ScopedAsyncLocalStorage<string>();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const long = second.run("long", async () => {
      await held;
      return second.getStore();
    });
    await first.run("short", async () => {
      await tick();
    });
    expect(scopedRunsUnderWay()).toBe(1);
    expect(anyScopedStoreOn()).toBe(true);
    release();
    expect(await long).toBe("long"); // the long run's context survived the short one's end
    expect(scopedRunsUnderWay()).toBe(0);
    expect(await promiseHooksOn()).toBe(false);
  });

  it("ends a run that throws or rejects, and the caller still gets the error", async () => {
    const store = new ScopedAsyncLocalStorage<number>();
    expect(() =>
      store.run(1, () => {
        throw new Error("sync");
      }),
    ).toThrow("sync");
    expect(scopedRunsUnderWay()).toBe(0);
    await expect(
      store.run(2, async () => {
        await tick();
        throw new Error("async");
      }),
    ).rejects.toThrow("async");
    expect(scopedRunsUnderWay()).toBe(0);
    expect(store.run(3, () => store.getStore())).toBe(3); // a synchronous run, on again and off
    expect(anyScopedStoreOn()).toBe(false);
  });
});

describe("Better Auth's stores", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(() => app?.drop());

  it("are scoped: after sign-up, sign-in and signed-in requests, no promise hook is left on", async () => {
    const client = await signUpVerified(app, "scoped@example.com");
    for (const store of betterAuthStores()) expect(store).toBeInstanceOf(ScopedAsyncLocalStorage);
    expect((await client.json("/api/me")).status).toBe(200);
    expect((await client.json("/api/auth/get-session")).body.user.email).toBe("scoped@example.com");
    expect(scopedRunsUnderWay()).toBe(0);
    expect(await promiseHooksOn()).toBe(false);
  });
});
