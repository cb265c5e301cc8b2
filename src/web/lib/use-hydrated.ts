import { useExternalStore } from "./external-store";

const subscribe = () => () => {};

/** False while rendering the prerendered HTML and during hydration; true afterwards. */
export function useHydrated(): boolean {
  return useExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
