import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (the `oidc-provider` package, as certified by the OpenID
 * Foundation) on loopback: discovery, signed ID tokens, PKCE, userinfo, and its own development
 * login and consent pages (any password is accepted for a known login). It stands in for the
 * organization's identity provider (Keycloak, Entra ID, Okta…), which is outside the project.
 */
export type OidcAccount = {
  email: string;
  email_verified: boolean;
  name: string;
  groups: string[];
  /** The organization the person belongs to, when the test gives one (claim `organization`). */
  organization?: string;
};

export type OidcProviderOptions = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Host the issuer URL names; browsers and the app reach it there. */
  host?: string;
  /** Port to listen on; any free one by default. */
  port?: number;
  /** Who a login not in `accounts` is (a browser test's fresh person); undefined refuses it. */
  accountFor?: (login: string) => OidcAccount | undefined;
};

export async function startOidcProvider(options: OidcProviderOptions) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? "localhost"}:${port}`;
  /** People who can sign in, by login (their `sub`); change them between sign-ins. */
  const accounts = new Map<string, OidcAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "organization"],
      groups: ["groups"],
    },
    cookies: { keys: ["oidc-test-cookie-key"] },
    // Lifetimes given, so the provider does not print a notice for each default it uses.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? options.accountFor?.(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
