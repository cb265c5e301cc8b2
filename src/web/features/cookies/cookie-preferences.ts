import { useSyncExternalStore } from "react";

/**
 * The visitor's cookie choices, kept in localStorage under `cookie-preferences`. Essential cookies
 * (the session cookie) are always on; analytics and functional are opt-in. Anything that would set
 * a non-essential cookie must check `useCookiePreferences()` first — today nothing in the app does.
 */
export const COOKIE_PREFERENCES_KEY = "cookie-preferences";
export const COOKIE_PREFERENCES_VERSION = 1;

/**
 * Inline <head> script: marks <html> with `cookies-decided` when a choice is stored, before the first
 * paint, so the prerendered banner stays hidden for returning visitors (CookieConsent.tsx).
 */
export const cookieConsentHeadScript = `(function(){try{var c=JSON.parse(localStorage.getItem("${COOKIE_PREFERENCES_KEY}")||"null");if(c&&c.version===${COOKIE_PREFERENCES_VERSION})document.documentElement.classList.add("cookies-decided");}catch(e){}})();`;

export type CookieChoices = { analytics: boolean; functional: boolean };
export type CookiePreferences = CookieChoices & { essential: true; version: number; timestamp: string };

const listeners = new Set<() => void>();
let dialogOpen = false;
let cached: { raw: string | null; value: CookiePreferences | null } = { raw: null, value: null };

function parse(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<CookiePreferences>;
    // A record from an older version of this policy asks the visitor again.
    if (data.version !== COOKIE_PREFERENCES_VERSION) return null;
    return {
      essential: true,
      analytics: data.analytics === true,
      functional: data.functional === true,
      version: data.version,
      timestamp: String(data.timestamp ?? ""),
    };
  } catch {
    return null;
  }
}

function read(): CookiePreferences | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(COOKIE_PREFERENCES_KEY);
  } catch {
    // Storage refused (private mode): only this page view's choice, if any, is known.
    return cached.value;
  }
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_PREFERENCES_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function saveCookiePreferences(choices: CookieChoices): void {
  const record: CookiePreferences = {
    essential: true,
    analytics: choices.analytics,
    functional: choices.functional,
    version: COOKIE_PREFERENCES_VERSION,
    timestamp: new Date().toISOString(),
  };
  try {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(record));
  } catch {
    // Without storage the choice lasts for this page view only.
    cached = { raw: JSON.stringify(record), value: record };
  }
  notify();
}

/** The stored choices, or null when the visitor has not chosen yet (and while prerendering). */
export function useCookiePreferences(): CookiePreferences | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

export function openCookiePreferences(): void {
  dialogOpen = true;
  notify();
}

export function closeCookiePreferences(): void {
  dialogOpen = false;
  notify();
}

export function useCookieDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dialogOpen,
    () => false,
  );
}
