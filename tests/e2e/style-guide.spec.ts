import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { possessive } from "../../src/shared/possessive";
import { signedInAdmin, signedInPerson } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { linkFromMailTo } from "./support/mail";
import { toast } from "./support/toast";

/** An organization made by the administrator, with its owner and one member who joined by invitation. */
async function organizationWithMember(browser: Browser, admin: BrowserContext, baseURL: string) {
  const tag = Date.now().toString(36);
  const orgName = `Guide School ${tag}`;
  const owner = await signedInPerson(browser, baseURL, `Olive Owner ${tag}`);
  const member = await signedInPerson(browser, baseURL, `Milo Member ${tag}`);
  const headers = { origin: baseURL };
  await signedInAdmin(admin, baseURL);
  const created = await admin.request.post("/api/admin/organizations", {
    data: { name: orgName, poolWords: 100_000, ownerEmail: owner.email },
    headers,
  });
  expect(created.status()).toBe(201);
  const invited = await owner.context.request.post("/api/organization/invitations", {
    data: { email: member.email },
    headers,
  });
  expect(invited.ok()).toBe(true);
  const token = new URL(await linkFromMailTo(member.email)).pathname.split("/").pop();
  const accepted = await member.context.request.post("/api/organization/invitations/accept", {
    data: { token },
    headers,
  });
  expect(accepted.ok()).toBe(true);
  return { tag, orgName, owner, member };
}

const guideCard = (page: Page) => page.getByRole("region", { name: "Style guide" });

