import { type BrowserContext, expect, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount, signedInAdmin } from "./support/accounts";
import { steerModel } from "./support/model";
import { toast } from "./support/toast";

// A run the word allowance cuts short is not a success: the page warns, names the words written and
// offers the upgrade; the document says where it stopped. The long-form writer shows its cost first.

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(" ");

/** A writer with `limit` words this month (an administrator sets it, as the admin portal does). */
async function writerWithLimit(context: BrowserContext, admin: BrowserContext, baseURL: string, limit: number) {
  await signedInAccount(context, baseURL);
  const me = await (await context.request.get("/api/me")).json();
  await signedInAdmin(admin, baseURL);
  const res = await admin.request.patch(`/api/admin/users/${me.id}`, { data: { wordsLimit: limit } });
  expect(res.ok()).toBe(true);
}

test("long-form writer: the estimate and a length that fits, then a run cut at the word limit warns, offers Upgrade and is labelled in Documents", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  try {
    await writerWithLimit(context, admin, baseURL!, 500);
  } finally {
    await admin.close();
  }
  await page.goto("/tools/long-form-writer");
  // Three drafts of 800 would ask for 2,400 words: the length starts at what 500 words pay for.
  const length = page.getByLabel("Length (Words)");
  await expect(length).toHaveValue("150");
  const estimate = page.locator("#lf-estimate");
  await expect(estimate).toHaveText("Up to 450 words; 500 left.");

  // The user may still ask for more; the estimate says what that means.
  await length.fill("800");
  await expect(estimate).toHaveText("Up to 2,400 words; 500 left. The drafts stop where your words run out.");

  await steerModel({ reply: words(300), chunkDelayMs: 0, mode: "ok" });
  await page.getByLabel("Topic/Title").fill("Home Composting");
  await page.getByRole("button", { name: "Generate Content (3 Variations)" }).click();

  const warning = page.locator("[data-sonner-toast]").filter({ hasText: "Cut at word limit" });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText("the text stops after 500 words");
  await expect(toast(page, "3 content variations generated successfully.")).toHaveCount(0);
  await page.getByRole("tab", { name: "Draft 2" }).click();
  expect(countWords(await page.getByLabel("Draft 2 text").inputValue())).toBe(200);
  await page.getByRole("tab", { name: "Draft 3" }).click();
  await expect(page.getByLabel("Draft 3 text")).toHaveValue("");

  await warning.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page.getByRole("dialog", { name: "Upgrade to Pro" })).toBeVisible();

  await page.goto("/documents");
  const list = page.getByRole("list", { name: "Documents" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Cut at word limit");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Complete");
});

test("a generic tool cut at the word limit warns instead of reporting success", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  try {
    await writerWithLimit(context, admin, baseURL!, 20);
  } finally {
    await admin.close();
  }
  await steerModel({ reply: words(60), chunkDelayMs: 0, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await page.getByLabel("Input Text").fill("Please make this clearer.");
  await page.getByRole("button", { name: "Process Text" }).click();
  const warning = page.locator("[data-sonner-toast]").filter({ hasText: "Cut at word limit" });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText("the text stops after 20 words");
  await expect(warning.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Success!" })).toHaveCount(0);
});
