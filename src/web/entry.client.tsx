import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markPageHydrated } from "~/lib/external-store";

/**
 * React Router's default client entry, except that the router's prerendered state is decoded
 * before hydration starts. The browser build renders with Preact (vite.config.ts aliases react to
 * preact/compat). HydratedRouter throws a promise while it decodes that state, and React suspends
 * the root until it resolves; Preact has no root-level suspension, so the first call is made here,
 * outside rendering, and hydration waits for the promise it throws.
 */
async function routerStateDecoded(): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      // A thenable: the decoding is under way. Anything else (its hooks called outside a
      // component, once the router exists) means it is ready.
      if (!thrown || typeof (thrown as PromiseLike<unknown>).then !== "function") return;
      await thrown;
    }
  }
}

await routerStateDecoded();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  markPageHydrated();
});