test("an owner keeps the organization's style guide; members read it and are told it applies", async ({
  browser,
  context,
  baseURL,
}) => {
  test.slow();
  const { tag, orgName, owner, member } = await organizationWithMember(browser, context, baseURL!);
  try {
    const page = owner.page;
    await page.goto("/organization");
    const card = guideCard(page);
    const save = card.getByRole("button", { name: "Save", exact: true });
    // A busy machine serves the first load slowly: the first look at each page waits longer.
    await expect(card.getByText("0 of 500 terms")).toBeVisible({ timeout: 30_000 });
    await expect(save).toBeDisabled(); // nothing changed yet
    const activity = page.getByRole("region", { name: "Activity" });
    // The invitation that brought the member in is the organization's first recorded change.
    await expect(activity.getByRole("listitem")).toHaveText([
      `Olive Owner ${tag} invited ${member.email.toLowerCase()} as member · just now`,
    ]);

    await card.getByRole("button", { name: "Add term" }).click();
    await expect(card.getByRole("textbox", { name: "Avoid (term 1)" })).toBeFocused();
    await page.keyboard.type("utilize");
    await card.getByRole("textbox", { name: "Use instead (term 1)" }).fill("use");
    await card.getByRole("textbox", { name: "Reason (term 1)" }).fill("Plain words read faster.");
    await expect(card.getByText("1 of 500 terms")).toBeVisible();
    await card.getByLabel("Spelling").selectOption({ label: "UK English" });
    await card.getByRole("textbox", { name: "Voice", exact: true }).fill("Plain, warm and direct.");
    // The voice is described from example texts: without one there is nothing to describe.
    const describe = card.getByRole("button", { name: "Describe our voice" });
    await expect(describe).toBeDisabled();
    await card.getByRole("button", { name: "Add example" }).click();
    await card.getByRole("textbox", { name: "Example 1" }).fill("We write the way we talk to a friend.");
    await expect(describe).toBeEnabled();
    await expect(card.getByText("Unsaved changes")).toBeVisible();
    await save.click();
    await expect(toast(page, "Saved")).toBeVisible();
    await expect(save).toBeDisabled();
    // The activity list follows the save without a reload.
    await expect(activity.getByRole("listitem").first()).toHaveText(
      `Olive Owner ${tag} updated the style guide · version 1 · 1 term · just now`,
    );

    await page.reload();
    await expect(card.getByRole("textbox", { name: "Avoid (term 1)" })).toHaveValue("utilize", { timeout: 30_000 });
    await expect(card.getByRole("textbox", { name: "Use instead (term 1)" })).toHaveValue("use");
    await expect(card.getByRole("textbox", { name: "Reason (term 1)" })).toHaveValue("Plain words read faster.");
    await expect(card.getByLabel("Spelling")).toHaveValue("uk");
    await expect(card.getByRole("textbox", { name: "Voice", exact: true })).toHaveValue("Plain, warm and direct.");
    await expect(card.getByRole("textbox", { name: "Example 1" })).toHaveValue("We write the way we talk to a friend.");
    await expect(card.getByText(`Version 1, saved by Olive Owner ${tag}`)).toBeVisible();

    // Enter in the last term adds one; a term listed twice is shown at its field, focused, and
    // nothing typed is lost.
    await card.getByRole("textbox", { name: "Reason (term 1)" }).press("Enter");
    const avoid2 = card.getByRole("textbox", { name: "Avoid (term 2)" });
    await expect(avoid2).toBeFocused();
    await page.keyboard.type("Utilize");
    await card.getByRole("textbox", { name: "Use instead (term 2)" }).fill("employ");
    await save.click();
    await expect(card.getByText("“Utilize” is listed twice.")).toBeVisible();
    await expect(avoid2).toBeFocused();
    await expect(avoid2).toHaveAttribute("aria-invalid", "true");
    await expect(avoid2).toHaveValue("Utilize");
    await expect(card.getByRole("textbox", { name: "Use instead (term 2)" })).toHaveValue("employ");
    await expect(card.getByRole("textbox", { name: "Avoid (term 1)" })).toHaveValue("utilize");
    // Taking the row out again leaves nothing to save.
    await card.getByRole("button", { name: "Remove term 2" }).click();
    await expect(card.getByText("“Utilize” is listed twice.")).toHaveCount(0);
    await expect(save).toBeDisabled();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // A member reads the guide their runs follow, and cannot change it.
    await member.page.goto("/organization");
    const read = guideCard(member.page);
    await expect(read.getByText(`Only ${possessive(orgName)} owners and managers can change it.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(read.getByRole("list", { name: "Terms" })).toHaveText("utilize → use · Plain words read faster.");
    await expect(read.getByText("UK English")).toBeVisible();
    await expect(read.getByText("Plain, warm and direct.")).toBeVisible();
    await expect(read.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(read.getByRole("textbox")).toHaveCount(0);
    await expect(member.page.getByRole("region", { name: "Activity" })).toHaveCount(0);
    expect(await seriousViolations(member.page)).toEqual([]);

    // On their profile, the member is told whose guide applies, and that their own voice is added.
    await member.page.goto("/profile");
    const own = guideCard(member.page);
    await expect(own.getByText(`${possessive(orgName)} style guide applies to your checks and runs.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(own.getByText("Your own voice is added to it once you describe one below and save.")).toBeVisible();
    await expect(own.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    // Only the voice counts, so it is what the card shows; terms, spelling and tone wait folded away.
    await expect(own.getByRole("textbox", { name: "Your voice", exact: true })).toBeVisible();
    await expect(own.getByRole("button", { name: "Add term" })).toBeHidden();
    await own.getByText("Terms, spelling and tone (not used while your organization's guide applies)").click();
    await expect(own.getByRole("button", { name: "Add term" })).toBeVisible();
    expect(await seriousViolations(member.page)).toEqual([]);
  } finally {
    await Promise.all([owner.context.close(), member.context.close()]);
  }
});

/** Pastes text into the focused field as the clipboard would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test("a person of no organization keeps a personal style guide; someone else's save meanwhile is offered, not overwritten", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const person = await signedInPerson(browser, baseURL!, "Pat Personal");
  try {
    const page = person.page;
    await page.goto("/profile");
    const card = guideCard(page);
    const save = card.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeDisabled({ timeout: 30_000 });
    await expect(card.getByText("applies to your checks and runs")).toHaveCount(0);

    // Lines of "avoid → prefer" pasted into an Avoid field become terms.
    await card.getByRole("button", { name: "Add term" }).click();
    await paste(page, "utilize → use → Plain words read faster.\nleverage -> use");
    await expect(card.getByText("2 of 500 terms")).toBeVisible();
    await expect(card.getByRole("textbox", { name: "Avoid (term 2)" })).toHaveValue("leverage");
    await expect(card.getByRole("textbox", { name: "Reason (term 1)" })).toHaveValue("Plain words read faster.");
    await card.getByLabel("Formality").selectOption({ label: "Formal" });
    await card.getByRole("textbox", { name: "Tone" }).fill("Confident");
    await expect(card.getByRole("button", { name: "Describe my voice" })).toBeDisabled();
    await save.click();
    await expect(toast(page, "Saved")).toBeVisible();
    await page.reload();
    await expect(card.getByText("2 of 500 terms")).toBeVisible({ timeout: 30_000 });
    await expect(card.getByLabel("Formality")).toHaveValue("formal");
    await expect(card.getByRole("textbox", { name: "Tone" })).toHaveValue("Confident");

    // Saved elsewhere (another tab) while this form is being edited.
    const guide = await (await page.request.get("/api/me/style-guide")).json();
    const elsewhere = await page.request.put("/api/me/style-guide", {
      data: { ...guide.guide, tone: "Playful", baseVersion: guide.version },
      headers: { origin: baseURL! },
    });
    expect(elsewhere.ok()).toBe(true);
    await card.getByRole("textbox", { name: "Tone" }).fill("Calm");
    await save.click();
    await expect(card.getByRole("alert")).toContainText(
      "Someone else saved this style guide while you were editing it.",
    );
    await expect(card.getByRole("textbox", { name: "Tone" })).toHaveValue("Calm");
    await card.getByRole("button", { name: "Load their version" }).click();
    await expect(card.getByRole("textbox", { name: "Tone" })).toHaveValue("Playful");
    await expect(save).toBeDisabled();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await person.context.close();
  }
});
