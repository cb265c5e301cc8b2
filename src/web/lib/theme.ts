import type { Theme } from "@shared/api";
import { useSyncExternalStore } from "react";

export const THEME_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

/**
 * Inline <head> script: runs before first paint so a light-theme user never sees a dark flash.
 * <body> does not exist yet at that point, so a second snippet at the top of <body> mirrors the class.
 */
export const themeHeadScript = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark")t="${DEFAULT_THEME}";var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t);}catch(e){document.documentElement.classList.add("${DEFAULT_THEME}");}})();`;
export const themeBodyScript = `(function(){var t=document.documentElement.classList.contains("light")?"light":"dark";document.body.classList.remove("light","dark");document.body.classList.add(t);})();`;

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

/** Applies the theme class to <html> and <body> and remembers it in localStorage. */
export function applyTheme(theme: Theme): void {
  for (const element of [document.documentElement, document.body]) {
    element.classList.remove("light", "dark");
    element.classList.add(theme);
  }
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private browsing can refuse storage; the class change still applies for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme; the prerendered HTML assumes the default until hydration. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
}
