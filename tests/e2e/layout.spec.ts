import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { signedInAccount, signedInAdmin } from "./support/accounts";
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
