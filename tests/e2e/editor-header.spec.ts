import { type BrowserContext, expect, type Page, test } from "@playwright/test";
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
