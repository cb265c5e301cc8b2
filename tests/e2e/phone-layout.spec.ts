import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { PAGES, PUBLIC_PATHS } from "../../src/shared/pages";
import { TOOLS } from "../../src/shared/tools";
import { signedInAccount, signedInAdmin, uniqueEmail } from "./support/accounts";
import { documentFrom } from "./support/editor";
import { overflowingElements } from "./support/overflow";

/*
 * Every page of the page table at a phone's width (390×844), as each kind of person sees it: none
 * may lay out wider than the screen. A page that did was cut off or scrolled sideways.
 */

const PHONE = { width: 390, height: 844 };

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle").catch(() => {}); // a page that streams never idles
  await expect(page.locator("main").first()).toBeVisible();
  // Soft: one walk lists every page that does not fit, not only the first.
  await expect
    .soft(async () => {
      const layout = {
        scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth),
        overflowing: await overflowingElements(page),
      };
      expect(layout, path).toEqual({ scrollWidth: PHONE.width, overflowing: [] });
    })
    .toPass({ timeout: 5_000 });
}

/** Each page the table lists, by the path a person of `who` would open (parameters filled in). */
function pathsFor(who: "visitor" | "member" | "owner" | "admin", values: { documentId?: string } = {}): string[] {
  const paths: string[] = [];
  for (const page of PAGES) {
    if (page.param === "tool") continue; // every tool is walked on its own below
    if (page.path === "/join/:token") continue; // an invitation link: the owner's walk opens one
    if (page.path === "/documents/:id") {
      if (values.documentId) paths.push(`/documents/${values.documentId}`);
      continue;
    }
    if (who === "visitor" ? page.render !== "browser" || page.path === "/auth" : !PUBLIC_PATHS.includes(page.path))
      paths.push(page.path);
  }
  return paths;
}

const phone = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  return page;
};

test("a visitor's pages fit a phone", async ({ context }) => {
  const page = await phone(context);
  for (const path of [...pathsFor("visitor"), "/reset-password", "/oauth/consent", "/tools/paraphraser", "/no-such"])
    await test.step(path, () => expectFits(page, path));
});

test("a member's pages fit a phone, every tool's included", async ({ context, baseURL }) => {
  test.slow(); // 36 tools and a dozen pages
  await signedInAccount(context, baseURL!);
  const page = await phone(context);
  const documentId = await documentFrom(page, context, "A short result to open in the editor.");
  const key = await context.request.post("/api/api-keys", { data: { name: "Phone test key" } });
  expect(key.status()).toBe(201); // the keys table has a row
  for (const path of pathsFor("member", { documentId })) await test.step(path, () => expectFits(page, path));
  for (const tool of TOOLS) await test.step(tool.slug, () => expectFits(page, `/tools/${tool.slug}`));
});

test("an organization's owner and an administrator: their pages fit a phone", async ({ browser, context, baseURL }) => {
  await signedInAdmin(context, baseURL!);
  const owner = await browser.newContext({ baseURL });
  try {
    const { email } = await signedInAccount(owner, baseURL!, { email: uniqueEmail("phone-owner") });
    const created = await context.request.post("/api/admin/organizations", {
      data: { name: `Phone School ${Date.now()}`, poolWords: 10_000, ownerEmail: email },
    });
    expect(created.status()).toBe(201);
    const ownerPage = await phone(owner);
    await test.step("/organization", () => expectFits(ownerPage, "/organization"));

    const admin = await phone(context);
    for (const tab of ["overview", "users", "usage", "billing", "organizations", "settings"]) {
      await test.step(tab, () => expectFits(admin, `/admin-dashboard?tab=${tab}`));
    }
  } finally {
    await owner.close();
  }
});
