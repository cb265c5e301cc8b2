import { AsyncLocalStorage } from "node:async_hooks";
import { getBetterAuthVersion } from "@better-auth/core/context";

/**
 * Why this exists: on Node 20, an AsyncLocalStorage that has run once turns on async_hooks' promise
 * hooks and keeps them on for the rest of the process, so every promise anything creates pays for an
 * init hook and a copy of the context. Better Auth keeps its request context in three such stores:
 * one sign-in made every later request slower, 7–9% of the app's CPU on `GET /api/me` and on runs,
 * which never enter Better Auth once their session is remembered. These stores are on only while a
 * run of one of them is under way; when the last one ends they all switch off, and the hooks with
 * them. (Node 22's AsyncContextFrame keeps contexts without hooks.) What it measured and how to undo
 * it: docs/decisions/0015-scoped-auth-stores.md.
 *
 * What it gives up: work a run starts without waiting for it, still going after the run has ended,
 * no longer sees the run's store. Better Auth waits for its background work unless it is given a
 * `backgroundTasks` handler (we give none), and our own store (auth/sso.ts) is read inside the
 * request that set it.
 */
let underWay = 0;
const stores = new Set<ScopedAsyncLocalStorage<unknown>>();

export class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    stores.add(this as ScopedAsyncLocalStorage<unknown>);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the signature AsyncLocalStorage declares
  override run<R, A extends any[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    underWay++;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      ended();
      throw error;
    }
    // A promise's run ends when it settles. Both handlers end it; the caller still gets `result` itself,
    // and with it any rejection.
    if (isThenable(result)) result.then(ended, ended);
    else ended();
    return result;
  }
}

/** How many runs of these stores are under way (for tests). */
export function scopedRunsUnderWay(): number {
  return underWay;
}

/** Whether any of these stores is on, keeping async_hooks' promise hooks on (for tests). */
export function anyScopedStoreOn(): boolean {
  // `enabled` is AsyncLocalStorage's own flag on Node 20, set by run() and cleared by disable().
  return [...stores].some((store) => (store as unknown as { enabled?: boolean }).enabled === true);
}

function ended() {
  underWay--;
  if (underWay === 0) for (const store of stores) store.disable();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === "function"
  );
}

/** Where Better Auth keeps its stores: its process-wide object (`@better-auth/core`, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
const BETTER_AUTH_STORES = ["requestStateAsyncStorage", "adapterAsyncStorage", "endpointContextAsyncStorage"];

function betterAuthContext(): Record<string, unknown> | undefined {
  return (globalThis as unknown as Record<symbol, { context: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL]
    ?.context;
}

/**
 * Gives Better Auth scoped stores before it makes its own: it creates each store on first use, only
 * where none is set yet. Call before the first request reaches Better Auth.
 */
export function scopeBetterAuthStores(): void {
  getBetterAuthVersion(); // makes Better Auth's process-wide object, in its own shape, if not yet made
  const context = betterAuthContext()!;
  for (const name of BETTER_AUTH_STORES) context[name] ??= new ScopedAsyncLocalStorage();
}

/** Better Auth's stores as it uses them (for tests). */
export function betterAuthStores(): unknown[] {
  const context = betterAuthContext();
  return BETTER_AUTH_STORES.map((name) => context?.[name]);
}
