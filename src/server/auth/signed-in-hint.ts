import { SIGNED_IN_HINT } from "@shared/signed-in-hint";
import type { Context, MiddlewareHandler } from "hono";
import { sessionTokenCookie } from "./session-cookie";

/*
 * A readable cookie that says "this browser is signed in", so the page's first paint shows the
 * right header buttons before the session request answers (web/features/shell/signed-in-hint.ts).
 * It is only a hint: it carries nothing but "1", proves nothing, and the session still decides.
 * It follows the session cookie: set with the same lifetime whenever the session cookie is set,
 * cleared whenever it is cleared (sign-out, expiry, an ended session, a deleted account), and
 * brought in line by every session read. See docs/decisions/0049-signed-in-hint.md.
 */

const SESSION_SET_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)(.*)$/i;
const HINT_IN_REQUEST = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT}=1(?:;|$)`);
const SESSION_READ = "/api/auth/get-session";

/** How the response sets the session cookie: its lifetime attributes, "cleared", or null when it does not. */
function sessionCookieSet(response: Response): { lifetime: string } | "cleared" | null {
  for (const line of response.headers.getSetCookie()) {
    const match = SESSION_SET_COOKIE.exec(line);
    if (!match) continue;
    const [, value, attributes] = match;
    const maxAge = /;\s*max-age=(-?\d+)/i.exec(attributes)?.[1];
    const expires = /;\s*expires=([^;]+)/i.exec(attributes)?.[1];
    const ended = (maxAge !== undefined && Number(maxAge) <= 0) || (expires && Date.parse(expires) <= Date.now());
    if (!value || ended) return "cleared";
    // A session that lasts only as long as the browser (not "remember me") gives the hint no lifetime either.
    return { lifetime: `${maxAge !== undefined ? `; Max-Age=${maxAge}` : ""}${expires ? `; Expires=${expires}` : ""}` };
  }
  return null;
}

const DONT_REMEMBER = /(?:^|;\s*)(?:__Secure-)?better-auth\.dont_remember=/;

/**
 * What the session read answered: null when it failed (which says nothing either way), false for
 * no session (its body is `null`), else the hint's lifetime: the session's own, unless the session
 * lasts only as long as the browser ("remember me" unticked).
 */
async function sessionRead(response: Response, cookies: string): Promise<{ lifetime: string } | false | null> {
  if (response.status !== 200) return null;
  const body = (await response.clone().json()) as { session?: { expiresAt?: string } } | null;
  if (!body) return false;
  const expiresAt = Date.parse(body.session?.expiresAt ?? "");
  if (DONT_REMEMBER.test(cookies) || !Number.isFinite(expiresAt)) return { lifetime: "" };
  return { lifetime: `; Max-Age=${Math.max(0, Math.floor((expiresAt - Date.now()) / 1000))}` };
}

export function signedInHint(secure: boolean): MiddlewareHandler {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const set = (c: Context, lifetime: string) =>
    c.res.headers.append("Set-Cookie", `${SIGNED_IN_HINT}=1${attributes}${lifetime}`);
  const clear = (c: Context) => c.res.headers.append("Set-Cookie", `${SIGNED_IN_HINT}=${attributes}; Max-Age=0`);

  return async (c, next) => {
    await next();
    const session = sessionCookieSet(c.res);
    if (session === "cleared") return clear(c);
    if (session) return set(c, session.lifetime);
    // Nothing changed the session cookie: a session read still corrects a hint that is wrong (a
    // session ended elsewhere, a cookie the browser dropped, a session from before the hint existed).
    if (c.req.path !== SESSION_READ) return;
    const cookies = c.req.header("cookie") ?? "";
    const hinted = HINT_IN_REQUEST.test(cookies);
    const answer = sessionTokenCookie(cookies) ? await sessionRead(c.res, cookies) : false;
    if (answer && !hinted) set(c, answer.lifetime);
    else if (answer === false && hinted) clear(c);
  };
}
