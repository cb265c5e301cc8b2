import { expect, type Page, test } from "@playwright/test";
import { signedInAccount, signedInAdmin } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { steerModel } from "./support/model";

const REPLY = "Short and clear beats long and vague.";

/** A program's request from the page: the key only, no cookies. */
async function callWithKey(page: Page, key: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ key, path, body }) => {
      const res = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
        credentials: "omit",
      });
      return { status: res.status, body: await res.json() };
    },
    { key, path, body },
  );
}

test("the Developer page shows where other apps connect, and the admin's usage logs tell the surfaces apart", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { email } = await signedInAccount(context, baseURL!, { name: "Protocol Person" });
  await steerModel({ reply: REPLY, chunkDelayMs: 0, mode: "ok" });

  await page.goto("/profile/developer");
  await expect(page.getByRole("heading", { name: "Connect other apps" })).toBeVisible();
  for (const path of ["/api/mcp", "/api/openai/v1", "/api/languagetool/v2"]) {
    await expect(page.getByText(`${baseURL}${path}`, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Copy the OpenAI-compatible API address" }).click();
  await expect(page.getByText("The OpenAI-compatible API address is on your clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/api/openai/v1`);
  // Each address comes with its steps: LibreOffice's include the box people missed.
  await page.getByText("How to connect LibreOffice").click();
  await expect(page.getByText('Tick "Enable LanguageTool".')).toBeVisible();
  await page.getByText("How to connect Claude Code, Cursor or VS Code").click();
  await expect(
    page.getByText(`claude mcp add --transport http quillstack ${baseURL}/api/mcp`, { exact: false }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A key, used by "other apps": the OpenAI endpoint and the public API.
  const created = await page.request.post("/api/api-keys", {
    data: { name: "Writing apps" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const key = ((await created.json()) as { key: string }).key;
  const chat = await callWithKey(page, key, "/api/openai/v1/chat/completions", {
    model: "clarity-booster",
    messages: [{ role: "user", content: "Make this clearer." }],
  });
  expect(chat.status).toBe(200);
  expect(chat.body.choices[0].message.content).toBe(REPLY);
  const api = await callWithKey(page, key, "/api/v1/tools/clarity-booster/runs", {
    input: { text: "Make this clearer." },
  });
  expect(api.status).toBe(200);
  const userId = (await (await page.request.get("/api/me")).json()) as { id?: string; user?: { id: string } };
  const id = userId.id ?? userId.user?.id;
  expect(id).toBeTruthy();

  // The administrator sees where each run came from, and filters by it.
  const adminContext = await browser.newContext({ baseURL });
  try {
    await signedInAdmin(adminContext, baseURL!);
    const admin = await adminContext.newPage();
    await admin.goto("/admin-dashboard");
    await admin.getByRole("tab", { name: "Usage Logs" }).click();
    await admin.getByRole("searchbox", { name: "Search logs" }).fill(id!);
    const rows = admin.getByRole("row").filter({ hasText: "Clarity Booster" });
    await expect(rows).toHaveCount(2);
    // Each row names the person by email, and the email finds their rows as the id does.
    await expect(rows.first()).toContainText(email);
    await admin.getByRole("searchbox", { name: "Search logs" }).fill(email);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "OpenAI API" })).toHaveCount(1);
    await expect(rows.filter({ hasText: /^(?!.*OpenAI).*API/ })).toHaveCount(1);
    await admin.getByLabel("Filter by surface").selectOption("openai");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("OpenAI API");
    await admin.getByLabel("Filter by surface").selectOption("mcp");
    await expect(admin.getByText("No usage logs found matching your criteria")).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
