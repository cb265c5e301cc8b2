import { expect, type Locator, test } from "@playwright/test";
import { TOOLS } from "../../src/shared/tools";

/** Lines the plan cards once promised and this build does not do (or does on every plan). */
const REMOVED_CLAIMS = ["Basic tools", "Team collaboration", "Custom AI training", "White-label", "API access"];

async function expectHonestCards(pricing: Locator) {
  const count = TOOLS.length;
  const cards = pricing.getByRole("listitem");
  await expect(cards.filter({ hasText: `All ${count} writing tools` })).toHaveCount(2);
  await expect(pricing).toContainText("Public API with your own keys");
  await expect(pricing).toContainText("Documents history with search");
  await expect(pricing).toContainText("An organization with a shared word pool");
  for (const claim of REMOVED_CLAIMS) await expect(pricing, claim).not.toContainText(claim);
  // The spec's plan names and prices stay.
  for (const [name, price] of [
    ["Free", "$0"],
    ["Professional", "$19"],
    ["Entrepreneurship", "$49"],
  ]) {
    await expect(pricing.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(pricing).toContainText(price);
  }
}

test("/pricing is a prerendered public page with the plan cards, its own title and canonical", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/pricing");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe("Pricing – Quillstack");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/pricing"/>`);
  // Prerendered: the cards are in the HTML before any script runs.
  expect(html).toContain("Simple, transparent pricing");
  expect(html).toContain("Choose Entrepreneurship");
});

test("/pricing shows the plans, and the footer's Pricing link leads there", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle("Pricing – Quillstack");
  await expect(page.getByRole("heading", { level: 1, name: "Simple, transparent pricing" })).toBeVisible();
  await expectHonestCards(page.locator("#pricing"));
  await expect(page.locator("#pricing").getByRole("link", { name: "Start for free" })).toHaveAttribute(
    "href",
    "/auth?tab=signup",
  );
});

test("the landing and pricing count the registry's tools and promise only what the build does", async ({ page }) => {
  const count = TOOLS.length;
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: `${count} focused tools` })).toBeVisible();
  await expect(main).toContainText(`Quillstack brings ${count} AI writing assistants`);
  await expect(main).toContainText(`${count} specialised writing tools in one workspace`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`with ${count} tools`));
  await expectHonestCards(page.locator("#pricing"));
  await expect(page.locator("body")).not.toContainText("40+");

  for (const path of ["/pricing", "/about", "/careers", "/tools/paraphraser"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(String(count));
    await expect(page.locator("body"), path).not.toContainText("40+");
  }
});
