import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";

/**
 * A visitor's landing page hydrates without React Router (src/web/islands/landing.tsx): its own
 * components, the same markup, links that load the next page. Whoever has a session gets the app.
 */

/** Errors the page reports (React reports a hydration mismatch as one), and the scripts it loads. */
function watch(page: Page) {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { errors, scripts };
}

const usesReactRouter = (page: Page) => page.evaluate(() => "__reactRouterContext" in window);

test("a visitor's landing page works without React Router, and a link opens the app", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { errors, scripts } = watch(page);
  await page.goto("/");
  const sidebar = page.getByRole("navigation", { name: "Tools" });

  // Hydrated: the sidebar's search and groups answer, which only React can do.
  await sidebar.getByPlaceholder("Search tools...").fill("grammar");
  await expect(sidebar.getByRole("link", { name: /Grammar Checker/ })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: /Paraphraser/ })).toHaveCount(0);
  await sidebar.getByPlaceholder("Search tools...").fill("");
  const rewrite = sidebar.getByRole("button", { name: "Rewrite" });
  await rewrite.click();
  await expect(rewrite).toHaveAttribute("aria-expanded", "true");
  // The group's button names the list it opens, by the same id in the markup and in React.
  const controls = await rewrite.getAttribute("aria-controls");
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);

  expect(await usesReactRouter(page)).toBe(false);
  expect(scripts.filter((s) => /\/(?:app|manifest|entry\.client|root)-/.test(s))).toEqual([]);
  expect(scripts.some((s) => /\/landing-/.test(s))).toBe(true);

  // Pointing at a link fetches the app's scripts ahead; following it loads the next page, the app,
  // which takes them from the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const appChunkOnNextPage: { fromCache: boolean }[] = [];
  cdp.on("Network.responseReceived", ({ type, response }) => {
    if (type === "Script" && /\/assets\/app-[^/]+\.js$/.test(response.url)) {
      appChunkOnNextPage.push({ fromCache: Boolean(response.fromPrefetchCache || response.fromDiskCache) });
    }
  });
  const link = sidebar.getByRole("link", { name: /Paraphraser/ });
  const prefetch = page.waitForRequest((request) => /\/assets\/app-[^/]+\.js$/.test(request.url()));
  await link.hover();
  await prefetch;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(/\/tools\/paraphraser$/);
  await expect(page.getByRole("heading", { level: 1, name: "Authentication Required" })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  await expect.poll(() => usesReactRouter(page)).toBe(true);
  expect(appChunkOnNextPage).toEqual([{ fromCache: true }]);
  expect(errors).toEqual([]);
});

test("on a narrow screen the landing page's drawer opens, and its links load the tool", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { errors } = watch(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  const search = drawer.getByPlaceholder("Search tools...");
  await expect(search).toBeFocused();
  await search.fill("grammar");
  await drawer.getByRole("link", { name: /Grammar Checker/ }).click();
  await expect(page).toHaveURL(/\/tools\/grammar-checker$/);
  await expect(page.getByRole("heading", { level: 1, name: "Authentication Required" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the landing page, loaded with a search, lists the matching tools", async ({ page }) => {
  const { errors } = watch(page);
  await page.goto("/?search=summar");
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "summar"' })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Bullet Summarizer/ })).toBeVisible();
  expect(await usesReactRouter(page)).toBe(false);
  expect(errors).toEqual([]);
});

test("someone signed in gets the app at /: their dashboard, and links that stay in the page", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!, { name: "Island Tester" });
  const { errors } = watch(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /, Island$/ })).toBeVisible();
  expect(await usesReactRouter(page)).toBe(true);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});
