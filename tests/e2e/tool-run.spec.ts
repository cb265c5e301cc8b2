import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { countWords } from "../../src/shared/words";
import { ADMIN_EMAIL, signedInAccount, signedInAdmin } from "./support/accounts";
import { saveAs } from "./support/downloads";
import { steerModel } from "./support/model";

const REPLY =
  "Clear writing respects the reader. Say one thing per sentence, choose plain words, and put the point first so nobody has to hunt for it.";
const REPLY_WORDS = countWords(REPLY);

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function usedWords(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/me/usage")).json()).wordsUsed;
}

test("a generic tool streams its result, charges exactly the words generated and exports .txt and .docx", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: REPLY, chunkDelayMs: 150, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await expect(page.getByRole("heading", { level: 1, name: "Clarity Booster" })).toBeVisible();
  await expect(page.getByText("0 / 2,000 words used")).toBeVisible();
  await expect(page.getByText("Your result will appear here.")).toBeVisible();
  await expect(page.getByText("AI Style")).toHaveCount(0); // one preset or none: no picker

  // Empty input is refused in the browser, with no request.
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByText("Please enter some text to process.")).toBeVisible();

  const input = page.getByLabel("Input Text");
  await input.fill("Our synergistic paradigm leverages clarity going forward.");
  await expect(page.getByText("7 words", { exact: true })).toBeVisible();
  await input.press("Control+Enter");

  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Generating…" })).toBeVisible();
  const result = page.getByLabel("Generated Result");
  // Part of the reply is on screen while the run is still going.
  await expect(result).toHaveValue(/^Clear writing/);
  expect(await result.inputValue()).not.toBe(REPLY);
  await expect(page.getByText("Text processed successfully!")).toHaveCount(0);

  await expect(page.getByText("Text processed successfully!")).toBeVisible();
  await expect(result).toHaveValue(REPLY);
  await expect(page.getByRole("button", { name: "Process Text" })).toBeEnabled();
  await expect(page.getByText(`${REPLY_WORDS} / 2,000 words used`)).toBeVisible();
  await expect(page.getByText(`${REPLY_WORDS} words · ${REPLY.length} characters`)).toBeVisible();
  expect(await usedWords(context.request)).toBe(REPLY_WORDS);

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REPLY);

  // The result is editable, and the downloads carry the edited text.
  await result.fill(`${REPLY}\nEdited by hand.`);
  const txt = await saveAs(page, "txt");
  expect(txt.name).toBe("clarity-booster.txt");
  expect(txt.bytes.toString("utf8")).toBe(`${REPLY}\nEdited by hand.`);

  const docx = await saveAs(page, "docx");
  expect(docx.name).toBe("clarity-booster.docx");
  const files = unzipSync(new Uint8Array(docx.bytes));
  expect(Object.keys(files)).toContain("[Content_Types].xml");
  const documentXml = strFromU8(files["word/document.xml"]);
  expect(documentXml).toContain("Clear writing respects the reader.");
  expect(documentXml).toContain("Edited by hand.");

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(input).toHaveValue("");
  await expect(page.getByText("Your result will appear here.")).toBeVisible();
});

test("Stop keeps the partial text and charges only what was written; an upstream failure keeps the result", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const slowReply = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(" ");
  await steerModel({ reply: slowReply, chunkDelayMs: 150, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await expect(page.getByText("0 / 2,000 words used")).toBeVisible();
  await page.getByLabel("Input Text").fill("Please make this clearer.");
  await page.getByRole("button", { name: "Process Text" }).click();

  const result = page.getByLabel("Generated Result");
  await expect(result).toHaveValue(/word5\b/);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("Generation stopped. You were charged only for the words generated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Process Text" })).toBeEnabled();
  const partial = await result.inputValue();
  const partialWords = countWords(partial);
  expect(partialWords).toBeGreaterThanOrEqual(5);
  expect(partialWords).toBeLessThan(60);
  expect(slowReply.startsWith(partial.trimEnd())).toBe(true);
  await expect(page.getByText("Text processed successfully!")).toHaveCount(0);

  // The server settles once it notices the closed stream: within a word or two of what was shown.
  await expect.poll(() => usedWords(context.request)).toBeGreaterThanOrEqual(partialWords);
  const charged = await usedWords(context.request);
  expect(charged).toBeLessThan(60);
  expect(charged - partialWords).toBeLessThanOrEqual(2);
  await expect(page.getByText(`${charged} / 2,000 words used`)).toBeVisible();
  await expect(result).toHaveValue(partial); // kept after the meter refreshed

  await steerModel({ mode: "fail" });
  await page.getByLabel("Input Text").fill("Please make this clearer, again.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByText("Failed to process text. Please try again.")).toBeVisible();
  await expect(result).toHaveValue(partial);
  await expect(page.getByLabel("Input Text")).toHaveValue("Please make this clearer, again.");
  expect(await usedWords(context.request)).toBe(charged); // a failed run charges nothing
});

