import { type APIRequestContext, expect, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount } from "./support/accounts";
import { steerModel } from "./support/model";

// Dedicated screens run through the same run client as the generic one: Stop, failures and the
// meter behave alike, in each tool's own words.

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function usedWords(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/me/usage")).json()).wordsUsed;
}

const slowReply = (prefix: string, words: number) =>
  Array.from({ length: words }, (_, i) => `${prefix}${i + 1}`).join(" ");

test("translator: Stop keeps the partial translation, says so in its own words, and charges what was written", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: slowReply("mot", 60), chunkDelayMs: 150, mode: "ok" });
  await page.goto("/tools/language-translator");
  await page.getByLabel("Text to Translate").fill("Good morning, my friend.");
  await page.getByRole("button", { name: "Translate", exact: true }).click();

  const translation = page.getByLabel("Translation", { exact: true });
  await expect(translation).toHaveValue(/mot4\b/);
  await expect(page.getByRole("status").filter({ hasText: "Translating…" })).toBeVisible();
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("Translation stopped. You were charged only for the words generated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Translate", exact: true })).toBeEnabled();
  const partial = await translation.inputValue();
  expect(countWords(partial)).toBeLessThan(60);
  await expect(page.getByText("Text translated successfully.")).toHaveCount(0);

  await expect.poll(() => usedWords(context.request)).toBeGreaterThanOrEqual(countWords(partial));
  expect((await usedWords(context.request)) - countWords(partial)).toBeLessThanOrEqual(2);
  await expect(translation).toHaveValue(partial);
});

test("legal draft: a model failure is a 'Generation Failed' toast in the tool's words and charges nothing", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/legal-draft");
  await page.getByLabel("Document Details").fill("Mutual NDA between Acme Ltd and Beta LLC for a pilot project.");
  await steerModel({ mode: "fail" });
  await page.getByRole("button", { name: "Generate Document" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Generation Failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Generation failed. Please try again.");
  await expect(page.getByText("No document yet")).toBeVisible();
  await expect(page.getByLabel("Document Details")).toHaveValue(
    "Mutual NDA between Acme Ltd and Beta LLC for a pilot project.",
  );
  expect(await usedWords(context.request)).toBe(0);
});

test("long-form writer: Stop during the second draft keeps the first, keeps what the second had written, and starts no third", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/long-form-writer");
  await page.getByLabel("Topic/Title").fill("Home Composting");
  const runs: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/api/tools/long-form-writer/run")) runs.push(req.url());
  });
  // A word every 150 ms: the server may write a word or two after Stop before it sees the browser
  // leave (more when the machine is loaded: at 60 ms a word, CI once saw 5), and those are charged
  // though never shown; the tolerance below is two words.
  await steerModel({ reply: slowReply("w", 40), chunkDelayMs: 150, mode: "ok" });
  await page.getByRole("button", { name: "Generate Content (3 Variations)" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Writing draft 2 of 3…" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Draft 2" }).click();
  await expect(page.getByLabel("Draft 2 text")).toHaveValue(/w3\b/);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("Generation stopped. You were charged only for the words generated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Content (3 Variations)" })).toBeEnabled();

  const second = await page.getByLabel("Draft 2 text").inputValue();
  expect(countWords(second)).toBeGreaterThanOrEqual(3);
  expect(countWords(second)).toBeLessThan(40);
  await page.getByRole("tab", { name: "Draft 1" }).click();
  await expect(page.getByLabel("Draft 1 text")).toHaveValue(slowReply("w", 40));
  await page.getByRole("tab", { name: "Draft 3" }).click();
  await expect(page.getByLabel("Draft 3 text")).toHaveValue("");
  expect(runs).toHaveLength(2);
  await expect(page.getByText("3 content variations generated successfully.")).toHaveCount(0);

  const shown = 40 + countWords(second);
  await expect.poll(() => usedWords(context.request)).toBeGreaterThanOrEqual(shown);
  expect((await usedWords(context.request)) - shown).toBeLessThanOrEqual(2);
});
