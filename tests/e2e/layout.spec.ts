import { expect, type Locator, type Page, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount, signedInAdmin, signedInPerson } from "./support/accounts";
import { steerModel } from "./support/model";
import { toast } from "./support/toast";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's top is on screen, under the sticky header: its first lines can be read. */
async function expectTopInView(page: Page, locator: Locator) {
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const { y } = await box(locator);
      return y >= 64 && y <= height - 80;
    })
    .toBe(true);
}

async function paraphrase(page: Page, reply: string) {
  await steerModel({ reply, mode: "ok" });
  await page.getByLabel("Input Text").fill("The quick brown fox jumps over the lazy dog.");
  await page.getByRole("button", { name: "Paraphrase", exact: true }).click();
  await expect(page.getByLabel("Paraphrased Text")).toHaveValue(reply);
}

for (const [name, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`on a ${name}, a toast covers nothing of the header`, async ({ page, context, baseURL }) => {
    await signedInAccount(context, baseURL!);
    await page.setViewportSize(size);
    await page.goto("/tools/paraphraser");
    await paraphrase(page, "The swift brown fox leaps over the lazy dog.");
    await expect(toast(page, "Text paraphrased successfully.")).toBeVisible();
    const shown = page.locator("[data-sonner-toast]").filter({ hasText: "Text paraphrased successfully." });
    const header = await box(page.locator("header").first());
    expect(intersects(await box(shown), header)).toBe(false);
  });
}

