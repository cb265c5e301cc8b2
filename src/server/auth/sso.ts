import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import { genericOAuth } from "better-auth/plugins";
import type { Config } from "../config";

/** Better Auth's id for the OpenID Connect provider: its callback is /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = "oidc";

type OidcConfig = NonNullable<Config["oidc"]>;

/** What the provider said of the person signing in, kept for the session hook of the same request. */
export type SsoSignIn = { groups: string[]; organizations: string[] };

// Better Auth's own request-scoped state: every call of one of its endpoints (through its HTTP
// handler or `auth.api`) runs in a store of its own. The provider's profile is read inside Better
// Auth's callback, before the session is created, in the same call.
const ssoSignIn = defineRequestState<SsoSignIn | undefined>(() => undefined);

/** The SSO sign-in this request is making, if it is one (read by the session hook). */
export async function currentSsoSignIn(): Promise<SsoSignIn | undefined> {
  // A session made outside any endpoint call is no SSO sign-in.
  return (await hasRequestState()) ? ssoSignIn.get() : undefined;
}

/**
 * The string values of a claim: `groups`, or a dotted path into nested claims such as Keycloak's
 * `realm_access.roles`. A claim whose own name contains dots (Auth0's namespaced claims) is read as
 * is first. A single string is one value.
 */
export function claimValues(profile: Record<string, unknown>, path: string): string[] {
  let value: unknown = profile[path];
  if (value === undefined) {
    value = profile;
    for (const key of path.split(".")) {
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
    .map((v) => String(v).trim())
    .filter(Boolean);
}

/**
 * The platform role an SSO sign-in gives: admin for members of OIDC_ADMIN_GROUPS, user for others;
 * undefined when no admin groups are configured (roles are then managed in the admin portal only).
 */
export function ssoRole(oidc: OidcConfig | undefined, sso: SsoSignIn | undefined): "admin" | "user" | undefined {
  if (!oidc || !sso || oidc.adminGroups.length === 0) return undefined;
  return sso.groups.some((group) => oidc.adminGroups.includes(group)) ? "admin" : "user";
}

function displayName(profile: Record<string, unknown>): string | undefined {
  for (const claim of ["name", "preferred_username", "nickname", "given_name"]) {
    const value = profile[claim];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 50);
  }
  const email = profile.email;
  return typeof email === "string" ? email.split("@")[0] : undefined;
}

/**
 * Sign-in with any OpenID Connect provider through Better Auth's generic OAuth plugin: endpoints and
 * signing keys from the issuer's discovery document, authorization code with PKCE, the ID token's
 * signature, issuer, audience and nonce checked.
 *
 * Account linking keeps Better Auth's defaults (the provider is not "trusted"): an SSO sign-in joins
 * an existing account with the same email only when the provider says the email is verified and the
 * existing account's email is confirmed too. A new account whose email the provider does not vouch
 * for gets a confirmation email and no session until it is confirmed, like a password sign-up.
 */
export function ssoPlugin(oidc: OidcConfig) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        name: oidc.name,
        discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: oidc.scopes,
        pkce: true,
        requireEmailVerification: true,
        mapProfileToUser: async (profile) => {
          await ssoSignIn.set({
            groups: claimValues(profile, oidc.roleClaim),
            organizations: oidc.orgClaim ? claimValues(profile, oidc.orgClaim) : [],
          });
          return { name: displayName(profile) };
        },
      },
    ],
  });
}
