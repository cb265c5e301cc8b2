import { expect, type Page, test } from "@playwright/test";
import { signedInAccount, signedInAdmin } from "./support/accounts";
import { linkFromMailTo } from "./support/mail";
import { toast } from "./support/toast";

const underline = (page: Page, text: string) => page.locator(".check-issue", { hasText: text });

test("a term the owner writes in the organization's guide is flagged as the member types, with its reason and replacement, and accepted", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = { origin: baseURL! };
  // The owner (made by the administrator) saves the guide; the member writes.
  const admin = await browser.newContext({ baseURL });
  const ownerContext = await browser.newContext({ baseURL });
  await signedInAdmin(admin, baseURL!);
  const owner = await signedInAccount(ownerContext, baseURL!, { name: "Guide Owner" });
  const member = await signedInAccount(context, baseURL!, { name: "Guide Member" });
  const org = await admin.request.post("/api/admin/organizations", {
    data: { name: `Plain Words ${Date.now().toString(36)}`, poolWords: 10_000, ownerEmail: owner.email },
    headers,
  });
  expect(org.status()).toBe(201);
  const { id: orgId } = await org.json();
  const invite = await ownerContext.request.post("/api/organization/invitations", {
    data: { email: member.email },
    headers,
  });
  expect(invite.ok()).toBe(true);
  const token = new URL(await linkFromMailTo(member.email)).pathname.split("/").pop();
  const accepted = await context.request.post("/api/organization/invitations/accept", { data: { token }, headers });
  expect(accepted.ok()).toBe(true);
  // The owner writes the term in the organization's "Style guide" card.
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto("/organization");
  const guide = ownerPage.getByRole("region", { name: "Style guide" });
  await expect(guide.getByText("0 of 500 terms")).toBeVisible({ timeout: 30_000 });
  await guide.getByRole("button", { name: "Add term" }).click();
  await guide.getByRole("textbox", { name: "Avoid (term 1)" }).fill("utilize");
  await guide.getByRole("textbox", { name: "Use instead (term 1)" }).fill("use");
  await guide.getByRole("textbox", { name: "Reason (term 1)" }).fill("Plain words read faster.");
  await guide.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(ownerPage, "Saved")).toBeVisible();

  try {
    const created = await context.request.post("/api/documents", { data: { title: "Plain" }, headers });
    expect(created.status()).toBe(201);
    await page.goto(`/documents/${(await created.json()).id}`);
    const editor = page.getByRole("textbox", { name: "Document text" });
    await editor.click();
    await editor.pressSequentially("We utilize synergies.");

    // Underlined as the guide's finding (its kind in words, not only in its colour).
    const term = underline(page, "utilize");
    await expect(term).toBeVisible({ timeout: 30_000 });
    await expect(term).toHaveAttribute("data-issue", "guide");
    await expect(term).toHaveAttribute("aria-description", "Style guide: Plain words read faster.");

    await term.click();
    const card = page.getByRole("dialog", { name: "Style guide" });
    await expect(card).toContainText("Plain words read faster.");
    await expect(card.getByRole("button", { name: "Add to dictionary" })).toHaveCount(0);
    await card.getByRole("button", { name: "Replace with use" }).click();
    await expect(editor).toHaveText("We use synergies.");
    await expect(underline(page, "use")).toHaveCount(0);

    // The guide edited elsewhere (another tab, another person) applies when the window has the focus again.
    const edited = await ownerContext.request.put("/api/organization/style-guide", {
      data: {
        terms: [
          { avoid: "utilize", prefer: "use", reason: "Plain words read faster." },
          { avoid: "synergies", prefer: "teamwork", reason: "Say what people do." },
        ],
      },
      headers,
    });
    expect(edited.status()).toBe(200);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(underline(page, "synergies")).toHaveAttribute("aria-description", "Style guide: Say what people do.");
  } finally {
    await admin.request.delete(`/api/admin/organizations/${orgId}`, { headers });
    await Promise.all([admin.close(), ownerContext.close()]);
  }
});
