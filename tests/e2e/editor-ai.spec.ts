import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount, signedInAdmin } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { steerModel } from "./support/model";

const INTRO = "Keep this opening line.";
const LONG = "This sentence is far too long and says the same thing more than once over.";
const ENDING = "Keep this ending too.";
const SHORT = "This sentence is too long.";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function usedWords(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/me/usage")).json()).wordsUsed;
}

/** A document of three paragraphs, written by running a tool, opened in the editor. */
async function openDocument(page: Page, context: BrowserContext) {
  const text = [INTRO, LONG, ENDING].join("\n\n");
  await steerModel({ reply: text, chunkDelayMs: 0, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await page.getByLabel("Input Text").fill("Write three lines for the editor.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(text);
  const { items } = await (await context.request.get("/api/documents")).json();
  await page.goto(`/documents/${items[0].id}`);
  const editor = page.getByRole("textbox", { name: "Document text" });
  await expect(editor).toContainText(LONG);
  return { editor, id: items[0].id as string };
}

/** Selects the second paragraph (the long sentence) with the keyboard alone. */
async function selectLongSentence(page: Page, editor: ReturnType<Page["getByRole"]>) {
  await editor.focus();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+End");
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(LONG);
}

async function shorten(page: Page) {
  await page.keyboard.press("Control+j");
  const menu = page.getByRole("menu", { name: "AI actions" });
  await expect(menu.getByRole("menuitem", { name: "Paraphrase" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Shorten" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test("AI on a selection: Ctrl+J, Shorten, the reply previewed, Accept replaces the sentence alone; Try again and Discard", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const { editor, id } = await openDocument(page, context);
  const before = await usedWords(context.request);

  await selectLongSentence(page, editor);
  await steerModel({ reply: SHORT, chunkDelayMs: 0, mode: "ok" });
  await shorten(page);
  const preview = page.getByRole("region", { name: "AI suggestion: Shorten" });
  await expect(preview.getByTestId("ai-preview-text")).toHaveText(SHORT);
  await expect(preview.getByRole("button", { name: /Accept/ })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Try again runs again: the new reply replaces the preview, and is charged too.
  await steerModel({ reply: "This one is short.", chunkDelayMs: 0, mode: "ok" });
  await preview.getByRole("button", { name: "Try again" }).click();
  await expect(preview.getByTestId("ai-preview-text")).toHaveText("This one is short.");
  await expect
    .poll(() => usedWords(context.request))
    .toBe(before + countWords(SHORT) + countWords("This one is short."));

  // Accept saves at once, as a revision made by the run.
  const saved = page.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith(`/api/documents/${id}`));
  await page.keyboard.press("Control+Enter");
  await expect(preview).toBeHidden();
  const request = await saved;
  expect((await request.response())?.status()).toBe(200);
  const patch = request.postDataJSON();
  expect(patch.revision).toEqual({ reason: "ai", sourceRunId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(patch.revision.sourceRunId).not.toBe(id);
  expect(patch.output).toBe(`${INTRO}\n\nThis one is short.\n\n${ENDING}`);
  await expect(editor).toHaveText(`${INTRO}This one is short.${ENDING}`);
  await expect(editor).toBeFocused();
  // One undo step brings the sentence back.
  await page.keyboard.press("Control+z");
  await expect(editor).toHaveText(`${INTRO}${LONG}${ENDING}`);
  await page.keyboard.press("Control+Shift+z");
  await expect(editor).toHaveText(`${INTRO}This one is short.${ENDING}`);

  // Discard (Escape) leaves the text as it is and the focus back in the editor.
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+End");
  await steerModel({ reply: "A different opening.", chunkDelayMs: 0, mode: "ok" });
  await shorten(page);
  await expect(preview.getByTestId("ai-preview-text")).toHaveText("A different opening.");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor).toHaveText(`${INTRO}This one is short.${ENDING}`);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(INTRO);

  // A run for the document is not a document of its own.
  const { items } = await (await context.request.get("/api/documents")).json();
  expect(items).toHaveLength(1);
});

test("AI on a selection: Escape closes the menu with the selection kept; a switched-off tool's refusal shows in the preview", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const { editor } = await openDocument(page, context);
  await selectLongSentence(page, editor);
  await page.keyboard.press("Control+j");
  await expect(page.getByRole("menu", { name: "AI actions" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu", { name: "AI actions" })).toBeHidden();
  await expect(editor).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(LONG);

  const admin = await browser.newContext({ baseURL });
  await signedInAdmin(admin, baseURL!);
  const switchOff = (value: boolean) =>
    admin.request.put("/api/admin/settings/tool_sentence_shortener_enabled", { data: { value } });
  try {
    expect((await switchOff(false)).ok()).toBe(true);
    const before = await usedWords(context.request);
    await shorten(page);
    const preview = page.getByRole("region", { name: "AI suggestion: Shorten" });
    await expect(preview.getByRole("alert")).toContainText("Sentence Shortener Temporarily Unavailable");
    await expect(preview.getByRole("alert")).toContainText("This tool is temporarily disabled for maintenance.");
    await expect(preview.getByRole("button", { name: /Accept/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await preview.getByRole("button", { name: "Discard" }).click();
    await expect(editor).toHaveText(`${INTRO}${LONG}${ENDING}`);
    expect(await usedWords(context.request)).toBe(before);
  } finally {
    await switchOff(true);
    await admin.close();
  }
});

test("AI on a selection: a choice picked from an action's list (Translate's languages), and Stop while it streams", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const { editor } = await openDocument(page, context);
  await selectLongSentence(page, editor);

  const reply = Array.from({ length: 60 }, (_, i) => `palabra${i + 1}`).join(" ");
  await steerModel({ reply, chunkDelayMs: 150, mode: "ok" });
  await page.keyboard.press("Control+j");
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Translate" })).toBeFocused();
  await page.keyboard.press("Enter");
  const languages = page.getByRole("menu", { name: "Translate: language" });
  await expect(languages.getByRole("menuitem", { name: "Afrikaans" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(languages.getByRole("menuitem", { name: "Albanian" })).toBeFocused();
  await page.keyboard.press("Enter");

  const preview = page.getByRole("region", { name: "AI suggestion: Translate: Albanian" });
  await expect(preview.getByTestId("ai-preview-text")).toContainText("palabra3");
  await expect(preview.getByRole("button", { name: "Stop" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(preview.getByText("Stopped.")).toBeVisible();
  const kept = await preview.getByTestId("ai-preview-text").innerText();
  expect(kept).not.toContain("palabra60");
  await expect(preview.getByRole("button", { name: "Try again" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(editor).toHaveText(`${INTRO}${LONG}${ENDING}`);
});

test("an accepted AI edit is a version in History, and restoring the version before it brings the sentence back", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const { editor } = await openDocument(page, context);
  await selectLongSentence(page, editor);
  await steerModel({ reply: SHORT, chunkDelayMs: 0, mode: "ok" });
  await shorten(page);
  const preview = page.getByRole("region", { name: "AI suggestion: Shorten" });
  await expect(preview.getByTestId("ai-preview-text")).toHaveText(SHORT);
  await page.keyboard.press("Control+Enter");
  await expect(editor).toHaveText(`${INTRO}${SHORT}${ENDING}`);
  await expect(page.getByText("Saved to Documents")).toBeVisible();

  await page.keyboard.press("Control+Alt+H");
  const panel = page.getByRole("dialog", { name: "History" });
  const versions = panel.getByRole("list", { name: "Versions" });
  // Named as the AI menu named it: "Shorten", the words chosen, not the tool's "Sentence Shortener".
  await expect(versions.getByRole("button").nth(0)).toContainText("AI: Shorten");
  await expect(versions.getByRole("button").nth(0)).not.toContainText("Sentence Shortener");
  await expect(versions.getByRole("button").nth(1)).toContainText("Original");
  await versions.getByRole("button", { name: /Original/ }).click();
  await expect(panel.getByTestId("revision-diff").locator("ins").first()).toContainText("far");
  await panel.getByRole("button", { name: "Restore this version" }).click();
  await page
    .getByRole("alertdialog", { name: "Restore this version?" })
    .getByRole("button", { name: "Restore", exact: true })
    .click();
  // The text behind the panel (the modal panel hides it from the accessibility tree while open).
  await expect(page.locator(".ProseMirror")).toHaveText(`${INTRO}${LONG}${ENDING}`);
  await expect(versions.getByRole("button").nth(0)).toContainText("Restored");

  // The restore holds after a reload: it was saved, not only shown.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(editor).toHaveText(`${INTRO}${LONG}${ENDING}`);
});
