import { type BrowserContext, expect, type Page } from "@playwright/test";
import { steerModel } from "./model";

/** A document of the account's, written by a tool with the fake model; its id. */
export async function documentFrom(page: Page, context: BrowserContext, reply: string): Promise<string> {
  await steerModel({ reply, chunkDelayMs: 0, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await page.getByLabel("Input Text").fill("Please make this clearer for our readers.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);
  const list = await (await context.request.get("/api/documents")).json();
  return list.items[0].id as string;
}

/** The account's words used this month, as the app reads them. */
export const usage = async (context: BrowserContext) =>
  (await (await context.request.get("/api/me/usage")).json()).wordsUsed;

/** An offline check's underline in the editor around `text`. */
export const underline = (page: Page, text: string) => page.locator(".check-issue", { hasText: text });

/** A document made through the API with `output` as its text; its id. */
export async function madeDocument(context: BrowserContext, baseURL: string, output: string, title = "Document") {
  const created = await context.request.post("/api/documents", {
    data: { title, output },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

/** Runs a tool with the fake model's `reply`, opens its result in the editor, and returns the editor. */
export async function resultInEditor(page: Page, reply: string) {
  await steerModel({ reply, chunkDelayMs: 0, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await page.getByLabel("Input Text").fill("Please make this clearer for our readers.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);
  await page.getByRole("link", { name: "Open in editor" }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const editor = page.getByRole("textbox", { name: "Document text" });
  await expect(editor).toBeVisible();
  return editor;
}
