import { expect, test } from "@playwright/test";
import { humanScore } from "../../src/shared/humanizer-score";
import { signedInAccount } from "./support/accounts";
import { docxXml, saveAs } from "./support/downloads";
import { steerModel } from "./support/model";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

test("paraphraser: modes and options, then a side-by-side word diff of original and new", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const original = "The quick brown fox jumps over the lazy dog.";
  const reply = "The swift brown fox leaps over the lazy dog.";
  await steerModel({ reply, mode: "ok" });
  await page.goto("/tools/paraphraser");
  await expect(page.getByText("No content paraphrased yet")).toBeVisible();

  const modes = page.getByRole("radiogroup", { name: "Paraphrase Mode" });
  await expect(modes.getByRole("radio")).toHaveCount(5);
  await expect(modes.getByRole("radio", { name: /Standard/ })).toBeChecked();
  await expect(modes.getByRole("radio", { name: /Shorten/ })).toContainText("Concise version");
  await modes.getByRole("radio", { name: /Creative/ }).click();
  await expect(modes.getByRole("radio", { name: /Creative/ })).toBeChecked();
  await expect(page.getByLabel("Target Language").locator("option")).toHaveCount(12);
  await page.getByLabel("Tone").selectOption("witty");
  await page.getByLabel("Target Language").selectOption("fr");

  // Empty input is refused with the tool's own sentence; nothing is sent.
  await page.getByRole("button", { name: "Paraphrase", exact: true }).click();
  await expect(page.getByText("Please enter text to paraphrase.")).toBeVisible();

  await page.getByLabel("Input Text").fill(original);
  await expect(page.getByText("9 words", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compare Original vs New" })).toBeDisabled();
  await page.getByRole("button", { name: "Paraphrase", exact: true }).click();
  await expect(page.getByText("Text paraphrased successfully.")).toBeVisible();
  await expect(page.getByLabel("Paraphrased Text")).toHaveValue(reply);
  // The options the user chose are kept for the next run.
  await expect(page.getByLabel("Tone")).toHaveValue("witty");
  await expect(page.getByLabel("Target Language")).toHaveValue("fr");

  await page.getByRole("button", { name: "Compare Original vs New" }).click();
  const dialog = page.getByRole("dialog", { name: "Original vs New" });
  await expect(dialog).toBeVisible();
  // The dialog says what Compare does; no toast restates it.
  await expect(page.getByText("Side-by-side comparison view activated.")).toHaveCount(0);
  const left = dialog.getByRole("region", { name: "Original" });
  const right = dialog.getByRole("region", { name: "New" });
  await expect(left).toContainText(original);
  await expect(right).toContainText(reply);
  await expect(left.locator("del")).toHaveText(["quick", "jumps"]);
  await expect(left.locator("ins")).toHaveCount(0);
  await expect(right.locator("ins")).toHaveText(["swift", "leaps"]);
  await expect(right.locator("del")).toHaveCount(0);
  await expect(dialog.getByText("2 words removed")).toBeVisible();
  await expect(dialog.getByText("2 words added")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  const txt = await saveAs(page, "txt");
  expect(txt.name).toBe("paraphrased-text.txt");
  expect(txt.text).toBe(reply);
  await expect(page.getByText("Paraphrased text saved as TXT file.")).toBeVisible();
});

test("sentence rewriter: sentence by sentence, skipping a blank line, to the Complete toast", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/sentence-rewriter");
  const input = page.getByLabel("Sentences", { exact: true });
  await input.fill("The cat sat on the mat.\n\nIt was warm.\nThen it slept.");
  await page.getByLabel("Style Focus").selectOption("engaging");
  await page.getByLabel("Sentence-by-Sentence Mode").check();

  const next = (n: number) => page.getByRole("button", { name: `Rewrite Next Sentence (${n}/4)` });
  const output = page.getByLabel("Rewritten Sentences");

  await steerModel({ reply: "A cat lounged on the mat.", mode: "ok" });
  await next(1).click();
  await expect(page.getByText("Sentence 1 rewritten successfully.")).toBeVisible();
  await expect(output).toHaveValue("A cat lounged on the mat.\n\nIt was warm.\nThen it slept.");

  // Line 2 is blank: the counter passes it without a call.
  await steerModel({ mode: "fail" });
  await next(3).click();
  await expect(page.getByText("Failed to rewrite sentence. Please try again.")).toBeVisible();
  await expect(output).toHaveValue("A cat lounged on the mat.\n\nIt was warm.\nThen it slept.");
  await expect(input).toHaveValue("The cat sat on the mat.\n\nIt was warm.\nThen it slept.");

  await steerModel({ reply: "The sun made it cosy.", mode: "ok" });
  await next(3).click();
  await expect(page.getByText("Sentence 3 rewritten successfully.")).toBeVisible();
  await steerModel({ reply: "Soon it drifted off to sleep." });
  await next(4).click();
  await expect(page.getByText("Sentence 4 rewritten successfully.")).toBeVisible();
  await expect(page.getByText("All sentences have been rewritten.")).toBeVisible();
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();
  await expect(next(4)).toBeDisabled();
  await expect(output).toHaveValue("A cat lounged on the mat.\n\nThe sun made it cosy.\nSoon it drifted off to sleep.");

  // Rewrite All sends the whole text in one run.
  await steerModel({ reply: "One.\n\nTwo.\nThree." });
  await page.getByRole("button", { name: "Rewrite All" }).click();
  await expect(page.getByText("All sentences rewritten successfully.")).toBeVisible();
  await expect(output).toHaveValue("One.\n\nTwo.\nThree.");
});

test("humanizer: the score is measured from the text, stable for the same text, and explained", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const reply =
    "I tried it last week. Honestly? It worked better than I expected, though the setup took a while and the manual was no help at all. Would I buy it again? Probably.";
  const expected = humanScore(reply);
  await steerModel({ reply, mode: "ok" });
  await page.goto("/tools/humanizer");
  await expect(page.getByTestId("human-score")).toHaveCount(0); // no score before a result
  await page.getByLabel("Personality").selectOption("storyteller");
  await page.getByLabel("Humanization Level").selectOption("strong");
  await page.getByLabel("Input Text").fill("The product is good. The product is useful. The product is recommended.");

  const score = page.getByTestId("human-score");
  const scores: string[] = [];
  for (let run = 0; run < 2; run++) {
    await page.getByRole("button", { name: "Humanize", exact: true }).click();
    await expect(page.getByRole("button", { name: "Humanize", exact: true })).toBeEnabled();
    await expect(page.getByLabel("Humanized Text")).toHaveValue(reply);
    await expect(score).toBeVisible();
    scores.push((await score.textContent()) ?? "");
  }
  expect(scores[0]).toBe(scores[1]);
  expect(scores[0]).toBe(`${expected.score}/100`);
  await expect(page.getByText(expected.label, { exact: true })).toBeVisible();

  const factors = page.getByRole("list", { name: "What the score is based on" }).getByRole("listitem");
  await expect(factors).toHaveCount(4);
  for (const [i, factor] of expected.factors.entries()) {
    await expect(factors.nth(i)).toContainText(factor.name);
    await expect(factors.nth(i)).toContainText(`${factor.points}/${factor.max}`);
    await expect(factors.nth(i)).toContainText(factor.detail);
  }

  // Editing the result re-measures it.
  const robotic = "It is important to note that the product is good. Moreover, the product is good.";
  await page.getByLabel("Humanized Text").fill(robotic);
  await expect(score).toHaveText(`${humanScore(robotic).score}/100`);
  await expect(page.getByText(humanScore(robotic).label, { exact: true })).toBeVisible();
});

