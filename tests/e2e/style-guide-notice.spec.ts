import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";

test("a tool page says which style guide its runs follow, and a run can leave it out", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/tools/paraphraser");
  await expect(page.getByRole("heading", { level: 1, name: "Paraphraser" })).toBeVisible();
  // No guide yet: nothing said.
  await expect(page.getByTestId("style-guide-notice")).toHaveCount(0);

  const saved = await context.request.put("/api/me/style-guide", {
    data: { terms: [{ avoid: "utilize", prefer: "use", reason: "Plain words read faster." }], voice: "Plain." },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  const notice = page.getByTestId("style-guide-notice");
  await expect(notice).toContainText("Runs follow your style guide (1 term).");

  const input = page.getByLabel(/text/i).first();
  await input.fill("We utilize synergies to move forward together.");
  const runBody = async () => {
    const request = page.waitForRequest((r) => r.url().endsWith("/api/tools/paraphraser/run"));
    await page.getByRole("button", { name: "Paraphrase" }).click();
    return (await request).postDataJSON() as Record<string, unknown>;
  };
  expect(await runBody()).not.toHaveProperty("styleGuide");
  await expect(page.getByRole("button", { name: "Paraphrase" })).toBeEnabled();

  const toggle = page.getByRole("switch", { name: "Use style guide" });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(notice).toContainText("Runs on this page leave out your style guide.");
  expect(await runBody()).toMatchObject({ styleGuide: false });
});
