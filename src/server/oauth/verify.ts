import { getOAuthProviderApi, type OAuthOptions, type Scope } from "@better-auth/oauth-provider";
import type { GenericEndpointContext } from "better-auth";
import type { Auth } from "../auth";
import { mcpResource } from "../auth/oauth-provider";

/**
 * Who an MCP request acts for: null for an unknown, expired or revoked token, one not issued for
 * /api/mcp, or one without the `mcp` scope.
 */
export type OAuthVerifier = (token: string) => Promise<{ userId: string; clientId: string } | null>;

/**
 * Checks an access token with Better Auth's OAuth provider itself (its introspection lookup: the
 * token's hash in oauth_access_tokens, its expiry and revocation, its client not disabled, the
 * session it came from still alive), then that it was bound to this server's MCP resource.
 * Null when OAuth is off (see auth/oauth-provider.ts): every token is then unknown.
 */
export function oauthVerifier(auth: Auth, publicUrl: string): OAuthVerifier {
  const resource = mcpResource(publicUrl);
  return async (token) => {
    if (!token) return null;
    const context = await auth.$context;
    const plugin = context.getPlugin("oauth-provider") as { options: OAuthOptions<Scope[]> } | null;
    if (!plugin) return null;
    // The provider's functions take an endpoint context; outside a request, the auth context is all
    // the token lookup reads.
    const ctx = { context, headers: new Headers() } as unknown as GenericEndpointContext;
    let payload: Awaited<ReturnType<ReturnType<typeof getOAuthProviderApi>["validateAccessToken"]>>;
    try {
      payload = await getOAuthProviderApi(ctx, plugin.options).validateAccessToken(token);
    } catch {
      return null;
    }
    if (payload.active !== true) return null;
    const audience = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
    if (!audience.includes(resource)) return null;
    // The tools need the `mcp` scope; `offline_access` alone grants nothing here.
    const scopes = typeof payload.scope === "string" ? payload.scope.split(" ") : [];
    if (!scopes.includes("mcp")) return null;
    const userId = typeof payload.sub === "string" ? payload.sub : null;
    const clientId = typeof payload.client_id === "string" ? payload.client_id : null;
    return userId && clientId ? { userId, clientId } : null;
  };
}
