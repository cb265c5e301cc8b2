import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DOCUMENT_TITLE_MAX } from "../../src/shared/documents";
import { signedInAccount } from "./support/accounts";

const editorOf = (page: Page) => page.getByRole("textbox", { name: "Document text" });

/** A document of the account's with `title` and `output`, made through the API; its id. */
async function madeDocument(context: BrowserContext, baseURL: string, title: string, output: string) {
  const created = await context.request.post("/api/documents", {
    data: { title, output },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

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

  const id = await madeDocument(context, baseURL!, "Notes", "Some words already here.");
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
  const id = await madeDocument(context, baseURL!, "Draft", "Garden beds need compost.");
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