test("Escape from Compare returns focus to the Compare button", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/paraphraser");
  await paraphrase(page, "The swift brown fox leaps over the lazy dog.");
  const compare = page.getByRole("button", { name: "Compare Original vs New" });
  await compare.click();
  await expect(page.getByRole("dialog", { name: "Original vs New" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(compare).toBeFocused();
});

test("the run shortcut is shown beside the button: Ctrl, ⌘ on a Mac, nothing on a phone", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/paraphraser");
  const hint = page.getByTestId("run-shortcut");
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText("Ctrl+Enter");
  await expect(page.getByRole("button", { name: "Paraphrase", exact: true })).toHaveAttribute(
    "aria-keyshortcuts",
    "Control+Enter",
  );
  // Beside the button, on its row.
  const button = await box(page.getByRole("button", { name: "Paraphrase", exact: true }));
  const shown = await box(hint);
  expect(Math.abs(shown.y + shown.height / 2 - (button.y + button.height / 2))).toBeLessThan(4);
  expect(button.x - (shown.x + shown.width)).toBeLessThan(24);

  const cookies = await context.cookies();
  const open = async (options: Parameters<typeof browser.newContext>[0]) => {
    const other = await browser.newContext({ ...options, baseURL });
    await other.addCookies(cookies);
    const otherPage = await other.newPage();
    await otherPage.goto("/tools/paraphraser");
    await expect(otherPage.getByLabel("Input Text")).toBeVisible();
    return { other, otherPage };
  };
  const mac = await open({
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  });
  await expect(mac.otherPage.getByTestId("run-shortcut")).toHaveText("⌘+Enter");
  await mac.other.close();
  const phone = await open({ viewport: PHONE, isMobile: true, hasTouch: true });
  await expect(phone.otherPage.getByRole("button", { name: "Paraphrase", exact: true })).toBeVisible();
  await expect(phone.otherPage.getByTestId("run-shortcut")).toBeHidden();
  await phone.other.close();
});

test("arrow keys in the mode and view pickers select what they move to", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/paraphraser");
  const modes = page.getByRole("radiogroup", { name: "Paraphrase Mode" });
  await modes.getByRole("radio", { name: /Standard/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(modes.getByRole("radio", { name: /Creative/ })).toBeFocused();
  await expect(modes.getByRole("radio", { name: /Creative/ })).toBeChecked();
  // Radix moves the focus a timer after the key, so each press waits for the last one to land.
  await page.keyboard.press("ArrowLeft");
  await expect(modes.getByRole("radio", { name: /Standard/ })).toBeFocused();
  await expect(modes.getByRole("radio", { name: /Standard/ })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(modes.getByRole("radio", { name: /Expand/ })).toBeFocused();
  await expect(modes.getByRole("radio", { name: /Expand/ })).toBeChecked();

  await steerModel({
    reply: JSON.stringify({ issues: [], correctedText: "We use the tool daily." }),
  });
  await page.goto("/tools/grammar-checker");
  await expect(page.getByRole("heading", { level: 1, name: "Grammar Checker" })).toBeVisible();
  await page.getByLabel("Input Text").fill("We utilize the tool daily.");
  await page.getByRole("button", { name: "Check Grammar" }).click();
  await expect(page.getByTestId("grammar-view")).toBeVisible({ timeout: 20_000 });
  const views = page.getByTestId("grammar-view").locator("xpath=..");
  await expect(views.getByRole("radio", { name: "Original" })).toBeChecked();
  await views.getByRole("radio", { name: "Original" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(views.getByRole("radio", { name: "Corrected" })).toBeFocused();
  await expect(views.getByRole("radio", { name: "Corrected" })).toBeChecked();
  await expect(page.getByTestId("grammar-view")).toHaveText("We use the tool daily.");
  await page.keyboard.press("ArrowLeft");
  await expect(views.getByRole("radio", { name: "Original" })).toBeChecked();
  await expect(page.getByRole("radiogroup", { name: "Text view" })).toBeVisible();
});

for (const [name, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`on a ${name}, the long-form writer's Stop button sits inside its card`, async ({ page, context, baseURL }) => {
    await signedInAccount(context, baseURL!);
    await page.setViewportSize(size);
    await steerModel({ reply: "Alpha beta gamma delta. ".repeat(40), chunkDelayMs: 100, mode: "ok" });
    await page.goto("/tools/long-form-writer");
    await page.getByLabel(/Topic\/Title/).fill("Composting at home");
    await page.getByRole("button", { name: "Generate Content (3 Variations)" }).click();
    const stop = page.getByRole("button", { name: "Stop" });
    await expect(stop).toBeVisible();
    // The card: the heading's row is its first child.
    const card = page.getByRole("heading", { name: "Content Settings" }).locator("xpath=../..");
    const inner = await box(card);
    const padding = await card.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingRight));
    for (const button of [stop, page.getByRole("button", { name: "Generating 3 Variations..." })]) {
      const b = await box(button);
      expect(b.x).toBeGreaterThanOrEqual(inner.x + padding - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(inner.x + inner.width - padding + 1);
    }
    await stop.click();
  });
}

for (const [name, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`on a ${name}, the word meter's warning does not move the tool`, async ({ browser, context, baseURL }) => {
    const writer = await signedInPerson(browser, baseURL!, `Meter ${name}`);
    try {
      const me = await (await writer.context.request.get("/api/me")).json();
      await signedInAdmin(context, baseURL!);
      expect((await context.request.patch(`/api/admin/users/${me.id}`, { data: { wordsLimit: 20 } })).ok()).toBe(true);
      const reply =
        "Clear writing respects the reader: one point per sentence, plain words, and the main idea first, always.";
      expect(countWords(reply) / 20).toBeGreaterThanOrEqual(0.8);
      await steerModel({ reply, mode: "ok" });

      const { page } = writer;
      await page.setViewportSize(size);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/tools/clarity-booster");
      const title = page.getByRole("heading", { level: 1, name: "Clarity Booster" });
      const input = page.getByLabel("Input Text");
      await expect(page.getByText("0 / 20 words used")).toBeVisible();
      const before = { title: (await box(title)).y, input: (await box(input)).y };

      await input.fill("Make this clearer, please.");
      await page.getByRole("button", { name: "Process Text" }).click();
      await expect(page.getByLabel("Generated Result")).toHaveValue(reply);
      await expect(page.getByText("Approaching word limit. Consider upgrading.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
      // The result scrolled into view (instantly: reduced motion); back to the top to compare.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect((await box(title)).y).toBe(before.title);
      expect((await box(input)).y).toBe(before.input);
    } finally {
      await writer.context.close();
    }
  });
}

test("paraphraser on a desktop: the main button shows without scrolling", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.setViewportSize(DESKTOP);
  await page.goto("/tools/paraphraser");
  const button = page.getByRole("button", { name: "Paraphrase", exact: true });
  await expect(button).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Word usage" })).toBeVisible();
  await expect(button).toBeInViewport({ ratio: 1 });
});

test("paraphraser on a phone: the text box starts high on the first screen, under the modes", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto("/tools/paraphraser");
  const input = page.getByLabel("Input Text");
  await expect(input).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Word usage" })).toBeVisible();
  expect((await box(input)).y).toBeLessThan(PHONE.height * 0.6);
  const modes = page.getByRole("radiogroup", { name: "Paraphrase Mode" });
  expect((await box(modes)).y).toBeLessThan((await box(input)).y);
});

test("after a run the translator's result is in view on a desktop", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.setViewportSize(DESKTOP);
  const reply = "Bonjour, mon ami. ".repeat(40).trim();
  await steerModel({ reply, chunkDelayMs: 20, mode: "ok" });
  await page.goto("/tools/language-translator");
  await page.getByLabel("Text to Translate").fill("Good morning, my friend. ".repeat(40));
  await page.getByLabel("To", { exact: true }).selectOption("fr");
  await page.getByRole("button", { name: "Translate" }).click();
  const result = page.getByLabel("Translation", { exact: true });
  await expect(result).toHaveValue(reply);
  await expect(page.getByText("Text translated successfully.")).toBeVisible();
  await expectTopInView(page, result);
});

test("after a run on a phone the page scrolls to the result", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.setViewportSize(PHONE);
  const reply = "The swift brown fox leaps over the lazy dog. ".repeat(10).trim();
  await steerModel({ reply, chunkDelayMs: 50, mode: "ok" });
  await page.goto("/tools/paraphraser");
  await page.getByLabel("Input Text").fill("The quick brown fox jumps over the lazy dog.");
  // Tapped where a thumb finds it: at the bottom of the screen, the result still under the fold.
  const button = page.getByRole("button", { name: "Paraphrase", exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await button.click();
  const result = page.getByLabel("Paraphrased Text");
  await expect(result).toHaveValue(reply);
  await expectTopInView(page, result);
});
