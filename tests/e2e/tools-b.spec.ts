import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { countWords } from "../../src/shared/words";
import { signedInAccount } from "./support/accounts";
import { steerModel } from "./support/model";

// Dedicated screens of group B: long-form writer, grammar checker, legal draft, language translator.

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function usedWords(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/me/usage")).json()).wordsUsed;
}

/** Opens a save/export menu and picks one format; returns the downloaded file. */
async function saveFromMenu(page: Page, menu: string, item: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole("button", { name: menu, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** Counts the run requests the page sends to a tool. */
function countRuns(page: Page, slug: string) {
  const seen = { count: 0 };
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes(`/api/tools/${slug}/run`)) seen.count++;
  });
  return seen;
}

const DRAFTS = [
  "Alpha draft: compost needs greens, browns, air and water in balance.",
  "Bravo draft: my first compost heap smelled until I added dry leaves.",
  "Charlie draft: studies show home composting cuts household waste by a third.",
];

test("long-form writer: three streamed drafts in tabs, each charged, saved under the slug", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/long-form-writer");
  await expect(page.getByRole("heading", { level: 1, name: "Long-Form Writer" })).toBeVisible();
  await expect(page.getByText("0 / 2,000 words used")).toBeVisible();
  await expect(page.getByText("No content generated yet")).toBeVisible();
  await expect(
    page.getByText("Configure your settings and click generate to create 3 different variations of your content"),
  ).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate Content (3 Variations)" });
  await expect(generate).toBeDisabled();
  await page.getByLabel("Topic/Title").fill("   ");
  await expect(generate).toBeDisabled(); // blank after trimming
  await page.getByLabel("Topic/Title").fill("Home Composting");
  await expect(generate).toBeEnabled();

  // Each draft is its own model call: steer the fake model while the previous draft is still streaming.
  await steerModel({ reply: DRAFTS[0], chunkDelayMs: 120, mode: "ok" });
  const requests = countRuns(page, "long-form-writer");
  await generate.click();
  await expect(page.getByRole("button", { name: "Generating 3 Variations..." })).toBeDisabled();
  await expect(page.getByRole("tab", { name: "Draft 1" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Draft 1 text")).toHaveValue(/^Alpha/);
  await steerModel({ reply: DRAFTS[1] });
  await page.getByRole("tab", { name: "Draft 2" }).click();
  await expect(page.getByLabel("Draft 2 text")).toHaveValue(/^Bravo/);
  await steerModel({ reply: DRAFTS[2] });
  await page.getByRole("tab", { name: "Draft 3" }).click();
  await expect(page.getByLabel("Draft 3 text")).toHaveValue(/^Charlie/);

  await expect(page.getByText("3 content variations generated successfully.")).toBeVisible();
  await expect(generate).toBeEnabled();
  expect(requests.count).toBe(3);
  for (const [index, draft] of DRAFTS.entries()) {
    await page.getByRole("tab", { name: `Draft ${index + 1}` }).click();
    await expect(page.getByLabel(`Draft ${index + 1} text`)).toHaveValue(draft);
    await expect(page.getByText(`${countWords(draft)} words · ${draft.length} characters`)).toBeVisible();
  }
  const total = DRAFTS.reduce((sum, d) => sum + countWords(d), 0);
  await expect(page.getByText(`${total} / 2,000 words used`)).toBeVisible();
  expect(await usedWords(context.request)).toBe(total);

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DRAFTS[2]);

  // Drafts are editable; the file is named by the slug the topic produced.
  await page.getByLabel("Draft 3 text").fill(`${DRAFTS[2]}\nEdited.`);
  const txt = await saveFromMenu(page, "Download", "Plain text (.txt)");
  expect(txt.name).toBe("home-composting.txt");
  expect(txt.bytes.toString("utf8")).toBe(`${DRAFTS[2]}\nEdited.`);
  await expect(page.getByText("Content saved as TXT file.")).toBeVisible();
  const docx = await saveFromMenu(page, "Download", "Word (.docx)");
  expect(docx.name).toBe("home-composting.docx");
  expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  await expect(page.getByText("Content saved as DOCX file.")).toBeVisible();

  // Regenerate repeats the three calls and starts again from the first tab.
  await steerModel({ reply: "Delta draft replaces everything.", chunkDelayMs: 0 });
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByRole("tab", { name: "Draft 1" })).toHaveAttribute("aria-selected", "true");
  // The first generation's success toast may still be showing: wait for the three new calls instead.
  await expect.poll(() => requests.count).toBe(6);
  await expect(generate).toBeEnabled();
  await expect(page.getByLabel("Draft 1 text")).toHaveValue("Delta draft replaces everything.");
  await expect.poll(() => usedWords(context.request)).toBe(total + 3 * 4);
});

