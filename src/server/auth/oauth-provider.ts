import { mcp } from "@better-auth/mcp";
import type { Config } from "../config";
import type { Logger } from "../log";

/** The MCP server's address: the RFC 8707 resource every access token is bound to. */
export function mcpResource(publicUrl: string): string {
  return `${publicUrl}/api/mcp`;
}

/** Where the consent page lives (src/web/routes/oauth-consent.tsx); signed out, it asks to sign in first. */
export const CONSENT_PAGE = "/oauth/consent";

/**
 * The scopes a client may ask for: `mcp` for the tools and documents, `offline_access` for a refresh
 * token. No `openid`: clients sign nobody in with us, so there is no ID token, no userinfo and no
 * JWKS to publish.
 */
export const OAUTH_SCOPES = ["mcp", "offline_access"];

/**
 * Better Auth's OAuth 2.1 authorization server, configured for the MCP endpoint: authorization code
 * with PKCE (S256, required for public clients), open dynamic client registration (Claude's
 * connectors register themselves), refresh tokens, revocation, and tokens bound to /api/mcp.
 *
 * Access tokens are opaque and kept hashed in the database (no JWT plugin), so a revoked or
 * expired token is refused at once by a lookup, never honoured until a signature expires.
 *
 * Null when the public URL cannot name an MCP resource (plain HTTP on a host other than loopback):
 * OAuth is then off and /api/mcp takes API keys only.
 */
export function oauthPlugin(config: Config, log: Logger) {
  const resource = mcpResource(config.publicUrl);
  try {
    return mcp({
      resource,
      loginPage: CONSENT_PAGE,
      consentPage: CONSENT_PAGE,
      scopes: OAUTH_SCOPES,
      disableJwtPlugin: true,
      allowDynamicClientRegistration: true,
      allowUnauthenticatedClientRegistration: true,
      // The consent page names the app before the person signs in (its request's signature checked).
      allowPublicClientPrelogin: true,
      grantTypes: ["authorization_code", "refresh_token"],
    });
  } catch (error) {
    log.warn(`OAuth for MCP clients is off: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
