import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { documentFrom, underline, usage } from "./support/editor";
import { steerModel } from "./support/model";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

const panelOf = (page: Page) => page.getByRole("complementary", { name: /^Issues/ });
const scoreOf = async (page: Page) =>
  Number(
    (
      await panelOf(page)
        .getByText(/^Score: \d+\/100$/)
        .innerText()
    ).match(/\d+/)![0],
  );

test("the issue panel: counts by kind, score, jump to an issue, Accept all spelling as one undo step, accept, dismiss, remembered", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signedInAccount(context, baseURL!);
  const id = await documentFrom(page, context, "A short draft.");
  const wordsBefore = await usage(context);

  const opened = Date.now();
  await page.goto(`/documents/${id}`);
  // The rules load as the page opens: the checker says so, then goes quiet.
  const status = page.getByRole("status").filter({ hasText: "Checking…" });
  await expect(status).toBeVisible({ timeout: 30_000 });
  await expect(status).toBeHidden({ timeout: 90_000 });
  test.info().annotations.push({ type: "first visit: rules ready (ms)", description: String(Date.now() - opened) });

  const editor = page.getByRole("textbox", { name: "Document text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  const text = "I saw teh cat. We recieve mail in the the morning.";
  await editor.pressSequentially(text);
  await expect(underline(page, "teh")).toBeVisible({ timeout: 30_000 });
  await expect(underline(page, "recieve")).toBeVisible();
  await expect(underline(page, "the the")).toBeVisible();

  // Closed at first; the toolbar button opens it and tells how many issues there are.
  await expect(panelOf(page)).toHaveCount(0);
  const toggle = page.getByRole("button", { name: /^Issues \d+$/ });
  await toggle.click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Spelling (2)" })).toBeVisible();
  // The total is the sum of the kinds' counts, in the panel and on the toolbar's button.
  const counts = await panel.getByRole("heading", { level: 3 }).allInnerTexts();
  const total = counts.reduce((sum, heading) => sum + Number(heading.match(/\((\d+)\)/)![1]), 0);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(`Issues (${total})`);
  await expect(toggle).toHaveAccessibleName(`Issues ${total}`);
  const scoreBefore = await scoreOf(page);
  expect(scoreBefore).toBeLessThan(100);

  expect(await seriousViolations(page)).toEqual([]);

  // Jump: the issue is selected in the text and its card opens.
  const item = (word: string) => panel.getByRole("listitem").filter({ hasText: word }).getByRole("button").first();
  await expect(item("recieve")).toHaveAccessibleName(/^Spelling: recieve/);
  await item("recieve").click();
  const card = page.getByRole("dialog", { name: "Spelling problem" });
  await expect(card).toContainText("recieve");
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("recieve");
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();

  // From the keyboard too: Enter on an item opens it.
  await item("teh").focus();
  await page.keyboard.press("Enter");
  await expect(card).toContainText("teh");
  await page.keyboard.press("Escape");

  // Accept all spelling: both words fixed, nothing else in the text changed, the score goes up.
  await panel.getByRole("button", { name: "Accept all spelling" }).click();
  const fixed = "I saw the cat. We receive mail in the the morning.";
  await expect(editor).toHaveText(fixed);
  await expect(panel.getByRole("heading", { name: /^Spelling/ })).toHaveCount(0);
  await expect.poll(() => scoreOf(page)).toBeGreaterThan(scoreBefore);
  // One undo step brings both mistakes back, and one redo both fixes.
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor).toHaveText(text);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(editor).toHaveText(fixed);

  // Accept one item from the list (the repeated word), then dismiss what is left.
  const repeated = panel.getByRole("listitem").filter({ hasText: "the the" });
  await repeated.getByRole("button", { name: /^Accept/ }).click();
  await expect(editor).toHaveText("I saw the cat. We receive mail in the morning.");
  await expect(underline(page, "the the")).toHaveCount(0);

  // A clean text: the empty state, a full score.
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await editor.pressSequentially("The cat sat on the mat.");
  await expect(panel.getByText("No issues found")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Score: 100/100")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved to Documents" })).toBeVisible();

  // Checking as you type and the panel charge nothing.
  expect(await usage(context)).toBe(wordsBefore);

  // Reopened: the panel is still open, and the rules (kept by the browser) underline at once.
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await editor.pressSequentially("We recieve mail.");
  await expect(underline(page, "recieve")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Saved to Documents" })).toBeVisible();
  const reopened = Date.now();
  await page.goto(`/documents/${id}`);
  await expect(underline(page, "recieve")).toBeVisible({ timeout: 30_000 });
  test.info().annotations.push({ type: "reopen: first underline (ms)", description: String(Date.now() - reopened) });
  await expect(panelOf(page)).toBeVisible();
  // Dismissed from the list: gone from the text and the list, for this page only.
  await panelOf(page).getByRole("button", { name: "Dismiss “recieve”" }).click();
  await expect(underline(page, "recieve")).toHaveCount(0);
  await expect(panelOf(page).getByText("No issues found")).toBeVisible({ timeout: 90_000 });
  await panelOf(page).getByRole("button", { name: "Close Issues" }).click();
  await page.reload();
  await expect(underline(page, "recieve")).toBeVisible({ timeout: 30_000 });
  await expect(panelOf(page)).toHaveCount(0);
});