test("a spec-driven tool: options, its own messages, typed text kept on a refusal; page metadata", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/hook-generator");
  await expect(page).toHaveTitle("Hook Generator – Free AI Hook Generator | Quillstack");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/tools/hook-generator`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Openers that stop the scroll");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "SoftwareApplication");
  expect(ld).toMatchObject({ "@type": "SoftwareApplication", name: "Hook Generator", offers: { price: "0" } });

  await expect(page.getByLabel("Platform").locator("option")).toHaveCount(7);
  await expect(page.getByLabel("Audience").locator("option")).toHaveCount(7);
  await expect(page.getByLabel("Hook Style").locator("option")).toHaveCount(6);
  await page.getByLabel("Platform").selectOption("TikTok");
  await page.getByLabel("Hook Style").selectOption("statistic");

  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByText("Please enter a topic.")).toBeVisible();

  // Too long for the field: the field's limit message, and the text stays as typed.
  const tooLong = `Remote work ${"and more ".repeat(60)}`;
  const topic = page.getByLabel("Topic");
  await topic.fill(tooLong);
  await expect(page.getByText("Topic: maximum 500 characters allowed")).toBeVisible();
  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Topic: maximum 500 characters allowed" })).toBeVisible();
  await expect(topic).toHaveValue(tooLong);
  await expect(page.getByLabel("Platform")).toHaveValue("TikTok");

  const reply = "1. Nobody tells you this about remote work.\n2. 73% of teams get this wrong.";
  await steerModel({ reply, mode: "ok" });
  await topic.fill("Remote work habits");
  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByText("Hooks generated successfully.")).toBeVisible();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);

  // A failed run keeps the previous result and what was typed.
  await steerModel({ mode: "fail" });
  await topic.fill("Remote work habits, take two");
  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByText("Failed to generate hooks.")).toBeVisible();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);
  await expect(topic).toHaveValue("Remote work habits, take two");
  await expect(page.getByLabel("Platform")).toHaveValue("TikTok");

  const related = page.getByRole("region", { name: "Related tools" });
  await expect(related.getByRole("link", { name: /YouTube Tools/ })).toHaveAttribute("href", "/tools/youtube-tools");
  await related.getByRole("link", { name: /Blog Generator/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog Generator" })).toBeVisible();
  await expect(page.getByLabel("Blog Topic")).toBeVisible();
});

test("question generator strips Markdown and emoji and saves .txt, .docx and .pdf; tone adjuster's panels", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAccount(context, baseURL!);
  await steerModel({
    reply: "## Quiz time 🎉\n**1.** What does *photosynthesis* produce?\n2. Why do leaves look green? 🌿",
    mode: "ok",
  });
  await page.goto("/tools/question-generator");
  await page.getByLabel("Question Type").selectOption("short-answer");
  await page.getByLabel("Difficulty Level").selectOption("advanced");
  await page.getByLabel("Target Audience").selectOption("experts");
  await page.getByLabel("Content").fill("Plants turn light, water and carbon dioxide into sugar and oxygen.");
  await page.getByRole("button", { name: "Generate Questions" }).click();
  await expect(page.getByText("Questions generated successfully.")).toBeVisible();
  const result = page.getByLabel("Generated Result");
  await expect(result).toHaveValue("Quiz time\n1. What does photosynthesis produce?\n2. Why do leaves look green?");
  expect((await result.boundingBox())?.height).toBeCloseTo(500, -1);

  expect((await saveAs(page, "txt")).name).toBe("questions.txt");
  const docx = await saveAs(page, "docx");
  expect(docx.name).toBe("questions.docx");
  expect(docxXml(docx.bytes)).toContain("1. What does photosynthesis produce?");
  expect((await saveAs(page, "pdf")).name).toBe("questions.pdf");

  await steerModel({ reply: "Hey team! Quick heads-up: the launch moves to Friday." });
  await page.goto("/tools/tone-adjuster");
  await expect(page.getByText("Enter text and select a tone to adjust your writing style.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await page.getByLabel("Input Text").fill("Please be advised that the launch date has been moved to Friday.");
  await page.getByLabel("Target Tone").selectOption("friendly");
  await page.getByLabel("Target Audience").selectOption("colleagues");
  await page.getByRole("button", { name: "Adjust Tone" }).click();
  await expect(page.getByText("Tone adjusted successfully.")).toBeVisible();
  const adjusted = page.getByLabel("Tone-Adjusted Text");
  await expect(adjusted).toHaveValue("Hey team! Quick heads-up: the launch moves to Friday.");
  expect((await adjusted.boundingBox())?.height).toBeCloseTo(400, -1);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Adjusted text copied to clipboard.")).toBeVisible();
  const txt = await saveAs(page, "txt");
  expect(txt.name).toBe("tone-adjusted-text.txt");
});

test("resume writer: ATS-Optimized and Include Cover Letter are checkboxes, and the resume saves as a real resume.docx", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: "JANE DOE\n- Led a team of five analysts", mode: "ok" });
  await page.goto("/tools/resume-writer");
  const ats = page.getByRole("checkbox", { name: "ATS-Optimized" });
  const cover = page.getByRole("checkbox", { name: "Include Cover Letter" });
  await expect(ats).toBeChecked();
  await expect(cover).not.toBeChecked();
  await cover.check();
  await expect(cover).toBeChecked();
  await page.getByLabel("Target Job Title").fill("Senior Data Analyst");
  await page.getByLabel("Work Experience").fill("Five years of analytics at a retailer.");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByText("Resume generated successfully.")).toBeVisible();
  const docx = await saveAs(page, "docx");
  expect(docx.name).toBe("resume.docx");
  expect(docxXml(docx.bytes)).toContain("- Led a team of five analysts");
});

test("a generated result comes with the grammar rules' suggestions: accept one, then all, at no word cost", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: "This are a example of teh text.", mode: "ok" });
  await page.goto("/tools/paraphraser");
  await page.getByLabel("Input Text").fill("This is an example of the text.");
  await page.getByRole("button", { name: "Paraphrase" }).click();
  await expect(page.getByText("Text paraphrased successfully.")).toBeVisible();
  const result = page.getByLabel("Paraphrased Text");
  await expect(result).toHaveValue("This are a example of teh text.");
  const usage = async () => (await (await context.request.get("/api/me/usage")).json()).wordsUsed;
  const charged = await usage();
  expect(charged).toBe(7);

  const suggestions = page.getByRole("region", { name: "Suggestions" });
  await expect(suggestions.getByRole("heading", { name: /\d+ suggestions/ })).toBeVisible();
  await suggestions.getByRole("button", { name: "Accept “the” for “teh”" }).click();
  await expect(result).toHaveValue(/of the text\.$/);
  await expect(suggestions.getByRole("button", { name: "Accept “the” for “teh”" })).toHaveCount(0);
  await suggestions.getByRole("button", { name: "Accept All" }).click();
  await expect(result).not.toHaveValue(/ a example/);
  await expect(result).toHaveValue(/an example of the text\.$/);
  await expect(suggestions).toHaveCount(0);
  expect(await usage()).toBe(charged);
});