test("long-form writer: SEO fields follow the topic until edited; the outline preview is local", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/long-form-writer");
  const preview = page.getByRole("button", { name: "Preview" });
  await expect(preview).toBeDisabled();

  await page.getByRole("button", { name: "Advanced SEO Settings" }).click();
  const seoTitle = page.getByLabel("SEO Title");
  const slug = page.getByLabel("URL Slug");
  const meta = page.getByLabel("Meta Description");
  await expect(page.getByText("2%", { exact: true })).toBeVisible(); // keyword density default
  await expect(page.getByRole("switch", { name: "Citations & References" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Link Suggestions" })).toBeChecked();

  const topic = page.getByLabel("Topic/Title");
  await topic.fill("Café Gardening Tips");
  await expect(seoTitle).toHaveValue("Café Gardening Tips - Complete Guide");
  await expect(slug).toHaveValue("cafe-gardening-tips");
  await expect(meta).toHaveValue(/Café Gardening Tips/);

  await seoTitle.fill("My Own Title");
  await topic.fill("Balcony Gardening");
  await expect(seoTitle).toHaveValue("My Own Title"); // edited by hand: no longer follows
  await expect(slug).toHaveValue("balcony-gardening");
  await expect(meta).toHaveValue(/Balcony Gardening/);

  await page.getByLabel("Primary Keywords").fill("container plants, watering");
  const requests = countRuns(page, "long-form-writer");
  await preview.click();
  const outline = page.getByRole("region", { name: "Content Outline" });
  await expect(outline.getByRole("listitem")).toHaveCount(8); // intro, 6 sections, conclusion
  await expect(outline.getByRole("listitem").first()).toHaveText(/^Introduction/);
  await expect(outline.getByRole("listitem").last()).toHaveText(/^Conclusion/);
  await expect(outline).toContainText("Container Plants");
  expect(requests.count).toBe(0);

  // A how-to topic in title case, named once: never "What Is How To Start…".
  await topic.fill("How to start composting in a small apartment");
  await preview.click();
  await expect(outline.getByRole("listitem").first()).toHaveText(
    "Introduction: How to Start Composting in a Small Apartment",
  );
  await expect(outline).not.toContainText("What Is How");
  // The call to action is an example to follow, not a value sent unless typed.
  const cta = page.getByLabel("Call-to-Action");
  await expect(cta).toHaveValue("");
  await expect(cta).toHaveAttribute("placeholder", "Subscribe to our newsletter for more guides like this.");
  // The header names the tool as its page does.
  await expect(page.getByRole("banner").getByText("Long-Form Writer", { exact: true })).toBeVisible();

  // The keyword density slider moves in steps of 0.5 between 1 and 5.
  const density = page.getByRole("slider", { name: "Keyword Density" });
  await density.focus();
  await density.press("ArrowRight");
  await expect(page.getByText("2.5%", { exact: true })).toBeVisible();
  await density.press("End");
  await expect(density).toHaveAttribute("aria-valuenow", "5");

  // The FAQ follows the page, its own five questions first.
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await page.getByText("Why three variations?").click();
  await expect(page.getByText("Each draft takes a different angle")).toBeVisible();
  await page.getByRole("button", { name: "Read More" }).click();
  await expect(page.getByRole("button", { name: "Read Less" })).toBeVisible();
});

test("grammar checker: accept one fix, then Accept All sets the corrected text and a score of 100", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  // The model answers a minimal correction; its word choice is a style suggestion.
  await steerModel({ reply: JSON.stringify({ correctedText: "We use the tool daily. This is a test." }) });
  await page.goto("/tools/grammar-checker");
  await expect(page.getByRole("heading", { level: 1, name: "Grammar Checker" })).toBeVisible();
  const score = page.getByRole("status", { name: /Grammar score/ });
  await expect(score).toHaveText("Score: —"); // no score before any check

  await page.getByRole("button", { name: "Check Grammar" }).click();
  await expect(page.getByText("Please enter some text to check.")).toBeVisible();

  const input = page.getByLabel("Input Text");
  await input.fill("We utilize the tool daily. This is an test.");
  await page.getByRole("button", { name: "Check Grammar" }).click();
  const issues = page.getByRole("list", { name: "Issues" });
  const utilize = issues.getByRole("listitem").filter({ hasText: "utilize" });
  await expect(utilize).toBeVisible();
  await expect(utilize.getByText("Suggestion", { exact: true })).toBeVisible();
  await expect(utilize.getByText("“use” fits better here than “utilize”.")).toBeVisible();
  await expect(score).not.toHaveText("Score: 100/100");
  const before = await issues.getByRole("listitem").count();
  // The problems are marked in the original text; the corrected view shows the model's correction.
  await expect(page.getByTestId("grammar-view").locator("mark", { hasText: "utilize" })).toBeVisible();
  await page.getByRole("radio", { name: "Corrected" }).click();
  await expect(page.getByTestId("grammar-view")).toHaveText("We use the tool daily. This is a test.");
  await page.getByRole("radio", { name: "Original" }).click();

  await utilize.getByRole("button", { name: "Accept" }).click();
  await expect(input).toHaveValue("We use the tool daily. This is an test.");
  await expect(issues.getByRole("listitem")).toHaveCount(before - 1);

  await page.getByRole("button", { name: "Accept All" }).click();
  await expect(input).toHaveValue("We use the tool daily. This is a test.");
  await expect(score).toHaveText("Score: 100/100");
  await expect(page.getByText("No issues left")).toBeVisible();
});

test("legal draft: unsafe details are refused in the browser; the document highlights and exports a real PDF", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/legal-draft");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Draft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /Conservative/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Include standard clauses" })).toBeChecked();

  // Regions follow the jurisdiction; Singapore has none.
  await page.getByLabel("Jurisdiction").selectOption("uk");
  await expect(page.getByLabel("Region").locator("option")).toContainText(["England", "Scotland"]);
  await page.getByLabel("Jurisdiction").selectOption("sg");
  await expect(page.getByLabel("Region")).toBeDisabled();

  const requests = countRuns(page, "legal-draft");
  const details = page.getByLabel("Document Details");
  await details.fill("Mutual NDA between Acme Ltd and Beta LLC <script>alert(1)</script>");
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Invalid characters detected")).toBeVisible();
  await expect(details).toHaveValue("Mutual NDA between Acme Ltd and Beta LLC <script>alert(1)</script>");
  await details.fill("Mutual NDA between Acme Ltd and Beta LLC, click onclick=run()");
  await expect(page.getByText("Invalid characters detected").first()).toBeVisible();
  expect(requests.count).toBe(0);

  await details.fill("Mutual NDA between Acme Ltd and Beta LLC for a two-year software partnership.");
  await expect(page.getByText("Estimated usage: about 500 words")).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 5,000$/)).toBeVisible();
  const documentText = [
    "MUTUAL NON-DISCLOSURE AGREEMENT",
    "1. Definitions",
    "Confidential Information means any information disclosed by either party.",
    "1.1 Obligations",
    "Each party shall keep the Confidential Information confidential and must not disclose it.",
    "2. Term",
    "Either party may terminate this Agreement on thirty days notice.",
  ].join("\n");
  await steerModel({ reply: documentText });
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("Legal document generated successfully.")).toBeVisible();
  expect(requests.count).toBe(1);
  const generated = page.getByLabel("Generated document");
  await expect(generated).toHaveValue(documentText);

  await page.getByRole("radio", { name: "Highlighted" }).click();
  const highlighted = page.getByTestId("legal-highlighted");
  await expect(highlighted.locator("mark", { hasText: /^shall$/ })).toBeVisible();
  await expect(highlighted.locator("mark", { hasText: /^terminate$/ })).toBeVisible();
  await expect(highlighted.locator("p.font-semibold", { hasText: "1.1 Obligations" })).toBeVisible();

  const pdf = await saveFromMenu(page, "Download", "PDF (.pdf)");
  expect(pdf.name).toBe("legal-document.pdf");
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  const html = await saveFromMenu(page, "Download", "HTML (.html)");
  expect(html.name).toBe("legal-document.html");
  expect(html.bytes.toString("utf8")).toContain("<h2>1.1 Obligations</h2>");
  const docx = await saveFromMenu(page, "Download", "Word (.docx)");
  expect(docx.name).toBe("legal-document.docx");
  expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const txt = await saveFromMenu(page, "Download", "Plain text (.txt)");
  expect(txt.bytes.toString("utf8")).toBe(documentText);
});

