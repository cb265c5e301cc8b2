import { findTool } from "./tools";

/** Public pages prerendered to HTML at build time (spec §2 route table). */
export const PUBLIC_PATHS = [
  "/",
  "/auth",
  "/about",
  "/pricing",
  "/blog",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
  "/careers",
  "/docs/api",
];

/** Pages rendered only in the browser (they need a session, or a token from an emailed link). */
export const APP_PATHS = [
  "/reset-password",
  "/profile",
  "/profile/developer",
  "/security",
  "/admin-dashboard",
  "/documents",
  "/organization",
];

/** True when the path is a page the web app has; anything else is a 404. */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (PUBLIC_PATHS.includes(path) || APP_PATHS.includes(path)) return true;
  if (/^\/documents\/[0-9a-f-]{36}$/.test(path)) return true;
  // An invitation link: the token is 32 random bytes, base64url.
  if (/^\/join\/[A-Za-z0-9_-]{43}$/.test(path)) return true;
  const tool = /^\/tools\/([a-z0-9-]+)$/.exec(path);
  return tool !== null && findTool(tool[1]) !== undefined;
}
