import { expect, type Page, test } from "@playwright/test";
import { signedInAdmin } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { cookieChoiceMade } from "./support/cookie-choice";
import { toast } from "./support/toast";

/**
 * A context on an instance with single sign-on (global setup), the cookie banner answered: the
 * SSO-only one, or the Stripe one, which keeps passwords.
 */
function ssoContext(browser: import("@playwright/test").Browser, appUrl = process.env.E2E_SSO_APP) {
  if (!appUrl || !process.env.E2E_OIDC_ISSUER) throw new Error("global setup did not start the SSO instances");
  return browser.newContext({ baseURL: appUrl, storageState: cookieChoiceMade(appUrl) });
}

/**
 * Presses "Sign in with Acme ID" until `arrived` resolves. Every test shares one address, and Better
 * Auth allows three sign-in starts per 10 s from it: when told to wait, wait, as a person would.
 */
async function pressSso(page: Page, arrived: () => Promise<unknown>) {
  const limited = toast(page, "Too many sign-in attempts. Please wait a few seconds and try again.");
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByRole("button", { name: "Sign in with Acme ID" }).click();
    const outcome = await Promise.race([
      arrived().then(
        () => "arrived",
        () => "timeout",
      ),
      limited.waitFor({ timeout: 15_000 }).then(
        () => "limited",
        () => "timeout",
      ),
    ]);
    if (outcome === "arrived") return;
    if (outcome === "timeout") break;
    await limited.waitFor({ state: "hidden", timeout: 30_000 });
  }
  throw new Error("pressing the SSO button never got there");
}

/** Presses the SSO button until the browser is on the provider's sign-in page. */
function openProviderSignIn(page: Page) {
  const issuer = process.env.E2E_OIDC_ISSUER ?? "";
  return pressSso(page, () =>
    page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`), { timeout: 15_000 }),
  );
}

/**
 * Single sign-on in Chromium through a real OpenID Connect provider (oidc-provider, its own login
 * and consent pages), on the instance with PASSWORD_SIGN_IN=off: /auth offers only "Sign in with
 * Acme ID", the provider signs the person in, and they land back where they were heading, signed
 * in, with the account made on the way.
 */
test("sign in with the organization's OpenID Connect provider", async ({ browser }) => {
  const context = await ssoContext(browser);
  try {
    const page = await context.newPage();
    const login = `grace-${Date.now().toString(36)}`;
    await page.goto("/auth?from=%2Fprofile");
    const button = page.getByRole("button", { name: "Sign in with Acme ID" });
    // Passwords are off on this instance: no email and password forms, a line saying what to use.
    await expect(page.getByText("Use your Acme ID account to sign in or create your account.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveCount(0);
    await expect(page.getByLabel("Password")).toHaveCount(0);
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    // Keyboard: the button is reachable and pressed with Enter, like any other.
    await button.focus();
    await page.keyboard.press("Enter");

    // The provider's own sign-in page, on its own origin.
    await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_ISSUER}/interaction/`));
    await page.getByPlaceholder("Enter any login").fill(login);
    await page.getByPlaceholder("and password").fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/profile$/);
    // No password to change on a site without password sign-in.
    await expect(page.getByRole("button", { name: "Update Profile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change Password" })).toHaveCount(0);
    await page.getByRole("button", { name: "User menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(`SSO ${login}`)).toBeVisible();
    await expect(menu.getByText(`${login}@sso.e2e.test`)).toBeVisible();
    await page.keyboard.press("Escape");
    const me = await context.request.get("/api/me");
    expect(await me.json()).toMatchObject({ role: "user", emailVerified: true });

    // Signed out and back in: the provider remembers the person, so it goes straight back.
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.getByRole("button", { name: "Sign in with Acme ID" }).click();
    await expect(page).toHaveURL(`${process.env.E2E_SSO_APP}/`);
    expect((await context.request.get("/api/me")).status()).toBe(200);
  } finally {
    await context.close();
  }
});

test("a member of the provider's admin group gets the admin portal", async ({ browser }) => {
  test.slow();
  const context = await ssoContext(browser);
  try {
    const page = await context.newPage();
    await page.goto("/auth?from=%2Fadmin-dashboard");
    await openProviderSignIn(page);
    await page.getByPlaceholder("Enter any login").fill(`admin-${Date.now().toString(36)}`);
    await page.getByPlaceholder("and password").fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    expect(await (await context.request.get("/api/me")).json()).toMatchObject({ role: "admin" });
  } finally {
    await context.close();
  }
});

test("cancelling at the provider comes back to /auth with a plain message", async ({ browser }) => {
  test.slow();
  const context = await ssoContext(browser);
  try {
    const page = await context.newPage();
    await page.goto("/auth");
    await openProviderSignIn(page);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await expect(toast(page, "Sign in cancelled")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeEnabled();
  } finally {
    await context.close();
  }
});

test("beside passwords: the button under both tabs, and a suspended account told so in plain words", async ({
  browser,
}) => {
  test.slow();
  const appUrl = process.env.E2E_STRIPE_APP ?? "";
  const context = await ssoContext(browser, appUrl);
  const adminContext = await ssoContext(browser, appUrl);
  try {
    const page = await context.newPage();
    await page.goto("/auth");
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();

    const login = `susan-${Date.now().toString(36)}`;
    await openProviderSignIn(page);
    await page.getByPlaceholder("Enter any login").fill(login);
    await page.getByPlaceholder("and password").fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${appUrl}/`);
    const me = await (await context.request.get("/api/me")).json();
    expect(me.email).toBe(`${login}@sso.e2e.test`);

    // An administrator suspends the account: its session ends, and SSO cannot open another.
    await signedInAdmin(adminContext, appUrl);
    const suspend = await adminContext.request.patch(`${appUrl}/api/admin/users/${me.id}`, {
      data: { status: "suspended" },
      headers: { origin: appUrl },
    });
    expect(suspend.status()).toBe(200);
    // The provider still knows the person, so it sends them straight back, and the app refuses.
    await page.goto("/auth");
    const suspended = toast(page, "Your account has been suspended. Please contact support.");
    await pressSso(page, () => suspended.waitFor({ timeout: 15_000 }));
    await expect(page).toHaveURL(`${appUrl}/auth`);
    expect((await context.request.get("/api/me")).status()).toBe(401);
  } finally {
    await context.close();
    await adminContext.close();
  }
});

test("with passwords off there is no Forgot password? link and no password to reset", async ({ browser }) => {
  const context = await ssoContext(browser);
  try {
    const page = await context.newPage();
    await page.goto("/auth");
    await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
    await page.goto("/reset-password");
    await expect(
      page.getByText("Password sign-in is turned off on this site, so there is no password to reset."),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveCount(0);
    const refused = await context.request.post("/api/auth/request-password-reset", {
      data: { email: "someone@example.com" },
      headers: { origin: process.env.E2E_SSO_APP! },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await context.close();
  }
});
