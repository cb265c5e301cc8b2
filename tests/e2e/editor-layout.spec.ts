import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { madeDocument } from "./support/editor";

/** A document of the account's with `output`, made through the API; its id. */
/** The distinct tops of the toolbar's shown buttons: one row has one. */
const rowsOf = (page: Page) =>
  page
    .getByRole("toolbar", { name: "Formatting" })
    .evaluate((bar) => [
      ...new Set(
        [...bar.querySelectorAll("button")]
          .filter((b) => b.getClientRects().length > 0)
          .map((b) => Math.round(b.getBoundingClientRect().top)),
      ),
    ]);

test("at 1280×800 the editor's toolbar is one row, with Insight open too", async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAccount(context, baseURL!);
  const id = await madeDocument(context, baseURL!, "A short text to lay out.");
  await page.goto(`/documents/${id}`);
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeVisible();
  // Without a panel beside the text, every button is on the bar.
  await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeVisible();
  expect(await rowsOf(page)).toHaveLength(1);
  await page.locator("[title^='Insight (']").click();
  await expect(page.getByRole("complementary", { name: "Insight" })).toBeVisible();
  expect(await rowsOf(page)).toHaveLength(1);
  const button = await toolbar.getByRole("button", { name: "Bold" }).boundingBox();
  const bar = await toolbar.boundingBox();
  // One row: the bar is no taller than a button and its padding.
  expect(bar!.height).toBeLessThan(button!.height * 2);

  // The less used buttons are in More; they still work from there.
  await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeHidden();
  await page.getByRole("textbox", { name: "Document text" }).click();
  await toolbar.getByRole("button", { name: "More formatting" }).click();
  await page.getByRole("menuitemcheckbox", { name: /Heading 3/ }).click();
  await expect(page.getByRole("textbox", { name: "Document text" }).locator("h3")).toHaveText(
    "A short text to lay out.",
  );
  await toolbar.getByRole("button", { name: "More formatting" }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: /Heading 3/ })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  // The page's buttons show as icons there, named as before.
  await expect(toolbar.getByRole("button", { name: "Export" })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: /^Issues \d+$/ })).toBeVisible();
});

test("the tools sidebar folds from the keyboard, the page takes the width, and it stays folded on other pages", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAccount(context, baseURL!);
  const id = await madeDocument(context, baseURL!, "Wide enough.");
  await page.goto(`/documents/${id}`);
  const toggle = page.getByRole("button", { name: "Tools sidebar" });
  const tools = page.getByRole("navigation", { name: "Tools" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(tools).toBeVisible();
  const main = page.locator("main#main");
  const before = (await main.boundingBox())!.width;

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(tools).toBeHidden();
  await expect.poll(async () => (await main.boundingBox())!.width).toBeGreaterThan(before + 200);

  // Remembered: folded after a reload and on another page with the sidebar.
  await page.goto("/documents");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(tools).toBeHidden();
  // Folded from the first paint, before the app's scripts run (here: never), not open for a moment.
  const bare = await context.newPage();
  await bare.setViewportSize({ width: 1280, height: 800 });
  await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await bare.goto("/about"); // prerendered: its HTML holds the shell without any script
  const aside = bare.locator("aside.tool-sidebar");
  expect((await aside.boundingBox())!.width).toBeLessThan(60);
  await expect(bare.getByRole("navigation", { name: "Tools" })).toBeHidden();
  await bare.close();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(tools).toBeVisible();
  await page.reload();
  await expect(tools).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});
