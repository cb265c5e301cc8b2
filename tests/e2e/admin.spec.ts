import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signedInAccount, signedInAdmin } from "./support/accounts";
import { toast } from "./support/toast";

/** A second person in their own browser: own cookies, own session. */
async function otherPerson(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const account = await signedInAccount(context, baseURL, { name });
  return { context, page: await context.newPage(), ...account };
}

async function openAdminDashboard(page: Page, context: BrowserContext, baseURL: string) {
  await signedInAdmin(context, baseURL);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Secure administration panel")).toBeVisible();
}

async function findUser(page: Page, name: string) {
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search users" }).fill(name);
  const rows = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  return rows.first();
}

test("an administrator suspends one user, changes another's plan and limit, and deletes an account", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const suspended = await otherPerson(browser, baseURL!, `Suspend Me ${tag}`);
  const upgraded = await otherPerson(browser, baseURL!, `Upgrade Me ${tag}`);
  try {
    await suspended.page.goto("/profile");
    await expect(suspended.page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();

    await openAdminDashboard(page, context, baseURL!);
    await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
    for (const card of [
      "Total Users",
      "Active This Month",
      "Words Generated",
      "Total User Usage",
      "Estimated API Cost",
    ]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /^Words generated per day/ })).toBeVisible();

    // The search box says what it matches: name, email or user id.
    await page.getByRole("tab", { name: "Users" }).click();
    const search = page.getByRole("searchbox", { name: "Search users" });
    await expect(search).toHaveAttribute("placeholder", "Search by name, email or user ID...");
    await search.fill(suspended.email);
    await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem").first()).toContainText(suspended.name);

    // Suspend: the account's sessions end at once.
    await findUser(page, suspended.name);
    await page.getByLabel(`Status of ${suspended.name}`).selectOption("suspended");
    await expect(toast(page, "User status updated to suspended.")).toBeVisible();
    expect((await suspended.context.request.get("/api/me")).status()).toBe(401);
    await suspended.page.reload();
    await expect(suspended.page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();

    // Plan and limit are edited together; a fractional limit is refused before anything is sent.
    await findUser(page, upgraded.name);
    await page.getByRole("button", { name: `Edit ${upgraded.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await dialog.getByLabel("Plan").selectOption("pro");
    await dialog.getByLabel("Word Limit").fill("12.5");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Word limit must be a whole number.")).toBeVisible();
    await dialog.getByLabel("Word Limit").fill("5,000"); // digits grouped as people write them
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "User plan updated to pro.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await upgraded.page.goto("/profile");
    await expect(upgraded.page.getByText("words used").first()).toHaveText("0 / 5,000 words used");

    // Delete asks first.
    await findUser(page, suspended.name);
    await page.getByRole("button", { name: `Delete ${suspended.name}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this user? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "User has been deleted.")).toBeVisible();
    await expect(page.getByText("No users found matching your criteria")).toBeVisible();
  } finally {
    await suspended.context.close();
    await upgraded.context.close();
  }
});

