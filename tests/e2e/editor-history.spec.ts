import { expect, test } from "@playwright/test";
import { signedInAccount, signedInPerson } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { toast } from "./support/toast";

test("a new document from /documents keeps its history: restore the original, see the diff and the restore itself", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/documents");
  await expect(page.getByText("No documents yet")).toBeVisible();
  // The header's button, by its shortcut.
  await page.keyboard.press("Alt+N");
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Untitled document" })).toBeVisible();
  await expect(page.getByText(/^Document·/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Open in/ })).toHaveCount(0);

  const editor = page.getByRole("textbox", { name: "Document text" });
  await editor.click();
  await page.keyboard.type("Herons wait in the shallows.");
  await expect(page.getByText("Saved to Documents")).toBeVisible();

  // Open the history from the keyboard: focus moves into it.
  await page.keyboard.press("Control+Alt+H");
  const panel = page.getByRole("dialog", { name: "History" });
  // The text behind the panel: the modal panel hides it from the accessibility tree while open.
  const shown = page.locator(".ProseMirror");
  await expect(panel).toBeVisible();
  const versions = panel.getByRole("list", { name: "Versions" });
  await expect(versions.getByRole("button")).toHaveCount(2);
  await expect(versions.getByRole("button").nth(0)).toContainText("Autosave");
  await expect(versions.getByRole("button").nth(0)).toContainText("5 words");
  await expect(versions.getByRole("button").nth(1)).toContainText("Original");

  // The original (blank): restoring it would remove every word typed.
  await versions.getByRole("button", { name: /Original/ }).click();
  const diff = panel.getByTestId("revision-diff");
  await expect(diff.locator("del")).toHaveText("[removed: Herons wait in the shallows.]");
  await expect(diff.locator("ins")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Restoring asks first. Escape (or Cancel) leaves the text as it is and the focus on the button.
  const restoreButton = panel.getByRole("button", { name: "Restore this version" });
  await restoreButton.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
  await expect(confirm).toContainText("The current text is kept in History.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(restoreButton).toBeFocused();
  await expect(shown).toHaveText("Herons wait in the shallows.");
  await expect(versions.getByRole("button")).toHaveCount(2);
  // From the keyboard: Enter opens the question, Tab reaches Restore, Enter restores.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Restore", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(shown).toHaveText("");
  await expect(versions.getByRole("button").nth(0)).toContainText("Restored");
  await expect(versions.getByRole("button")).toHaveCount(3);

  // Undo the restore by restoring the autosave; then close: focus goes back to the History button.
  await versions.getByRole("button", { name: /Autosave/ }).click();
  await expect(diff.locator("ins")).toHaveText("[added: Herons wait in the shallows.]");
  await panel.getByRole("button", { name: "Restore this version" }).click();
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(shown).toHaveText("Herons wait in the shallows.");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "History" })).toBeFocused();

  // Typing after a restore saves on the restored version (no conflict), and survives a reload.
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Then they strike.");
  await expect(page.getByText("Saved to Documents")).toBeVisible();
  await page.reload();
  await expect(editor).toHaveText("Herons wait in the shallows. Then they strike.");

  // The documents list shows it as a Document, filterable by that.
  await page.goto("/documents");
  const row = page.getByRole("list", { name: "Documents" }).getByRole("listitem").first();
  await expect(row).toContainText("Untitled document");
  await expect(row).toContainText("Document");
  await page.getByLabel("Filter by tool").selectOption("document");
  await expect(page.getByRole("list", { name: "Documents" }).getByRole("listitem")).toHaveCount(1);
});

test("a failed create says so; a new document's history says there is nothing yet", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/documents");
  // A failed create says so, and the button works again.
  await page.route("**/api/documents", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "DATABASE_UNAVAILABLE", title: "Unavailable", message: "Try again." },
          }),
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "New document" }).first().click();
  await expect(toast(page, "Could not create a document")).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);
  await page.unroute("**/api/documents");
  await page.getByRole("button", { name: "New document" }).first().click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "History" }).click();
  await expect(
    page.getByRole("dialog", { name: "History" }).getByText("No earlier versions yet. Versions are kept as you write."),
  ).toBeVisible();
});

test("another user and a signed-out request get 404 and 401 from a document and its revisions", async ({
  browser,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const created = await context.request.post("/api/documents", {
    data: { title: "Secret", output: "Only mine." },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const patched = await context.request.patch(`/api/documents/${id}`, {
    data: { output: "Only mine, still.", version: 1 },
    headers: { origin: baseURL! },
  });
  expect(patched.status()).toBe(200);
  const own = await context.request.get(`/api/documents/${id}/revisions`);
  expect(own.status()).toBe(200);
  const [revision] = (await own.json()).items;

  const stranger = await signedInPerson(browser, baseURL!, "Stranger");
  const anonymous = await browser.newContext({ baseURL });
  for (const url of [
    `/api/documents/${id}`,
    `/api/documents/${id}/revisions`,
    `/api/documents/${id}/revisions/${revision.id}`,
  ]) {
    const theirs = await stranger.context.request.get(url);
    expect(theirs.status(), url).toBe(404);
    expect((await theirs.json()).error.code).toBe("NOT_FOUND");
    expect((await anonymous.request.get(url)).status(), url).toBe(401);
  }
  await stranger.context.close();
  await anonymous.close();
});
