import { eq, or, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { oauthClients, oauthConsents } from "../db/schema";

/** Our page for an authorization request that cannot go on (src/web/routes/oauth-error.tsx). */
export const AUTHORIZE_ERROR_PAGE = "/oauth/error";
const BETTER_AUTH_ERROR_PAGE = "/api/auth/error";

/** The client an authorization request names: in the query, or in a form-encoded POST. */
async function clientIdOf(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get("client_id");
  if (fromQuery || request.method !== "POST") return fromQuery;
  try {
    return new URLSearchParams(await request.text()).get("client_id");
  } catch {
    return null;
  }
}

/** Whether anyone has let this client in: a person's consent, or a client an administrator trusts. */
async function approved(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(oauthClients)
    .where(
      sql`${oauthClients.clientId} = ${clientId} AND (${or(
        eq(oauthClients.skipConsent, true),
        sql`EXISTS (SELECT 1 FROM ${oauthConsents} WHERE ${oauthConsents.clientId} = ${clientId})`,
      )})`,
    )
    .limit(1);
  return rows.length > 0;
}

/** The address an answer sends the browser to: a 302's Location, or Better Auth's `{ redirect, url }` for fetch. */
async function targetOf(response: Response): Promise<{ url: URL; json: boolean } | null> {
  const location = response.headers.get("location");
  if (response.status >= 300 && response.status < 400 && location) return { url: new URL(location), json: false };
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { redirect?: unknown; url?: unknown } | null;
  return body?.redirect === true && typeof body.url === "string" ? { url: new URL(body.url), json: true } : null;
}

const errorOf = (url: URL) => url.searchParams.get("error") ?? new URLSearchParams(url.hash.slice(1)).get("error");

/**
 * RFC 6749 sends an authorization error back to the client's redirect URI. But anyone may register a
 * client, with any redirect URI, so for a client nobody has approved that makes /api/auth/oauth2/authorize
 * an open redirect to the registrant's site. Such an error is shown on our own page instead; a client
 * someone consented to (or an administrator trusts) still gets its standard redirect
 * (docs/decisions/0041-mcp-batches-and-oauth-registration.md).
 */
export function unapprovedClientErrorsStayHere(db: Db, publicUrl: string): MiddlewareHandler {
  const ours = new URL(publicUrl).origin;
  return async (c, next) => {
    // The handler reads the body; a form POST's client_id is read from a copy.
    const copy = c.req.method === "POST" ? c.req.raw.clone() : c.req.raw;
    await next();
    const target = await targetOf(c.res).catch(() => null);
    const error = target && errorOf(target.url);
    if (!target || !error) return;
    if (target.url.origin === ours) {
      // Better Auth's own error page (a request it could not tie to a client) is ours already, but bare.
      if (target.url.pathname !== BETTER_AUTH_ERROR_PAGE) return;
    } else {
      const clientId = await clientIdOf(copy);
      if (clientId && (await approved(db, clientId))) return;
    }
    const page = new URL(AUTHORIZE_ERROR_PAGE, publicUrl);
    page.searchParams.set("error", error);
    const { status } = c.res;
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    // Unset first: Hono otherwise copies the old answer's headers (its Location) onto the new one.
    c.res = undefined;
    if (target.json) {
      headers.set("content-type", "application/json");
      c.res = new Response(JSON.stringify({ redirect: true, url: page.toString() }), { status, headers });
    } else {
      headers.set("location", page.toString());
      c.res = new Response(null, { status, headers });
    }
  };
}
