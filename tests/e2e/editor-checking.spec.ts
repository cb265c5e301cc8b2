import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { documentFrom, underline, usage } from "./support/editor";
import { steerModel } from "./support/model";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

test("checks as you type with the offline rules, free: fix by keyboard, and a dictionary word stays the user's own", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInAccount(context, baseURL!);
  const id = await documentFrom(page, context, "A short draft.");
  const wordsBefore = await usage(context);

  const calls: string[] = [];
  page.on("request", (request) => calls.push(new URL(request.url()).pathname));
  await page.goto(`/documents/${id}`);
  const editor = page.getByRole("textbox", { name: "Document text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await editor.pressSequentially("I saw teh cat. Quillstackish is our word. We recieve mail.");

  // Underlines, each with its kind in words and not only in colour.
  await expect(underline(page, "teh")).toBeVisible({ timeout: 30_000 });
  await expect(underline(page, "teh")).toHaveAttribute("aria-description", /^Spelling: /);
  await expect(underline(page, "Quillstackish")).toBeVisible();
  await expect(underline(page, "recieve")).toBeVisible();

  // From the keyboard (the caret is at the end: the next problem wraps around to the first), its
  // card takes the focus, Escape gives it back.
  await page.keyboard.press("Alt+ArrowDown");
  const card = page.getByRole("dialog", { name: "Spelling problem" });
  await expect(card).toContainText("teh");
  await expect(card.getByRole("button").first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(editor).toBeFocused();

  // The problem is still selected: Alt+↓ goes on to the next, Alt+↑ comes back. Enter accepts the
  // first fix: the text is corrected and its underline gone.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(card).toContainText("Quillstackish");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Alt+ArrowUp");
  await expect(card).toContainText("teh");
  await expect(card.getByRole("button").first()).toBeFocused();
  await expect(card.getByRole("button").first()).toHaveAccessibleName("Replace with the");
  await page.keyboard.press("Enter");
  await expect(editor).toContainText("I saw the cat.");
  await expect(underline(page, "the cat")).toHaveCount(0);
  await expect(underline(page, "recieve")).toBeVisible();
  // One undo step brings the mistake back.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor).toContainText("I saw teh cat.");
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(editor).toContainText("I saw the cat.");

  // The made-up word goes into the dictionary from its card.
  await underline(page, "Quillstackish").click();
  await card.getByRole("button", { name: "Add to dictionary" }).click();
  await expect(underline(page, "Quillstackish")).toHaveCount(0);
  // Dismissing hides a problem for this session only.
  await underline(page, "recieve").click();
  await card.getByRole("button", { name: "Dismiss" }).click();
  await expect(underline(page, "recieve")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Saved to Documents" })).toBeVisible();

  // No tool ran and no word was charged for any of it.
  expect(calls.filter((path) => /^\/api\/tools\/[^/]+\/run/.test(path))).toEqual([]);
  expect(await usage(context)).toBe(wordsBefore);

  // After a reload the word is still accepted, and the dismissed problem is back.
  await page.reload();
  await expect(underline(page, "recieve")).toBeVisible({ timeout: 30_000 });
  await expect(underline(page, "Quillstackish")).toHaveCount(0);

  // Someone else's dictionary is their own.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signedInAccount(otherContext, baseURL!);
  const theirs = await documentFrom(other, otherContext, "Quillstackish is a word.");
  await other.goto(`/documents/${theirs}`);
  await expect(underline(other, "Quillstackish")).toBeVisible({ timeout: 30_000 });
  await otherContext.close();

  // The profile lists the word; removed there, it is flagged again in the editor.
  const url = page.url();
  await page.goto("/profile");
  const words = page.getByRole("list", { name: "Dictionary words" });
  await expect(words.getByRole("listitem")).toHaveText(["quillstackish"], { ignoreCase: true });
  await words.getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByText("No words yet.")).toBeVisible();
  await page.goto(url);
  await expect(underline(page, "Quillstackish")).toBeVisible({ timeout: 30_000 });
});
