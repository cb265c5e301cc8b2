import { createHash, randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PASSWORD, signedInAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";

// Claude's connector callback. The browser never reaches it: the test answers for claude.ai.
const REDIRECT_URI = "https://claude.ai/api/mcp/auth_callback";

/** Registers an app the way Claude's connector does: dynamic registration, a public client. */
async function registerClient(request: APIRequestContext, baseURL: string) {
  const res = await request.post(`${baseURL}/api/auth/oauth2/register`, {
    data: {
      client_name: "Claude",
      redirect_uris: [REDIRECT_URI],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client_id: string }).client_id;
}

function authorizeUrl(baseURL: string, clientId: string, state: string) {
  const verifier = randomBytes(32).toString("base64url");
  const url = new URL(`${baseURL}/api/auth/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: "mcp offline_access",
    state,
    prompt: "consent",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    resource: `${baseURL}/api/mcp`,
  }).toString();
  return { url: url.toString(), verifier };
}

/** Where the browser was sent back to the app: answered here, so the test reads the address. */
async function answerForClaude(page: Page) {
  await page.route("https://claude.ai/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Back in Claude</title>" }),
  );
}

test("an app's authorization: signed out, sign in, consent with the app's name, Allow sends a code back", async ({
  page,
  browser,
  baseURL,
}) => {
  // The person's account, made in another browser; this one starts signed out.
  const setup = await browser.newContext({ baseURL });
  const { email } = await signedInAccount(setup, baseURL!);
  await setup.close();
  const clientId = await registerClient(page.request, baseURL!);
  await answerForClaude(page);

  const { url, verifier } = authorizeUrl(baseURL!, clientId, "allow-1");
  await page.goto(url);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  // Signed out, the page names the app and what it asks for before the sign-in.
  await expect(
    page.getByRole("heading", { level: 1, name: "Claude wants to connect to your Quillstack" }),
  ).toBeVisible();
  await expect(
    page.getByText("Use your Quillstack tools and read your documents, with your word allowance."),
  ).toBeVisible();
  await expect(page.getByText("premium AI writing tool")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  // Back at the same authorization request, now asking for consent.
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Allow Claude to use your Quillstack?" })).toBeVisible();
  await expect(page.getByText("claude.ai", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Use your Quillstack tools and read your documents, with your word allowance."),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/^https:\/\/claude\.ai\/api\/mcp\/auth_callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("allow-1");
  const code = back.searchParams.get("code");
  expect(code).toBeTruthy();

  // The code is good for a token, with the PKCE verifier.
  const token = await page.request.post(`${baseURL}/api/auth/oauth2/token`, {
    form: {
      grant_type: "authorization_code",
      code: code ?? "",
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      code_verifier: verifier,
      resource: `${baseURL}/api/mcp`,
    },
  });
  expect(token.status()).toBe(200);
  const accessToken = ((await token.json()) as { access_token?: string }).access_token;
  expect(accessToken).toBeTruthy();
  const listTools = () =>
    page.request.post(`${baseURL}/api/mcp`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json, text/event-stream" },
      data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
  expect((await listTools()).status()).toBe(200);

  // The person finds the app on the Developer page and disconnects it: its token stops at once.
  await page.goto("/profile/developer");
  const apps = page.getByRole("list", { name: "Connected apps" });
  await expect(apps.getByText("Claude", { exact: true })).toBeVisible();
  await apps.getByRole("button", { name: "Disconnect Claude" }).click();
  await expect(page.getByText("“Claude” can no longer use your account.")).toBeVisible();
  await expect(page.getByText("No apps are connected.")).toBeVisible();
  expect((await listTools()).status()).toBe(401);
});

test("Deny, from the keyboard, sends access_denied back to the app", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  const clientId = await registerClient(page.request, baseURL!);
  await answerForClaude(page);

  await page.goto(authorizeUrl(baseURL!, clientId, "deny-1").url);
  await expect(page.getByRole("heading", { level: 1, name: "Allow Claude to use your Quillstack?" })).toBeVisible();
  // Allow has the focus; Deny is one Shift+Tab away.
  await expect(page.getByRole("button", { name: "Allow" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Deny" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/^https:\/\/claude\.ai\/api\/mcp\/auth_callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get("error")).toBe("access_denied");
  expect(back.searchParams.get("state")).toBe("deny-1");
  expect(back.searchParams.get("code")).toBeNull();
});

test("an app nobody allowed, asking for what we do not offer: the browser stays on our page", async ({
  page,
  baseURL,
}) => {
  const evil = "https://evil.example/landing";
  const res = await page.request.post(`${baseURL}/api/auth/oauth2/register`, {
    data: { client_name: "Evil", redirect_uris: [evil], token_endpoint_auth_method: "none" },
  });
  expect(res.status()).toBe(201);
  const clientId = ((await res.json()) as { client_id: string }).client_id;
  // Were the browser sent there, the test would see this page's address.
  await page.route("https://evil.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Evil</title>" }),
  );
  const url = new URL(`${baseURL}/api/auth/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: evil,
    scope: "x",
    state: "evil-1",
    code_challenge: createHash("sha256").update("verifier").digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  await page.goto(url.toString());
  await expect(page).toHaveURL(/\/oauth\/error\?error=invalid_scope$/);
  await expect(page.getByRole("heading", { level: 1, name: "This app could not connect" })).toBeVisible();
  await expect(page.getByText("The app asked for access Quillstack does not offer.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
