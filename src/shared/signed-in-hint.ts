/**
 * The readable cookie that says "this browser is signed in": set and cleared by the server beside the
 * session cookie (server/auth/signed-in-hint.ts), read before the first paint by the page
 * (web/features/shell/signed-in-hint.ts). A hint only: the session decides.
 */
export const SIGNED_IN_HINT = "qs_signed_in";