test("the emergency stop, a tool switch, the CSV export, and a regular user kept out", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const person = await otherPerson(browser, baseURL!, "Tool User");
  await openAdminDashboard(page, context, baseURL!);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "System Settings" })).toBeVisible();
  await expect(page.getByText("Global system configuration and emergency controls")).toBeVisible();
  const emergency = page.getByRole("switch", { name: "Emergency Stop" });
  await expect(emergency).toHaveCount(2); // in the header and under Settings
  const headerSwitch = emergency.first();
  await expect(headerSwitch).not.toBeChecked();

  try {
    // One click only asks; Escape cancels and gives focus back to the switch.
    await headerSwitch.click();
    const stop = page.getByRole("dialog", { name: "Turn on the emergency stop?" });
    await expect(stop).toContainText("AI is turned off for every user now.");
    await page.keyboard.press("Escape");
    await expect(stop).toBeHidden();
    await expect(headerSwitch).toBeFocused();
    await expect(headerSwitch).not.toBeChecked();

    await headerSwitch.click();
    await stop.getByRole("button", { name: "Stop all AI" }).click();
    await expect(toast(page, "API Emergency Stop Activated")).toBeVisible();
    await expect(stop).toBeHidden();
    await expect(headerSwitch).toBeFocused();
    await expect(toast(page, "System Alert")).toBeVisible({ timeout: 5000 });
    await expect(emergency.last()).toBeChecked();
    await person.page.goto("/tools/paraphraser");
    await expect(person.page.getByRole("heading", { name: "Service Temporarily Unavailable" })).toBeVisible();

    // The grammar checker's offline rules keep working, at no cost, and say AI is paused.
    await person.page.goto("/tools/grammar-checker");
    await expect(
      person.page.getByText("AI suggestions are paused by an administrator.", { exact: false }),
    ).toBeVisible();
    await person.page.getByLabel("Input Text").fill("This is an test. i agree.");
    await person.page.getByRole("button", { name: "Check Grammar" }).click();
    await expect(
      person.page.getByText("AI suggestions are paused by an administrator, so these are rule-based checks only."),
    ).toBeVisible();
    await expect(person.page.getByRole("list", { name: "Issues" }).getByRole("listitem").first()).toBeVisible();
    expect((await (await person.context.request.get("/api/me")).json()).wordsUsed).toBe(0);

    // Turning AI back on asks too, in its own words.
    await headerSwitch.click();
    const restore = page.getByRole("dialog", { name: "Turn AI back on?" });
    await expect(restore).toContainText("AI is turned back on for every user now.");
    await restore.getByRole("button", { name: "Turn AI back on" }).click();
    await expect(toast(page, "API Access Restored")).toBeVisible();
    await expect(headerSwitch).not.toBeChecked();
  } finally {
    await context.request.put("/api/admin/settings/global_api_disabled", { data: { value: false } });
  }

  const paraphraser = page.getByRole("switch", { name: "Paraphraser", exact: true });
  try {
    await expect(paraphraser).toBeChecked();
    await paraphraser.click();
    const off = page.getByRole("dialog", { name: "Turn off Paraphraser?" });
    await expect(off).toContainText("Paraphraser is turned off for every user now");
    await off.getByRole("button", { name: "Turn off Paraphraser" }).click();
    await expect(toast(page, "Paraphraser disabled.")).toBeVisible();
    await expect(paraphraser).not.toBeChecked();
    await expect(paraphraser).toBeFocused();
    await person.page.goto("/tools/paraphraser");
    await expect(person.page.getByRole("heading", { name: "Paraphraser Temporarily Unavailable" })).toBeVisible();

    // From the keyboard: Space asks, Escape cancels, and Space then the confirm button turns it on.
    await page.keyboard.press("Space");
    const on = page.getByRole("dialog", { name: "Turn Paraphraser back on?" });
    await expect(on).toContainText("Paraphraser is available to every user again now.");
    await page.keyboard.press("Escape");
    await expect(on).toBeHidden();
    await expect(paraphraser).toBeFocused();
    await expect(paraphraser).not.toBeChecked();
    await page.keyboard.press("Space");
    await on.getByRole("button", { name: "Turn on Paraphraser" }).click();
    await expect(toast(page, "Paraphraser enabled.")).toBeVisible();
    await expect(paraphraser).toBeChecked();
  } finally {
    await context.request.put("/api/admin/settings/tool_paraphraser_enabled", { data: { value: true } });
  }

  // Every switch change is in the activity log with the admin's email.
  await page.reload();
  const activity = page.getByRole("table").filter({ hasText: "Admin" });
  await expect(activity.getByRole("row").filter({ hasText: "Enable Kill Switch" }).first()).toContainText(
    "admin@e2e.test",
  );
  await expect(activity.getByRole("row").filter({ hasText: "Disable Tool" }).first()).toContainText(
    "tool_paraphraser_enabled",
  );

  await page.getByRole("tab", { name: "Billing" }).click();
  for (const card of ["Total Revenue", "Monthly Revenue", "Active Subscriptions", "Churn Rate"]) {
    await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("Subscription ID,User ID,Plan,Status,Amount,Currency,Created,Updated");
  await expect(toast(page, "Export Complete")).toBeVisible();

  // A regular user is sent home, and the API refuses them too.
  await person.page.goto("/admin-dashboard");
  await expect(person.page).toHaveURL(/\/$/);
  expect((await person.context.request.get("/api/admin/stats")).status()).toBe(403);
  await person.context.close();
});
