import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { cookieChoiceMade } from "./support/cookie-choice";
import { toast } from "./support/toast";

/**
 * Billing through Stripe, on the instance started with Stripe configured (global setup) and the
 * fake Stripe's checkout and portal pages: upgrade from the pricing link, pay, come back on Pro;
 * Manage billing, cancel, keep Pro to the period's end, then drop to Free when it ends.
 */
test("Upgrade to Pro through Stripe Checkout, then cancel from Manage billing", async ({ browser }) => {
  test.slow();
  const appUrl = process.env.E2E_STRIPE_APP;
  const fakeStripe = process.env.E2E_FAKE_STRIPE;
  if (!appUrl || !fakeStripe) throw new Error("global setup did not start the Stripe instance");
  const context = await browser.newContext({
    baseURL: appUrl,
    storageState: cookieChoiceMade(appUrl), // the cookie banner answered, as for every other test
  });
  try {
    await signedInAccount(context, appUrl, { name: "Pays For Pro" });
    const page = await context.newPage();

    await page.goto("/profile?upgrade=pro");
    const dialog = page.getByRole("dialog", { name: "Upgrade to Pro" });
    await expect(dialog).toContainText("$19 per month");
    await expect(dialog).toContainText("Stripe's secure checkout page");
    // Leaving Checkout without paying comes back with nothing charged.
    await dialog.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe to Quillstack Pro" })).toBeVisible();
    expect(page.url().startsWith(`${fakeStripe}/pay/`)).toBe(true);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(toast(page, "Checkout cancelled")).toBeVisible();
    await expect(page.getByText("Free Plan", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await dialog.getByRole("button", { name: "Continue to checkout" }).click();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();
    await expect(toast(page, "Welcome to Pro")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Pro Plan", { exact: true })).toBeVisible();
    await expect(page.getByText(/\/ 50,000 words used/)).toBeVisible();
    await expect(page.getByText(/^Renews on .+\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);

    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page.getByRole("heading", { name: "Manage your Quillstack subscription" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page).toHaveURL(`${appUrl}/profile`);
    // Pro to the end of the period that was paid for.
    await expect(page.getByText(/^Your Pro plan ends on .+\.$/)).toBeVisible();
    await expect(page.getByText("Pro Plan", { exact: true })).toBeVisible();

    const ended = await context.request.post(`${fakeStripe}/control/end-periods`);
    expect((await ended.json()).ended.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText("Free Plan", { exact: true })).toBeVisible();
    await expect(page.getByText(/\/ 2,000 words used/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
  } finally {
    await context.close();
  }
});
