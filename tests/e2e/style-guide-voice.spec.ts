import { expect, test } from "@playwright/test";
import { signedInPerson } from "./support/accounts";
import { steerModel } from "./support/model";
import { toast } from "./support/toast";

/**
 * "Describe my voice" end to end: POST /api/me/style-guide/describe-voice, a charged run served by
 * the fake model (src/server/voice/describe-voice.ts). Kept apart from style-guide.spec.ts, whose
 * tests need no model and charge no words.
 */
const VOICE =
  "Write in short, warm sentences that speak straight to the reader. Prefer plain words to clever ones, and end on a practical next step.";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

test("a person has their voice described from an example: the field is filled, the words are charged, Save keeps it", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // Word by word, slowly enough for the run to be seen in progress.
  await steerModel({ reply: VOICE, chunkDelayMs: 150, mode: "ok" });
  const person = await signedInPerson(browser, baseURL!, "Vera Voice");
  try {
    const page = person.page;
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Style guide" });
    const describe = card.getByRole("button", { name: "Describe my voice" });
    await expect(describe).toBeDisabled({ timeout: 30_000 });
    await expect(page.getByText(/^0\s+\/ [\d,]+ words used$/).first()).toBeVisible();
    await card.getByRole("button", { name: "Add example" }).click();
    await card
      .getByRole("textbox", { name: "Example 1" })
      .fill("Thanks for writing in. Here's what to do next: open the settings, pick a plan, and you're set.");
    await expect(describe).toBeEnabled();

    const answered = page.waitForResponse((res) => res.url().endsWith("/api/me/style-guide/describe-voice"));
    await describe.click();
    const busy = card.getByRole("button", { name: "Describing your voice…" });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    const answer = await (await answered).json();
    expect(answer.voice).toBe(VOICE);
    await expect(card.getByRole("textbox", { name: "Your voice" })).toHaveValue(VOICE);
    await expect(toast(page, "Voice described")).toBeVisible();
    // The word meter is read again after the charged run.
    await expect(page.getByText(new RegExp(`^${answer.wordsCharged}\\s+/ [\\d,]+ words used$`)).first()).toBeVisible();
    expect(answer.wordsCharged).toBeGreaterThan(0);

    // Filled in, not saved: Save keeps it.
    await expect(card.getByText("Unsaved changes")).toBeVisible();
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved")).toBeVisible();
    await page.reload();
    await expect(card.getByRole("textbox", { name: "Your voice" })).toHaveValue(VOICE, { timeout: 30_000 });
  } finally {
    await person.context.close();
  }
});
