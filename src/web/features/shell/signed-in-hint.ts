import { SIGNED_IN_HINT } from "@shared/signed-in-hint";

/*
 * Which header buttons the first paint shows, before the session request answers: the server keeps
 * a readable cookie beside the session cookie (server/auth/signed-in-hint.ts), and a <head> script
 * turns it into a class on <html>, which app.css's variants read (Header.tsx). Only a hint: the
 * session's answer decides, and replaces whatever the hint showed.
 * See docs/decisions/0049-signed-in-hint.md.
 */

/** On <html> while this browser is, as far as it knows, signed in. */
export const SIGNED_IN_CLASS = "signed-in-hint";

/** Runs in <head> before the page paints (root.tsx). */
export const signedInHeadScript = `(function(){try{if(/(?:^|;\\s*)${SIGNED_IN_HINT}=1(?:;|$)/.test(document.cookie))document.documentElement.classList.add("${SIGNED_IN_CLASS}");}catch(e){}})();`;

/** Keeps the class to the session's last answer, for any later wait (a refetch after signing in). */
export function rememberSignedIn(signedIn: boolean): void {
  document.documentElement.classList.toggle(SIGNED_IN_CLASS, signedIn);
}
