import { useSyncExternalStore } from "react";

/**
 * Tools whose runs skip the style guide for now (the tool page's switch): kept for the tab's
 * life, not saved, so a guide is never off by surprise on the next visit.
 */
const off = new Set<string>();
const listeners = new Set<() => void>();

export function setGuideOff(slug: string, skip: boolean): void {
  if (skip) off.add(slug);
  else off.delete(slug);
  for (const listener of listeners) listener();
}

/** True while this tool's runs are sent with `styleGuide: false`. */
export function useGuideOff(slug: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => off.has(slug),
    () => false,
  );
}
