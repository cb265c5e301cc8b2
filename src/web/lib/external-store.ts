import { useEffect, useState, useSyncExternalStore } from "react";

// True once the prerendered page has been hydrated (set by entry.client.tsx). Components mounted
// after that (client-side navigation) read their store at once.
let pageHydrated = false;

export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * useSyncExternalStore with React's hydration rule kept under Preact: the prerendered HTML was
 * rendered from `serverSnapshot`, so the first render in the browser must be too, or hydration
 * meets markup it does not expect and builds a second copy of the page beside the first. React
 * does this itself; preact/compat ignores the third argument, so components hydrating the page
 * return the server snapshot once and read the store after their first effect.
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  snapshot: () => T,
  serverSnapshot: () => T,
): T {
  const [hydrated, setHydrated] = useState(() => typeof window !== "undefined" && pageHydrated);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return hydrated ? value : serverSnapshot();
}
