import { oauthProviderAuthServerMetadata } from "@better-auth/oauth-provider";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import { mcpResource, OAUTH_SCOPES } from "../auth/oauth-provider";

/**
 * The OAuth endpoints other servers and apps call (RFC 6749 token, RFC 7591 registration, RFC 7009
 * revocation, RFC 7662 introspection): no browser page posts to them, so the origin check does not
 * apply, and they are handed no cookie (withoutCookies), so a cross-site request there can never act
 * for a signed-in visitor: a client registered there belongs to nobody.
 */
const CLIENT_PATHS = new Set([
  "/api/auth/oauth2/token",
  "/api/auth/oauth2/register",
  "/api/auth/oauth2/revoke",
  "/api/auth/oauth2/introspect",
]);

export function isOAuthClientRequest(c: Context): boolean {
  return CLIENT_PATHS.has(c.req.path);
}

/** Passes the request on without its Cookie header. */
export const withoutCookies: MiddlewareHandler = (c, next) => {
  if (c.req.header("cookie") !== undefined) {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("cookie");
    c.req.raw = new Request(c.req.raw, { headers });
  }
  return next();
};

/** Better Auth's issuer: its base URL. */
export function oauthIssuer(publicUrl: string): string {
  return `${publicUrl}/api/auth`;
}

/**
 * Discovery, at the root where clients look: RFC 9728 protected resource metadata for /api/mcp (also
 * at the bare path), and the authorization server's RFC 8414 metadata, both at the root and with the
 * issuer's path appended (/api/auth), as RFC 8414 section 3.1 places it and the MCP SDK asks first.
 * 404 when OAuth is off (auth/oauth-provider.ts).
 */
/** Whether Better Auth runs the OAuth provider (auth/oauth-provider.ts turns it off for a URL it cannot serve). */
export const oauthEnabled = (auth: Auth) => auth.options.plugins.some((plugin) => plugin.id === "oauth-provider");

export function oauthMetadataRoutes({ auth, publicUrl }: { auth: Auth; publicUrl: string }) {
  const app = new Hono();
  const enabled = () => oauthEnabled(auth);
  const resourceMetadata = {
    resource: mcpResource(publicUrl),
    authorization_servers: [oauthIssuer(publicUrl)],
    bearer_methods_supported: ["header"],
    scopes_supported: OAUTH_SCOPES,
    resource_name: "Quillstack",
  };
  const serverMetadata = oauthProviderAuthServerMetadata(auth as never);
  for (const path of ["/oauth-protected-resource", "/oauth-protected-resource/api/mcp"]) {
    app.get(path, (c) => {
      if (!enabled()) return c.notFound();
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(resourceMetadata);
    });
  }
  for (const path of ["/oauth-authorization-server", "/oauth-authorization-server/api/auth"]) {
    app.get(path, async (c) => {
      if (!enabled()) return c.notFound();
      return serverMetadata(c.req.raw);
    });
  }
  return app;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Dynamic registration of a client whose redirect URIs are all http loopback addresses (Claude
 * Code, MCP Inspector and other desktop clients listen on localhost for the answer) and that does
 * not say what it is: registered as a native app (RFC 8252), which is what it is. The plugin
 * takes an unnamed client for a web app, and web apps may not use loopback redirects, so these
 * clients were refused (docs/decisions/0024-oauth-for-mcp-clients.md).
 */
export const loopbackClientsAreNative: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST" || !(c.req.header("content-type") ?? "").includes("json")) return next();
  let body: { application_type?: unknown; redirect_uris?: unknown };
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    return next();
  }
  // Anything but an object is the plugin's to refuse.
  if (body === null || typeof body !== "object" || Array.isArray(body)) return next();
  const uris = Array.isArray(body?.redirect_uris) ? body.redirect_uris : [];
  const loopback = (uri: unknown) => {
    try {
      const url = new URL(String(uri));
      return url.protocol === "http:" && LOOPBACK.has(url.hostname);
    } catch {
      return false;
    }
  };
  if (body.application_type === undefined && uris.length > 0 && uris.every(loopback)) {
    c.req.raw = new Request(c.req.raw, { body: JSON.stringify({ ...body, application_type: "native" }) });
  }
  return next();
};
