import { expect, type Page, test } from "@playwright/test";
import { DOCUMENT_TITLE_MAX } from "../../src/shared/documents";
import { signedInAccount } from "./support/accounts";
import { madeDocument } from "./support/editor";
import { steerModel } from "./support/model";

const editorOf = (page: Page) => page.getByRole("textbox", { name: "Document text" });

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

/** A document of the account's with `title` and `output`, made through the API; its id. */
test("a new blank document opens with the cursor in its text; one with text opens without taking the focus", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/documents");
  await page.getByRole("button", { name: "New document" }).first().click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const editor = editorOf(page);
  await expect(editor).toBeFocused();
  // Typing at once writes in the document, no click first.
  await page.keyboard.type("Straight in.");
  await expect(editor).toHaveText("Straight in.");
  await expect(page.getByText("Saved to Documents")).toBeVisible();

  const id = await madeDocument(context, baseURL!, "Some words already here.", "Notes");
  await page.goto(`/documents/${id}`);
  await expect(editor).toHaveText("Some words already here.");
  await page.waitForTimeout(300);
  await expect(editor).not.toBeFocused();
});

test("the title is renamed in the editor's header: Enter or leaving the field saves, Escape cancels, empty is refused", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const id = await madeDocument(context, baseURL!, "Garden beds need compost.", "Draft");
  await page.goto(`/documents/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Draft" })).toBeVisible();

  const field = page.getByRole("textbox", { name: "Document title" });
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Draft");
  await expect(field).toHaveAttribute("maxlength", String(DOCUMENT_TITLE_MAX));

  // Empty is refused, with the reason at the field, which stays open.
  await field.fill("   ");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a title." })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // Escape puts the title back, unsaved.
  await page.keyboard.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Draft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();

  // Enter saves.
  await page.getByRole("button", { name: "Rename" }).click();
  await field.fill("Garden plan");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Garden plan" })).toBeVisible();
  await expect
    .poll(async () => (await (await context.request.get(`/api/documents/${id}`)).json()).title)
    .toBe("Garden plan");

  // Leaving the field saves too.
  await page.getByRole("button", { name: "Rename" }).click();
  await field.fill("Garden plan, spring");
  await editorOf(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garden plan, spring" })).toBeVisible();

  // The text saves after a rename (on the renamed version, no conflict), and both survive a reload.
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Water weekly.");
  await expect(page.getByText("Saved to Documents")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Garden plan, spring" })).toBeVisible();
  await expect(editorOf(page)).toHaveText("Garden beds need compost. Water weekly.");
  await page.goto("/documents");
  await expect(page.getByRole("list", { name: "Documents" })).toContainText("Garden plan, spring");
});

test("a blank document shows no run status and no words charged; after two AI actions, the words they were charged", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/documents");
  await page.getByRole("button", { name: "New document" }).first().click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const meta = page.getByText(/^Document·/);
  await expect(meta).toBeVisible();
  await expect(meta).not.toContainText("Complete");
  await expect(meta).not.toContainText("words charged");

  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type("This sentence is far too long and says the same thing more than once over.");
  const preview = page.getByRole("region", { name: "AI suggestion: Shorten" });
  const shorten = async (reply: string) => {
    await steerModel({ reply, chunkDelayMs: 0, mode: "ok" });
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Control+j");
    await page.getByRole("menu", { name: "AI actions" }).getByRole("menuitem", { name: "Shorten" }).click();
    await expect(preview.getByTestId("ai-preview-text")).toHaveText(reply);
  };
  // Ten words discarded, then ten words accepted: both were charged.
  await shorten("One two three four five six seven eight nine ten.");
  await page.keyboard.press("Escape");
  await expect(meta).toContainText("10 words charged");
  await shorten("This sentence says it just once, in ten short words.");
  await page.keyboard.press("Control+Enter");
  await expect(editor).toHaveText("This sentence says it just once, in ten short words.");
  await expect(meta).toContainText("20 words charged");
  await expect(meta).not.toContainText("Complete");
  await page.reload();
  await expect(meta).toContainText("20 words charged");
});