test("translator: the same language on both sides is refused; auto-detect runs; an empty result is a Translation Error", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/language-translator");
  await expect(page.getByRole("heading", { level: 1, name: "Language Translator" })).toBeVisible();
  const from = page.getByLabel("From", { exact: true });
  const to = page.getByLabel("To", { exact: true });
  await expect(from).toHaveValue("auto");
  await expect(to.locator("option", { hasText: "Detect language" })).toHaveCount(0); // auto is never a target
  expect(await to.locator("option").count()).toBeGreaterThanOrEqual(100);
  await expect(page.getByRole("button", { name: "Swap languages" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: "Preserve tone" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Formal register" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Inline notes" })).not.toBeChecked();

  const requests = countRuns(page, "language-translator");
  await page.getByLabel("Text to Translate").fill("Good morning, my friend.");
  await from.selectOption("fr");
  await to.selectOption("fr");
  await expect(
    page.getByRole("alert").filter({ hasText: "Source and target languages cannot be the same." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Translate" }).click();
  await expect(
    page.locator("[data-sonner-toast]").getByText("Source and target languages cannot be the same."),
  ).toBeVisible();
  expect(requests.count).toBe(0);

  await from.selectOption("auto");
  await expect(page.getByText("Source and target languages cannot be the same.")).toHaveCount(0);
  await steerModel({ reply: "Bonjour, mon ami." });
  await page.getByRole("button", { name: "Translate" }).click();
  await expect(page.getByLabel("Translation", { exact: true })).toHaveValue("Bonjour, mon ami.");
  await expect(page.getByText("Text translated successfully.")).toBeVisible();
  expect(requests.count).toBe(1);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await page.getByRole("menuitem", { name: "Plain text (.txt)" }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toBe("translation.txt");

  // Swapping needs a known source: English → French becomes French → English, texts swapped too.
  await from.selectOption("en");
  await page.getByRole("button", { name: "Swap languages" }).click();
  await expect(from).toHaveValue("fr");
  await expect(to).toHaveValue("en");
  await expect(page.getByLabel("Text to Translate")).toHaveValue("Bonjour, mon ami.");

  await steerModel({ reply: "" });
  await page.getByRole("button", { name: "Translate" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Translation Error")).toBeVisible();
  await expect(page.getByLabel("Translation", { exact: true })).toHaveValue("Good morning, my friend.");
});

test("bullet summarizer: its own words for an empty result and for a session the server refused", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/bullet-summarizer");
  await page.getByPlaceholder("Paste text to summarize").fill("Compost turns kitchen scraps into soil for the garden.");

  await steerModel({ reply: "", mode: "ok" });
  await page.getByRole("button", { name: "Summarize" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("No result received from the service")).toBeVisible();

  // The session ends behind the page's back (signed out elsewhere): the server refuses the run.
  await steerModel({ reply: "- Compost feeds the soil." });
  expect((await context.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL! } })).ok()).toBe(
    true,
  );
  await page.getByRole("button", { name: "Summarize" }).click();
  await expect(
    page.locator("[data-sonner-toast]").getByText("Authentication failed. Please sign out and sign in again."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Authentication" })).toBeVisible();
});
