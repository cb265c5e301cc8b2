import { type BrowserContext, expect, type Page, type Route, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";

/*
 * The header's first paint, before the session request answers: the signed-in hint (a readable
 * cookie the server keeps beside the session cookie, docs/decisions/0049-signed-in-hint.md) picks
 * the buttons of a visitor or the account menu's place. The session request is held back here, so
 * what shows is what the page drew without its answer.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const HINT = "qs_signed_in";

/** Holds every session request of the page until `release` is called. */
async function holdSessionRequests(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/api/auth/get-session*", (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const hintOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === HINT);

function header(page: Page) {
  const banner = page.getByRole("banner");
  return {
    signIn: banner.getByRole("link", { name: "Sign in", exact: true }),
    premium: banner.getByRole("link", { name: "Get Premium Access" }),
    placeholder: banner.getByTestId("account-placeholder"),
    userMenu: banner.getByRole("button", { name: "User menu" }),
    theme: banner.getByRole("button", { name: "Toggle theme" }),
  };
}

test("a visitor sees Sign in and Get Premium Access before the session answers", async ({ page, context }) => {
  expect(await hintOf(context)).toBeUndefined();
  const session = await holdSessionRequests(page);
  await page.goto("/about");
  const { signIn, premium, placeholder } = header(page);
  await expect(signIn).toBeVisible();
  await expect(premium).toBeVisible();
  await expect(placeholder).toBeHidden();
  // Shown while the answer is still held back, not after it.
  expect(session.held.length).toBeGreaterThan(0);
  await session.release();
  await expect(signIn).toBeVisible();
});

test("a signed-in browser sees the account menu's place, never Sign in, and the menu takes that place", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  expect((await hintOf(context))?.value).toBe("1");
  const session = await holdSessionRequests(page);
  await page.goto("/about");
  const { signIn, premium, placeholder, userMenu, theme } = header(page);
  await expect(placeholder).toBeVisible();
  await expect(signIn).toBeHidden();
  await expect(premium).toBeHidden();
  expect(session.held.length).toBeGreaterThan(0);
  const [placeBox, themeBox] = [await placeholder.boundingBox(), await theme.boundingBox()];

  await session.release();
  await expect(userMenu).toBeVisible();
  await expect(signIn).toBeHidden();
  // The menu is drawn where its place was kept, and nothing beside it moved.
  expect(await userMenu.boundingBox()).toEqual(placeBox);
  expect(await theme.boundingBox()).toEqual(themeBox);
});

test("a stale hint is corrected by the session's answer, and the server clears it", async ({
  page,
  context,
  baseURL,
}) => {
  // The browser says it is signed in, but has no session (it ended, or its cookie is gone).
  await context.addCookies([{ name: HINT, value: "1", url: baseURL! }]);
  const session = await holdSessionRequests(page);
  await page.goto("/about");
  const { signIn, premium, placeholder } = header(page);
  await expect(placeholder).toBeVisible();
  await expect(signIn).toBeHidden();

  await session.release();
  await expect(signIn).toBeVisible();
  await expect(premium).toBeVisible();
  await expect(placeholder).toBeHidden();
  await expect.poll(() => hintOf(context)).toBeUndefined();

  // The next page is right from its first paint.
  const next = await holdSessionRequests(page);
  await page.goto("/pricing");
  await expect(header(page).signIn).toBeVisible();
  expect(next.held.length).toBeGreaterThan(0);
  await next.release();
});

test("a session without the hint (one from before it existed) shows the menu once it answers, and gets the hint", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await context.clearCookies({ name: HINT });
  await page.goto("/about");
  const { signIn, userMenu } = header(page);
  await expect(userMenu).toBeVisible();
  await expect(signIn).toBeHidden();
  await expect.poll(async () => (await hintOf(context))?.value).toBe("1");
});
