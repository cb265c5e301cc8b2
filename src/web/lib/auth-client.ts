import { createAuthClient } from "better-auth/react";

/**
 * Better Auth on the same origin. Safe to create in Node during prerendering: the client only
 * fetches once a component mounts in the browser, and its session atom starts as pending.
 *
 * The default redirect plugin is off: sign-in must send a `callbackURL` (it becomes the link in the
 * fresh verification email of an unverified account) without the browser then leaving the page.
 * Google sign-in navigates explicitly instead.
 */
export const authClient = createAuthClient({ basePath: "/api/auth", disableDefaultFetchPlugins: true });

/** Where the email-confirmation link lands: /auth shows "Email confirmed", then sign-in goes on to `from`. */
export function verifiedCallbackURL(from: string): string {
  return `/auth?verified=1&from=${encodeURIComponent(from)}`;
}
