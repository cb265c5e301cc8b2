import { useSyncExternalStore } from "react";
import { apiFetch } from "./api";

export type PublicConfig = {
  googleEnabled: boolean;
  supportEmail: string;
  serverTranscription?: boolean;
  /** The single sign-on button's provider name (OIDC_NAME), or null without SSO. */
  ssoName?: string | null;
  /** False when PASSWORD_SIGN_IN=off: no email-and-password forms. */
  passwordSignIn?: boolean;
};

export const DEFAULT_SUPPORT_EMAIL = "support@quillstack.local";

/**
 * GET /api/config, asked once per page load and shared by every caller (the footer shows the
 * support address on every page, so this stays out of the query library public pages don't load).
 */
let config: PublicConfig | undefined;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    apiFetch<PublicConfig>("/api/config").then(
      (data) => {
        config = data;
        for (const notify of listeners) notify();
      },
      (error: unknown) => console.warn("Could not load the site configuration", error),
    );
  }
  return () => listeners.delete(listener);
}

/** The public configuration; `data` is undefined until it arrives (and while prerendering). */
export function useConfig(): { data: PublicConfig | undefined } {
  const data = useSyncExternalStore(
    subscribe,
    () => config,
    () => undefined,
  );
  return { data };
}