test("a preset tool shows the AI Style picker and its system prompt", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/style-enhancer");
  await expect(page.getByRole("heading", { level: 1, name: "Style Enhancer" })).toBeVisible();
  const picker = page.getByRole("radiogroup", { name: "AI Style" });
  await expect(picker.getByRole("radio")).toHaveCount(3);
  await expect(picker.getByRole("radio", { name: /Creative/ })).toBeChecked();

  await page.getByRole("button", { name: "Show options" }).click();
  const prompt = page.getByLabel(/System prompt/);
  await expect(prompt).toHaveValue(/creative writing editor/);
  await expect(prompt).toHaveAttribute("readonly");
  await picker.getByRole("radio", { name: /Academic/ }).click();
  await expect(prompt).toHaveValue(/academic editor/);
  await page.getByRole("button", { name: "Hide options" }).click();
  await expect(prompt).toHaveCount(0);

  // Another tool starts from its own first preset; a tool with one preset or none has no picker.
  await page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "Sentence Shortener" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sentence Shortener" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Concise/ })).toBeChecked();
  await page.goto("/tools/paragraph-reducer");
  await expect(page.getByRole("heading", { level: 1, name: "Paragraph Reducer" })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
});

async function setSwitch(admin: BrowserContext, baseURL: string, key: string, value: boolean) {
  const res = await admin.request.put(`/api/admin/settings/${key}`, { data: { value }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

async function runThroughApi(context: BrowserContext, baseURL: string) {
  const res = await context.request.post("/api/tools/clarity-booster/run", {
    data: { input: { text: "Bypassing the page." } },
    headers: { origin: baseURL },
  });
  const type = res.headers()["content-type"] ?? "";
  return { status: res.status(), body: type.includes("json") ? await res.json() : await res.text() };
}

test("the global and per-tool kill switches show maintenance cards and refuse runs", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const admin = await browser.newContext({ baseURL });
  await signedInAdmin(admin, baseURL!);
  expect((await (await admin.request.get("/api/me")).json()).email).toBe(ADMIN_EMAIL);

  try {
    await setSwitch(admin, baseURL!, "global_api_disabled", true);
    await page.goto("/tools/clarity-booster");
    await expect(page.getByRole("heading", { name: "Service Temporarily Unavailable" })).toBeVisible();
    await expect(page.getByText("Expected resolution: Soon")).toBeVisible();
    await expect(page.getByText("Status: Under maintenance")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByLabel("Input Text")).toHaveCount(0);
    const refused = await runThroughApi(context, baseURL!);
    expect(refused.status).toBe(503);
    expect(refused.body.error.title).toBe("Service Temporarily Unavailable");
  } finally {
    await setSwitch(admin, baseURL!, "global_api_disabled", false);
  }

  try {
    await setSwitch(admin, baseURL!, "tool_clarity_booster_enabled", false);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Clarity Booster Temporarily Unavailable" })).toBeVisible();
    await expect(page.getByText("Status: Under maintenance")).toBeVisible();
    const refused = await runThroughApi(context, baseURL!);
    expect(refused.status).toBe(503);
    expect(refused.body.error.title).toBe("Clarity Booster Temporarily Unavailable");
    // Other tools keep working.
    await page.goto("/tools/paragraph-reducer");
    await expect(page.getByLabel("Input Text")).toBeVisible();
  } finally {
    await setSwitch(admin, baseURL!, "tool_clarity_booster_enabled", true);
    await admin.close();
  }

  await page.goto("/tools/clarity-booster");
  await expect(page.getByLabel("Input Text")).toBeVisible();
  expect((await runThroughApi(context, baseURL!)).status).toBe(200);
});
