import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { steerModel } from "./support/model";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

test("a whitespace suggestion under a result says what it changes instead of showing a blank", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: "The plan is ready.   We start next week.", mode: "ok" });
  await page.goto("/tools/paraphraser");
  await page.getByLabel("Input Text").fill("The plan is done. We begin next week.");
  await page.getByRole("button", { name: "Paraphrase" }).click();
  const result = page.getByLabel("Paraphrased Text");
  await expect(result).toHaveValue("The plan is ready.   We start next week.");

  const suggestions = page.getByRole("region", { name: "Suggestions" });
  const row = suggestions.getByRole("listitem").filter({ hasText: "3 spaces" });
  await expect(row).toHaveText(/3 spaces\s*1 space/);
  await row.getByRole("button", { name: "Accept “1 space” for “3 spaces”" }).click();
  await expect(result).toHaveValue("The plan is ready. We start next week.");
});

test("a legal draft's signature lines get no suggestions; its prose still does", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  const draft = [
    "SERVICE AGREEMENT",
    "The Provider shall deliver the services described in the schedule.   Payment is due within thirty days.",
    "",
    "Signature: ____________________",
    "Name:  jane roe",
    "Date: ___/___/______",
  ].join("\n");
  await steerModel({ reply: draft, mode: "ok" });
  await page.goto("/tools/legal-draft");
  await page.getByLabel("Document Details").fill("Service agreement between Acme Ltd and a freelance designer.");
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("Legal document generated successfully.")).toBeVisible();

  const suggestions = page.getByRole("region", { name: "Suggestions" });
  await expect(suggestions.getByRole("heading", { name: "1 suggestion" })).toBeVisible();
  await expect(suggestions.getByRole("listitem")).toHaveText([/3 spaces\s*1 space/]);
});

test("the grammar checker shows no score before a check, and a capital letter is a Suggestion, not Critical", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  // The model answers a minimal correction; its case fix is shown as a minor one.
  await steerModel({
    reply: JSON.stringify({ correctedText: "I saw Tower Bridge on Monday. This is a test." }),
    mode: "ok",
  });
  await page.goto("/tools/grammar-checker");
  const score = page.getByRole("status", { name: /Grammar score/ });
  await expect(score).toHaveText("Score: —");
  await expect(score).toHaveAccessibleName("Grammar score: not checked yet");

  await page.getByLabel("Input Text").fill("i saw Tower bridge on monday. This is an test.");
  await page.getByRole("button", { name: "Check Grammar" }).click();
  const issues = page.getByRole("list", { name: "Issues" });
  // The first check loads the rules engine on the server: allow it a while.
  await expect(score).toHaveText(/^Score: \d+\/100$/, { timeout: 30_000 });
  const pronoun = issues.getByRole("listitem").filter({ has: page.getByText("I", { exact: true }) });
  await expect(pronoun.getByText("Suggestion", { exact: true })).toBeVisible();
  // Harper files "monday" under spelling; still a case fix.
  const day = issues.getByRole("listitem").filter({ hasText: "monday" });
  await expect(day.getByText("Suggestion", { exact: true })).toBeVisible();
  const place = issues.getByRole("listitem").filter({ hasText: "Use a capital letter here." });
  await expect(place.getByText("Suggestion", { exact: true })).toBeVisible();
  // A real grammar error keeps its weight.
  const article = issues.getByRole("listitem").filter({ has: page.getByText("an", { exact: true }) });
  await expect(article.getByText("Critical", { exact: true })).toBeVisible();
});
