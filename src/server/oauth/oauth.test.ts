import { createHash, randomBytes } from "node:crypto";
import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { auth as mcpAuth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { type OAuthVerifier, oauthVerifier } from "./verify";

// Claude's connector callback: never reached here, the code is read from the redirect.
const REDIRECT_URI = "https://claude.ai/api/mcp/auth_callback";
const MCP_URL = `${TEST_ORIGIN}/api/mcp`;

const pkce = () => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
};

/**
 * A GET as a browser's navigation or curl sends it (Node's fetch always says `Sec-Fetch-Mode: cors`,
 * which Better Auth answers with JSON): the status and Location of the answer, over the socket.
 */
const navigate = (url: string) =>
  new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    httpGet(url, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
    }).on("error", reject);
  });

/** An authorization request's address for a client and redirect URI, with a PKCE challenge. */
const authorizeAddress = (base: string, clientId: string, redirectUri: string, extra: Record<string, string> = {}) => {
  const url = new URL(`${base}/api/auth/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: "mcp",
    state: "st",
    code_challenge: pkce().challenge,
    code_challenge_method: "S256",
    resource: MCP_URL,
    ...extra,
  }).toString();
  return url.toString();
};

/**
 * Claude's side of a connector, played by the official MCP SDK's OAuth client over a real socket:
 * discovery from /api/mcp, dynamic registration, PKCE, the consent (as a signed-in person's browser
 * would post it) and the token exchange; then the verifier the MCP server takes.
 */
describe.each(BACKENDS)("OAuth for MCP clients (%s)", (kind) => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;
  let person: TestClient;
  let userId: string;
  let verify: OAuthVerifier;

  // The app's public URL is the harness's; requests to it go to the socket.
  const onSocket = (url: string | URL) => String(url).replace(TEST_ORIGIN, base);
  const fetchFn = (url: string | URL, init?: RequestInit) => fetch(onSocket(url), init);
  const cookies = () => [...person.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  /**
   * As fetchFn, but registrations come from their own address: registration allows 5 clients a
   * minute per address, and every socket request here is 127.0.0.1 (in-process requests name theirs).
   */
  const fromAddress = (ip: string) => (url: string | URL, init?: RequestInit) => {
    if (!String(url).endsWith("/api/auth/oauth2/register")) return fetchFn(url, init);
    const headers = new Headers(init?.headers);
    headers.set("x-quillstack-client-ip", ip);
    return Promise.resolve(app.app.request(String(url).replace(base, TEST_ORIGIN), { ...init, headers }));
  };

  /** The consent page's POST, as the signed-in person's browser sends it. */
  const consent = async (oauthQuery: string, accept: boolean) => {
    const res = await fetch(`${base}/api/auth/oauth2/consent`, {
      method: "POST",
      headers: { cookie: cookies(), origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ accept, oauth_query: oauthQuery }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url?: string; redirect_uri?: string };
    return new URL(body.url ?? body.redirect_uri ?? "");
  };

  /**
   * Follows an authorize URL as the signed-in person: to the consent page, then their answer. Node's
   * fetch always says `Sec-Fetch-Mode: cors`, so Better Auth answers with the redirect as JSON rather
   * than a 302 (a browser's navigation gets the 302; the e2e spec covers that).
   */
  const authorize = async (authorizeUrl: string | URL, accept = true) => {
    const res = await fetch(onSocket(authorizeUrl), { headers: { cookie: cookies() }, redirect: "manual" });
    const location = res.status === 302 ? res.headers.get("location") : ((await res.json()) as { url?: string }).url;
    const consentPage = new URL(location ?? "", TEST_ORIGIN);
    expect(consentPage.pathname).toBe("/oauth/consent");
    return consent(consentPage.search.slice(1), accept);
  };

  class TestProvider implements OAuthClientProvider {
    constructor(private name = "Test Connector") {}
    client?: OAuthClientInformationMixed;
    saved?: OAuthTokens;
    verifier = "";
    code?: string;
    get redirectUrl() {
      return REDIRECT_URI;
    }
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: this.name,
        redirect_uris: [REDIRECT_URI],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      };
    }
    clientInformation() {
      return this.client;
    }
    saveClientInformation(info: OAuthClientInformationMixed) {
      this.client = info;
    }
    tokens() {
      return this.saved;
    }
    saveTokens(tokens: OAuthTokens) {
      this.saved = tokens;
    }
    async redirectToAuthorization(url: URL) {
      const back = await authorize(url);
      this.code = back.searchParams.get("code") ?? undefined;
    }
    saveCodeVerifier(verifier: string) {
      this.verifier = verifier;
    }
    codeVerifier() {
      return this.verifier;
    }
  }

  const token = (form: Record<string, string>) =>
    fetch(`${base}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });

  /** RFC 7009 revocation of an access token, as its client sends it. */
  const revoke = (accessToken: string, clientId = "") =>
    fetch(`${base}/api/auth/oauth2/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: accessToken, token_type_hint: "access_token", client_id: clientId }),
    });

  let provider: TestProvider;

  beforeAll(async () => {
    app = await startTestApp(kind);
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    person = await signUpVerified(app, "oauth@example.com");
    userId = (await person.json("/api/auth/get-session")).body.user.id;
    verify = oauthVerifier(app.auth, TEST_ORIGIN);

    provider = new TestProvider();
    expect(await mcpAuth(provider, { serverUrl: MCP_URL, fetchFn })).toBe("REDIRECT");
    expect(provider.code).toBeTruthy();
    expect(await mcpAuth(provider, { serverUrl: MCP_URL, authorizationCode: provider.code, fetchFn })).toBe(
      "AUTHORIZED",
    );
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await app?.drop();
  });

  it("publishes the protected resource and the authorization server", async () => {
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/api/mcp"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        resource: MCP_URL,
        authorization_servers: [`${TEST_ORIGIN}/api/auth`],
        bearer_methods_supported: ["header"],
        scopes_supported: ["mcp", "offline_access"],
      });
    }
    const res = await fetch(`${base}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    const metadata = await res.json();
    expect(metadata).toMatchObject({
      issuer: `${TEST_ORIGIN}/api/auth`,
      authorization_endpoint: `${TEST_ORIGIN}/api/auth/oauth2/authorize`,
      token_endpoint: `${TEST_ORIGIN}/api/auth/oauth2/token`,
      registration_endpoint: `${TEST_ORIGIN}/api/auth/oauth2/register`,
      revocation_endpoint: `${TEST_ORIGIN}/api/auth/oauth2/revoke`,
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("registered the connector as a public client and gave it tokens for /api/mcp", async () => {
    expect(provider.client?.client_id).toBeTruthy();
    expect(
      provider.client && "client_secret" in provider.client ? provider.client.client_secret : undefined,
    ).toBeFalsy();
    expect(provider.saved?.access_token).toBeTruthy();
    expect(provider.saved?.refresh_token).toBeTruthy();
    expect(await verify(provider.saved?.access_token ?? "")).toEqual({
      userId,
      clientId: provider.client?.client_id,
    });
  });

  it("refuses an unknown token", async () => {
    expect(await verify("not-a-token")).toBeNull();
    expect(await verify(`${provider.saved?.access_token}x`)).toBeNull();
    expect(await verify("")).toBeNull();
  });

  it("refreshes, and a revoked token is refused", async () => {
    const first = provider.saved?.access_token ?? "";
    expect(await mcpAuth(provider, { serverUrl: MCP_URL, fetchFn })).toBe("AUTHORIZED");
    const second = provider.saved?.access_token ?? "";
    expect(second).not.toBe(first);
    expect(await verify(second)).toEqual({ userId, clientId: provider.client?.client_id });

    expect((await revoke(second, provider.client?.client_id)).status).toBe(200);
    expect(await verify(second)).toBeNull();
  });

  /** A fresh code for the registered client, with a PKCE pair and the MCP resource unless told otherwise. */
  const freshCode = async (options: { resource?: string | null; accept?: boolean } = {}) => {
    const { verifier, challenge } = pkce();
    const url = new URL(`${TEST_ORIGIN}/api/auth/oauth2/authorize`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: provider.client?.client_id ?? "",
      redirect_uri: REDIRECT_URI,
      scope: "mcp offline_access",
      state: "s1",
      // The person consented once already; a client asks again as the SDK does.
      prompt: "consent",
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...(options.resource === null ? {} : { resource: options.resource ?? MCP_URL }),
    }).toString();
    const back = await authorize(url, options.accept ?? true);
    return { back, verifier, code: back.searchParams.get("code") ?? "" };
  };
  const exchange = (code: string, verifier?: string) =>
    token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: provider.client?.client_id ?? "",
      resource: MCP_URL,
      ...(verifier === undefined ? {} : { code_verifier: verifier }),
    });

  it("an MCP client with no token is sent through OAuth by the 401, then uses the tools as that person", async () => {
    const connector = new TestProvider();
    const transport = () =>
      new StreamableHTTPClientTransport(new URL(MCP_URL), { authProvider: connector, fetch: fetchFn });
    const first = new Client({ name: "connector", version: "1.0.0" });
    // The 401's WWW-Authenticate names the metadata; the SDK discovers, registers and redirects.
    const failed = transport();
    await expect(first.connect(failed)).rejects.toThrow(/Unauthorized/i);
    expect(connector.code).toBeTruthy();
    await failed.finishAuth(connector.code ?? "");
    const client = new Client({ name: "connector", version: "1.0.0" });
    await client.connect(transport());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain("grammar-checker");
    // No model in this app: the grammar checker answers with its offline rules, free, as the person.
    const checked = await client.callTool({
      name: "grammar-checker",
      arguments: { input: { text: "This is an test." } },
    });
    expect(checked.isError).toBeFalsy();
    const documentId = (checked.structuredContent as { documentId: string }).documentId;
    const [row] = await app.database.db.select().from(runs).where(eq(runs.id, documentId));
    expect(row).toMatchObject({ userId, surface: "mcp", tool: "grammar-checker" });
    await client.close();

    // A revoked token is refused at once by the MCP server too.
    expect((await revoke(connector.saved?.access_token ?? "", connector.client?.client_id)).status).toBe(200);
    const refused = await fetch(`${base}/api/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${connector.saved?.access_token}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${TEST_ORIGIN}/.well-known/oauth-protected-resource/api/mcp"`,
    );
  });

  it("the person sees the apps they connected and disconnects one: its tokens stop at once", async () => {
    const app2 = new TestProvider("Writing Assistant");
    const viaOwnAddress = fromAddress("10.77.0.2");
    expect(await mcpAuth(app2, { serverUrl: MCP_URL, fetchFn: viaOwnAddress })).toBe("REDIRECT");
    expect(await mcpAuth(app2, { serverUrl: MCP_URL, authorizationCode: app2.code, fetchFn: viaOwnAddress })).toBe(
      "AUTHORIZED",
    );
    const access = app2.saved?.access_token ?? "";
    expect(await verify(access)).not.toBeNull();

    const listed = await person.json("/api/me/connected-apps");
    expect(listed.status).toBe(200);
    const mine = listed.body.apps.find((a: { name: string }) => a.name === "Writing Assistant");
    expect(mine).toMatchObject({ clientId: app2.client?.client_id, redirectHost: "claude.ai" });
    expect(mine.lastUsedAt).not.toBeNull();
    // Another person sees none of them, and cannot disconnect them.
    const stranger = await signUpVerified(app, `stranger-${kind}@example.com`);
    expect((await stranger.json("/api/me/connected-apps")).body.apps).toEqual([]);
    expect((await stranger.json(`/api/me/connected-apps/${mine.clientId}`, { method: "DELETE" })).status).toBe(404);
    expect(await verify(access)).not.toBeNull();

    const gone = await person.json(`/api/me/connected-apps/${mine.clientId}`, { method: "DELETE" });
    expect(gone).toEqual({ status: 200, body: { disconnected: true } });
    expect(await verify(access)).toBeNull();
    // Its refresh token is dead too: the app must ask the person again.
    const refreshed = await token({
      grant_type: "refresh_token",
      refresh_token: app2.saved?.refresh_token ?? "",
      client_id: app2.client?.client_id ?? "",
    });
    expect(refreshed.status).toBeGreaterThanOrEqual(400);
    const after = (await person.json("/api/me/connected-apps")).body.apps.map((a: { name: string }) => a.name);
    expect(after).not.toContain("Writing Assistant");
  });

  it("a code works once, and only with its code_verifier", async () => {
    const { code, verifier } = await freshCode();
    const ok = await exchange(code, verifier);
    expect(ok.status).toBe(200);
    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("invalid_grant");

    const refused = async (res: Response) => {
      const body = (await res.json()) as { error?: string; access_token?: string };
      return { status: res.status, error: body.error, token: body.access_token };
    };
    const missing = await freshCode();
    expect(await refused(await exchange(missing.code))).toMatchObject({ status: 400, token: undefined });
    const wrong = await freshCode();
    // A public client proves itself with the verifier: a wrong one fails as client authentication.
    expect(await refused(await exchange(wrong.code, pkce().verifier))).toMatchObject({ status: 401, token: undefined });
  });

  it("Deny sends access_denied back to the client", async () => {
    const { back } = await freshCode({ accept: false });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("s1");
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("refuses a token not issued for the MCP resource", async () => {
    const { code, verifier } = await freshCode({ resource: null });
    const res = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: provider.client?.client_id ?? "",
      code_verifier: verifier,
    });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    expect(await verify(access_token)).toBeNull();
  });

  it("refuses a token without the mcp scope", async () => {
    const { verifier, challenge } = pkce();
    const url = new URL(`${TEST_ORIGIN}/api/auth/oauth2/authorize`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: provider.client?.client_id ?? "",
      redirect_uri: REDIRECT_URI,
      scope: "offline_access",
      prompt: "consent",
      code_challenge: challenge,
      code_challenge_method: "S256",
      resource: MCP_URL,
    }).toString();
    const code = (await authorize(url)).searchParams.get("code") ?? "";
    const res = await exchange(code, verifier);
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    expect(await verify(access_token)).toBeNull();
  });

  it("a desktop client with a localhost callback registers as a native app and gets a code there", async () => {
    const loopback = "http://127.0.0.1:33418/callback";
    const register = fromAddress("10.77.0.3");
    const res = await register(`${base}/api/auth/oauth2/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        redirect_uris: [loopback],
        token_endpoint_auth_method: "none",
        client_name: "Claude Code",
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const client = (await res.json()) as { client_id: string; application_type?: string };
    expect(client.application_type).toBe("native");
    const { challenge } = pkce();
    const url = new URL(`${TEST_ORIGIN}/api/auth/oauth2/authorize`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: client.client_id,
      redirect_uri: loopback,
      scope: "mcp",
      state: "s2",
      code_challenge: challenge,
      code_challenge_method: "S256",
      resource: MCP_URL,
    }).toString();
    const back = await authorize(url);
    expect(`${back.origin}${back.pathname}`).toBe(loopback);
    expect(back.searchParams.get("code")).toBeTruthy();
    // A web redirect that is not loopback is still a web app's, and loopback https stays refused.
    const https = await register(`${base}/api/auth/oauth2/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ redirect_uris: ["https://localhost/cb"], token_endpoint_auth_method: "none" }),
    });
    expect(https.status).toBe(400);
  });

  it("an authorize error for a client nobody approved is shown on our page, never sent to its address", async () => {
    const evil = "https://evil.example/landing";
    const res = await fromAddress("10.77.0.4")(`${base}/api/auth/oauth2/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ redirect_uris: [evil], token_endpoint_auth_method: "none", client_name: "Evil" }),
    });
    expect(res.status).toBe(201);
    const { client_id } = (await res.json()) as { client_id: string };
    const ourPage = (location: string | null) => {
      const url = new URL(location ?? "", TEST_ORIGIN);
      return { at: `${url.origin}${url.pathname}`, error: url.searchParams.get("error") };
    };

    // As the curl saw it: a 302, now to our page rather than to evil.example.
    const badScope = authorizeAddress(base, client_id, evil, { scope: "x" });
    const navigated = await navigate(badScope);
    expect(navigated.status).toBe(302);
    expect(navigated.location).not.toContain("evil.example");
    expect(ourPage(navigated.location)).toEqual({ at: `${TEST_ORIGIN}/oauth/error`, error: "invalid_scope" });
    // A fetch gets the same address as JSON.
    const fetched = (await (await fetch(badScope)).json()) as { url: string };
    expect(ourPage(fetched.url)).toEqual({ at: `${TEST_ORIGIN}/oauth/error`, error: "invalid_scope" });
    // Signed out with prompt=none: login_required, also kept here.
    const silent = await navigate(authorizeAddress(base, client_id, evil, { prompt: "none" }));
    expect(ourPage(silent.location)).toEqual({ at: `${TEST_ORIGIN}/oauth/error`, error: "login_required" });
  });

  it("a client a person approved still gets its standard error redirect", async () => {
    const navigated = await navigate(
      authorizeAddress(base, provider.client?.client_id ?? "", REDIRECT_URI, { scope: "x" }),
    );
    expect(navigated.status).toBe(302);
    const back = new URL(navigated.location ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get("error")).toBe("invalid_scope");
    expect(back.searchParams.get("state")).toBe("st");
  });

  it("registration refuses a name over 100 characters, more than 10 redirect URIs, or one over 2,000", async () => {
    const register = (metadata: Record<string, unknown>, ip: string) =>
      fromAddress(ip)(`${base}/api/auth/oauth2/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none", ...metadata }),
      });
    const refused = async (metadata: Record<string, unknown>) => {
      const res = await register(metadata, "10.77.0.5");
      return { status: res.status, body: (await res.json()) as { error: string; error_description: string } };
    };
    const long = `${REDIRECT_URI}?${"q".repeat(2000)}`;
    for (const metadata of [
      { client_name: "n".repeat(101) },
      { client_name: "n".repeat(20_000) },
      { redirect_uris: Array.from({ length: 11 }, (_, i) => `${REDIRECT_URI}/${i}`) },
      { redirect_uris: [long] },
    ]) {
      const answer = await refused(metadata);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("invalid_client_metadata");
      expect(answer.body.error_description.length).toBeGreaterThan(0);
    }
    // At the limits: registered.
    const atLimits = await register(
      {
        client_name: "n".repeat(100),
        redirect_uris: Array.from({ length: 10 }, (_, i) => `${REDIRECT_URI}/${i}`.padEnd(2000, "x")),
      },
      "10.77.0.6",
    );
    expect(atLimits.status, await atLimits.clone().text()).toBe(201);
  });

  it("the client endpoints take no cookie and pass the origin check", async () => {
    // A cross-site page posting with the person's cookies: not refused by the origin check, and the
    // client it registers belongs to nobody (the cookie never reaches Better Auth).
    const res = await fetch(`${base}/api/auth/oauth2/register`, {
      method: "POST",
      headers: { cookie: cookies(), origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none", client_name: "X" }),
    });
    expect(res.status).toBe(201);
    const registered = (await res.json()) as { client_id: string; user_id?: string };
    expect(registered.user_id).toBeUndefined();
    // The consent endpoint is cookie-authenticated: still refused cross-site.
    const cross = await fetch(`${base}/api/auth/oauth2/consent`, {
      method: "POST",
      headers: { cookie: cookies(), origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ accept: true, oauth_query: "x=1" }),
    });
    expect(cross.status).toBe(403);
  });
});

