import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { steerModel } from "./support/model";

const REPLY = "Short and clear beats long and vague.";

/** A program's request from the page: the key only, no cookies. */
async function callApi(page: Page, key: string | null, path: string, body?: unknown) {
  return page.evaluate(
    async ({ key, path, body }) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (key) headers.authorization = `Bearer ${key}`;
      const res = await fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: key ? "omit" : "include",
      });
      return { status: res.status, body: await res.json() };
    },
    { key, path, body },
  );
}

test("the Developer page: create a key, see it once, use it against /api/v1, revoke it, and it is refused", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: REPLY, chunkDelayMs: 0, mode: "ok" });

  await page.goto("/profile");
  await page.getByRole("link", { name: "Manage API keys" }).click();
  await expect(page).toHaveURL(/\/profile\/developer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Developer" })).toBeVisible();
  await expect(page.getByText("You have no API keys yet.")).toBeVisible();

  // A name is required, said in plain words.
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please give the key a name.");

  // Keyboard only: type the name and press Enter.
  await page.getByLabel("Name").fill("Blog script");
  await page.getByLabel("Name").press("Enter");
  const dialog = page.getByRole("dialog", { name: "Your new API key" });
  await expect(dialog).toBeVisible();
  const key = await dialog.getByLabel("API key “Blog script”").inputValue();
  expect(key).toMatch(/^qsk_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("The API key is on your clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // Listed by its prefix only; the key itself is never shown again.
  const row = page.getByRole("row", { name: /Blog script/ });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  // Cells: key, created, last used, expires.
  await expect(row.getByRole("cell").nth(2)).toHaveText("Never");
  await expect(row.getByRole("cell").nth(3)).toHaveText("Never");
  await page.reload();
  await expect(page.getByRole("row", { name: /Blog script/ })).toBeVisible();
  expect(await page.content()).not.toContain(key);
  expect(await seriousViolations(page)).toEqual([]);

  // The key works from a program; the browser's own session does not, on /api/v1.
  const run = await callApi(page, key, "/api/v1/tools/clarity-booster/runs", { input: { text: "Make this clearer." } });
  expect(run.status).toBe(200);
  expect(run.body).toMatchObject({ output: REPLY, wordsCharged: 7 });
  expect((await callApi(page, null, "/api/v1/tools")).status).toBe(401);

  // Its last use is shown.
  await page.reload();
  await expect(
    page
      .getByRole("row", { name: /Blog script/ })
      .getByRole("cell")
      .nth(2),
  ).not.toHaveText("Never");

  // Revoked after a confirmation, and refused at once.
  await page.getByRole("button", { name: "Revoke Blog script" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “Blog script”?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("“Blog script” no longer works.")).toBeVisible();
  await expect(page.getByText("You have no API keys yet.")).toBeVisible();
  const refused = await callApi(page, key, "/api/v1/tools");
  expect(refused.status).toBe(401);
  expect(refused.body.error.code).toBe("INVALID_API_KEY");

  // The reference is one link away.
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quillstack API reference" })).toBeVisible();
});

test("/docs/api renders the OpenAPI document, prerendered, and the footer links to it", async ({ page, request }) => {
  // What a search engine or a reader without JavaScript gets.
  const html = await (await request.get("/docs/api")).text();
  expect(html).toContain("Quillstack API reference");
  expect(html).toContain("/api/v1/documents/{id}/restore");
  expect(html).toContain("Idempotency-Key");

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quillstack API reference" })).toBeVisible();
  const run = page.locator("#runTool");
  await expect(run.getByRole("heading", { level: 3 })).toHaveText("post/api/v1/tools/{slug}/runs");
  await expect(run).toContainText("429");
  await expect(run).toContainText("Idempotency-Key");
  // Each tool's request, from the registry: the paraphraser's modes are listed.
  const paraphraser = page.locator("#schema-RunRequest_paraphraser");
  await expect(paraphraser.getByRole("heading", { name: "paraphraser" })).toBeVisible();
  await expect(paraphraser).toContainText('one of "standard", "creative", "formal", "shorten", "expand"');
  // The OpenAPI document it links to is served.
  const spec = await (await request.get("/api/v1/openapi.json")).json();
  expect(spec.openapi).toBe("3.1.0");
});
