import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount } from "./support/accounts";
import { steerModel } from "./support/model";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function usedWords(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/me/usage")).json()).wordsUsed;
}

const editorOf = (page: Page) => page.getByRole("textbox", { name: "Document text" });

/** Replaces the whole text in the document editor by typing, as a person would. */
async function replaceText(page: Page, text: string) {
  await editorOf(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

async function runTool(page: Page, slug: string, text: string, reply: string) {
  await steerModel({ reply, chunkDelayMs: 0, mode: "ok" });
  await page.goto(`/tools/${slug}`);
  await page.getByLabel("Input Text").fill(text);
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);
}

test("a run is kept: reload mid-stream, find what was delivered, reopen it in its tool, edit, and the edit survives a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const reply = Array.from({ length: 80 }, (_, i) => `word${i + 1}`).join(" ");
  await steerModel({ reply, chunkDelayMs: 150, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await page.getByLabel("Input Text").fill("Please make this clearer for our readers.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(/word6\b/);
  const shown = await page.getByLabel("Generated Result").inputValue();

  // The tab goes away mid-stream: the server keeps what it had sent, as a stopped run.
  await page.reload();
  await page.goto("/documents");
  const row = page.getByRole("list", { name: "Documents" }).getByRole("listitem").first();
  await expect(row).toContainText("Please make this clearer for our readers.");
  await expect(row).toContainText("Clarity Booster");
  await expect(row).toContainText("Stopped");
  await row.getByRole("link").click();

  // The document opens in the editor.
  const output = editorOf(page);
  await expect(output).toHaveText(/^word1 word2 word3 word4 word5 word6/);
  const delivered = await output.innerText();
  expect(reply.startsWith(delivered.trimEnd())).toBe(true);
  expect(countWords(delivered)).toBeGreaterThanOrEqual(countWords(shown));
  expect(countWords(delivered)).toBeLessThan(80);
  // Exactly the words kept were charged.
  expect(await usedWords(context.request)).toBe(countWords(delivered));
  await expect(page.getByText(`${countWords(delivered)} words charged`)).toBeVisible();

  await page.getByRole("link", { name: "Open in Clarity Booster" }).click();
  await expect(page).toHaveURL(/\/tools\/clarity-booster\?document=/);
  await expect(page.getByLabel("Input Text")).toHaveValue("Please make this clearer for our readers.");
  const result = page.getByLabel("Generated Result");
  await expect(result).toHaveValue(delivered);
  await result.fill(`${delivered}\nEdited after reopening.`);
  await expect(page.getByText("Saved to Documents")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Generated Result")).toHaveValue(`${delivered}\nEdited after reopening.`);
  expect(await usedWords(context.request)).toBe(countWords(delivered)); // editing costs nothing
});

test("documents: search, filter by tool, rename, delete with undo, and two tabs never overwrite each other", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/documents");
  await expect(page.getByText("No documents yet")).toBeVisible();

  await runTool(page, "clarity-booster", "Compost needs air.", "Turn the compost heap weekly so air reaches it.");
  await runTool(page, "paragraph-reducer", "A long paragraph about bicycles.", "Bicycles are efficient.");

  // Reachable from the user menu.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Documents" }).click();
  const list = page.getByRole("list", { name: "Documents" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("A long paragraph about bicycles."); // newest first

  // Full-text search over the output, stemmed: "heaps" finds "heap".
  await page.getByLabel("Search documents").fill("heaps");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Compost needs air.");
  await page.getByLabel("Search documents").fill("");
  await page.getByLabel("Filter by tool").selectOption("paragraph-reducer");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Paragraph Reducer");
  await page.getByLabel("Filter by tool").selectOption("");
  await expect(list.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Rename Compost needs air." }).click();
  await page.getByLabel("Title").fill("Compost notes");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Document renamed.")).toBeVisible();
  await expect(list).toContainText("Compost notes");

  await page.getByRole("button", { name: "Delete Compost notes" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(2);

  // Two tabs edit one document: the second save, made on the old version, is refused, not lost silently.
  await list.getByRole("link", { name: "Compost notes" }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await expect(editorOf(other)).toHaveText("Turn the compost heap weekly so air reaches it.");
  await replaceText(page, "First tab's version.");
  await expect(page.getByText("Saved to Documents")).toBeVisible();
  await replaceText(other, "Second tab's version.");
  await expect(other.getByText("Not saved: this document was changed in another tab.")).toBeVisible();
  // Nothing is lost: the second tab keeps what was typed there, the first tab's save stands.
  await expect(editorOf(other)).toHaveText("Second tab's version.");
  await other.reload();
  await expect(editorOf(other)).toHaveText("First tab's version.");
});