describe("OAuth client registration per address", () => {
  it("allows OAUTH_REGISTRATIONS_PER_DAY a day from one address; another address still registers", async () => {
    const app = await startTestApp("pglite", { OAUTH_REGISTRATIONS_PER_DAY: "2" });
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((r) => server.once("listening", r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const body = JSON.stringify({
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: "none",
        client_name: "A",
      });
      const init = { method: "POST", headers: { "content-type": "application/json" }, body };
      expect((await fetch(`${base}/api/auth/oauth2/register`, init)).status).toBe(201);
      expect((await fetch(`${base}/api/auth/oauth2/register`, init)).status).toBe(201);
      const third = await fetch(`${base}/api/auth/oauth2/register`, init);
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error_description: string }).error_description).toMatch(/a day/);
      // Counted per address (an in-process request names its own).
      const elsewhere = await app.app.request(`${TEST_ORIGIN}/api/auth/oauth2/register`, {
        ...init,
        headers: { ...init.headers, "x-quillstack-client-ip": "10.77.1.1" },
      });
      expect(elsewhere.status).toBe(201);
    } finally {
      await new Promise((r) => server.close(r));
      await app.drop();
    }
  }, 60_000);
});

describe("OAuth off", () => {
  it("a public URL that cannot name an MCP resource (plain HTTP, not loopback) turns it off, not the app", async () => {
    const app = await startTestApp("pglite", { PUBLIC_URL: "http://quillstack.example" });
    try {
      const res = await app.app.request("http://quillstack.example/.well-known/oauth-protected-resource");
      expect(res.status).toBe(404);
      expect((await app.app.request("http://quillstack.example/api/health")).status).toBe(200);
      expect(await oauthVerifier(app.auth, "http://quillstack.example")("anything")).toBeNull();
    } finally {
      await app.drop();
    }
  }, 60_000);
});
