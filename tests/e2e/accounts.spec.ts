import { expect, test } from "@playwright/test";
import { PASSWORD, pressCreateAccount, signedInAccount, uniqueEmail } from "./support/accounts";
import { linkFromMailTo } from "./support/mail";

test("a new user goes from a tool's guard through sign-up and the emailed link back to the tool, signed in", async ({
  page,
}) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/tools/paraphraser");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByText("Please sign in to access this premium AI writing tool")).toBeVisible();
  await page.getByRole("link", { name: "Sign In to Continue" }).click();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressCreateAccount(page, page.getByText("Welcome to the product!"));
  await expect(page.getByText("We've sent you a confirmation link to complete your registration.")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The emailed link confirms the address, signs in and goes back to the tool.
  const link = await linkFromMailTo(email);
  await page.goto(link);
  await expect(page.getByText("Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/paraphraser$/);
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toHaveCount(0);
});

test("sign-in messages: unconfirmed account, wrong password, existing account", async ({ page }) => {
  const email = uniqueEmail("unconfirmed");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Not Yet");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressCreateAccount(page, page.getByText("Welcome to the product!"));

  await page.getByRole("button", { name: "Back to sign in" }).click();
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Not Yet");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressCreateAccount(page, page.getByText("Account exists"));
  await expect(page.getByText("An account with this email already exists. Please sign in instead.")).toBeVisible();

  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong$Pass99");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid credentials")).toBeVisible();
  await expect(page.getByText("Please check your email and password and try again.")).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("sign out ends the session on the server and goes to /auth", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!, { name: "Leaving Soon" });
  await page.goto("/profile");
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu").getByText("Leaving Soon")).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await context.request.get("/api/me")).status()).toBe(401);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
});

test("a signed-in visitor to /auth is sent on to where they came from", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/auth?from=%2Fprofile");
  await expect(page).toHaveURL(/\/profile$/);
});

test("an account guessed at is throttled, and the person is told when to try again", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("guessed");
  const setup = await browser.newContext();
  await signedInAccount(setup, test.info().project.use.baseURL ?? "", { email });
  await setup.close();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong$Guess1");
  // Five failures are free; after them each attempt waits a growing delay. Attempts in between may
  // also meet the per-address limit (3 per 10 s), so guess until the account's own refusal shows.
  const throttled = page.getByText(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?\.$/);
  const deadline = Date.now() + 90_000;
  while (!(await throttled.isVisible())) {
    expect(Date.now(), "the account was never throttled").toBeLessThan(deadline);
    const answered = page.waitForResponse((res) => res.url().includes("/api/auth/sign-in/email"));
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const res = await answered;
    if (res.status() === 429) await throttled.waitFor({ timeout: 2000 }).catch(() => undefined);
    // The per-address limit's refusal: wait for its window to pass.
    if (res.status() === 429 && !(await throttled.isVisible())) await page.waitForTimeout(2000);
  }
  await expect(throttled.first()).toBeVisible();
});
