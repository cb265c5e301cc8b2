import { createAuthClient } from "better-auth/react";
import { authFetch, connectSessionStore } from "./session-store";

/**
 * Better Auth on the same origin. Safe to create in Node during prerendering: the client only
 * fetches once its session store is watched, which happens in the browser.
 *
 * The default redirect plugin is off: sign-in must send a `callbackURL` (it becomes the link in the
 * fresh verification email of an unverified account) without the browser then leaving the page.
 * Google sign-in navigates explicitly instead.
 *
 * Not in any public page's first load: lib/session.ts loads it after hydration and mirrors its
 * session store, which answers its first request with the session response already in flight.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  disableDefaultFetchPlugins: true,
  fetchOptions: { customFetchImpl: authFetch },
});

if (typeof window !== "undefined") connectSessionStore(authClient.$store.atoms.session);
