import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, signedInAdmin, signedInPerson } from "./support/accounts";
import { mailWithSubject } from "./support/mail";
import { toast } from "./support/toast";

test("Upgrade to Pro without a payment provider: the request reaches the administrators, who grant it", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const writer = await signedInPerson(browser, baseURL!, `Wants Pro ${tag}`);
  try {
    // From the pricing card's link: the profile opens with the request dialog.
    await writer.page.goto("/profile?upgrade=pro");
    const dialog = writer.page.getByRole("dialog", { name: "Upgrade to Pro" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("50,000 words a month");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(writer.page).toHaveURL(/\/profile$/);

    await writer.page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toast(writer.page, "Upgrade requested")).toBeVisible();
    await expect(
      writer.page.getByText(/^Upgrade requested on .+\. Your administrators will be in touch\.$/),
    ).toBeVisible();
    await expect(writer.page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
    // Still there after a reload: the request is on the server.
    await writer.page.reload();
    await expect(writer.page.getByText(/^Upgrade requested on /)).toBeVisible();

    const mail = await mailWithSubject(`Upgrade request: ${writer.email} asks for Pro`, ADMIN_EMAIL);
    expect(mail.to).toContain(ADMIN_EMAIL);
    expect(mail.text).toContain("/admin-dashboard?tab=billing");

    await signedInAdmin(context, baseURL!);
    await page.goto("/admin-dashboard?tab=billing");
    const requests = page.getByRole("list", { name: "Pending upgrade requests" });
    await expect(requests.getByText(writer.email, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: `Grant Pro to ${writer.email}` }).click();
    await expect(toast(page, "Upgrade granted")).toBeVisible();
    await expect(page.getByRole("button", { name: `Grant Pro to ${writer.email}` })).toHaveCount(0);

    await writer.page.reload();
    await expect(writer.page.getByText("Pro Plan")).toBeVisible();
    await expect(writer.page.getByText(/\/ 50,000 words used/)).toBeVisible();
    await expect(writer.page.getByText(/^Upgrade requested on /)).toHaveCount(0);
  } finally {
    await writer.context.close();
  }
});

test("at the word limit, the tool page and its refusal offer Upgrade to Pro", async ({ browser, context, baseURL }) => {
  const writer = await signedInPerson(browser, baseURL!, `At Limit ${Date.now().toString(36)}`);
  try {
    const me = await (await writer.context.request.get("/api/me")).json();
    await signedInAdmin(context, baseURL!);
    const limited = await context.request.patch(`/api/admin/users/${me.id}`, { data: { wordsLimit: 0 } });
    expect(limited.ok()).toBe(true);

    await writer.page.goto("/tools/paraphraser");
    await expect(writer.page.getByText("Word limit exceeded. Upgrade to continue.")).toBeVisible();
    await expect(writer.page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/profile?upgrade=pro",
    );

    // The page stops a run it can see is over the allowance (after its word count's debounce), so
    // the server's refusal is met where the page still believes there are words left: the limit
    // falls to zero after the page loaded its usage.
    const setLimit = async (wordsLimit: number) =>
      expect((await context.request.patch(`/api/admin/users/${me.id}`, { data: { wordsLimit } })).ok()).toBe(true);
    await setLimit(2000);
    await writer.page.reload();
    await expect(writer.page.getByText("Word limit exceeded. Upgrade to continue.")).toHaveCount(0);
    await setLimit(0);
    await writer.page.getByLabel("Input Text").fill("Please make this clearer.");
    await writer.page.getByRole("button", { name: "Paraphrase" }).click();
    const refusal = writer.page.locator("[data-sonner-toast]").filter({ hasText: "Word Limit Reached" });
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(writer.page.getByRole("dialog", { name: "Upgrade to Pro" })).toBeVisible();
  } finally {
    await writer.context.close();
  }
});