test("Check with AI: the model's correction is a suggestion beside the rules', accepted in the text, charged only its paragraph's words", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signedInAccount(context, baseURL!);
  const id = await documentFrom(page, context, "A short draft.");
  await page.goto(`/documents/${id}`);
  const editor = page.getByRole("textbox", { name: "Document text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  const text = "I saw teh cat. He has lived here since five years.";
  await editor.pressSequentially(text);
  await expect(underline(page, "teh")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("status").filter({ hasText: "Saved to Documents" })).toBeVisible();
  // The rules' findings cost nothing.
  const wordsBefore = await usage(context);

  // The model answers a minimal correction (it leaves "teh" to the rules); it becomes one suggestion.
  await steerModel({
    reply: JSON.stringify({ correctedText: "I saw teh cat. He has lived here for five years." }),
    mode: "ok",
  });
  const toggle = page.getByRole("button", { name: /^Issues \d+$/ });
  if ((await panelOf(page).count()) === 0) await toggle.click();
  const panel = panelOf(page);
  await panel.getByRole("button", { name: "Check with AI" }).click();
  await expect(panel.getByRole("heading", { name: "AI suggestions (1)" })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole("heading", { name: /^Spelling/ })).toBeVisible();
  await expect(underline(page, "since")).toHaveCount(1);
  // Charged the words of the one paragraph sent (11), once.
  await expect(panel.getByText(/^1 paragraph checked, 11 words charged\./)).toBeVisible();
  await expect.poll(() => usage(context)).toBe(wordsBefore + 11);

  await panel.getByRole("button", { name: "Accept “for” for “since”" }).click();
  await expect(editor).toHaveText("I saw teh cat. He has lived here for five years.");
  await expect(panel.getByRole("heading", { name: /^AI suggestions/ })).toHaveCount(0);

  // Asked again with nothing changed since: nothing is sent, nothing more is charged.
  await panel.getByRole("button", { name: "Check with AI" }).click();
  await expect(panel.getByText(/^Nothing changed since the last AI check; nothing charged\./)).toBeVisible({
    timeout: 30_000,
  });
  expect(await usage(context)).toBe(wordsBefore + 11);
});

test("the dialect chosen in the panel is the one the checks follow, and stays the user's choice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(200_000);
  await signedInAccount(context, baseURL!);
  const id = await documentFrom(page, context, "The behaviour of the team.");
  await page.goto(`/documents/${id}`);
  await expect(underline(page, "behaviour")).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: /^Issues \d/ }).click();
  await panelOf(page).getByRole("combobox", { name: "English dialect of the checks" }).selectOption("british");
  await expect(underline(page, "behaviour")).toHaveCount(0, { timeout: 30_000 });
  await page.reload();
  await expect(panelOf(page).getByRole("combobox", { name: "English dialect of the checks" })).toHaveValue("british", {
    timeout: 60_000,
  });
  // Checked in British English from the start: "behaviour" is never underlined, a real slip still is.
  const editor = page.getByRole("textbox", { name: "Document text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await editor.pressSequentially(" I saw teh moon.");
  await expect(underline(page, "teh")).toBeVisible({ timeout: 30_000 });
  await expect(underline(page, "behaviour")).toHaveCount(0);

  // On a phone the panel sits below the text, and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(panelOf(page).getByRole("heading", { name: "Spelling (1)" })).toBeVisible();
  const box = await panelOf(page).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("says so when the checker cannot load", async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await signedInAccount(context, baseURL!);
  const id = await documentFrom(page, context, "A short draft.");
  await context.route(/\.wasm$/, (route) => route.abort());
  await page.goto(`/documents/${id}`);
  await expect(page.getByRole("status").filter({ hasText: "Checker unavailable" })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: /^Issues \d/ }).click();
  await expect(panelOf(page).getByRole("alert")).toContainText("The checker could not load");
  await expect(panelOf(page).getByText("No issues found")).toHaveCount(0);
});
