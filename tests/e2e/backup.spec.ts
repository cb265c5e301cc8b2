import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { signedInAdmin } from "./support/accounts";

test("a super admin downloads a backup from the Settings tab", async ({ page, context, baseURL }) => {
  test.slow();
  await signedInAdmin(context, baseURL!);
  await page.goto("/admin-dashboard?tab=settings");
  await expect(page.getByRole("heading", { name: "Backup", exact: true })).toBeVisible();
  await expect(page.getByText(/A copy of everything this server keeps: accounts, documents/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download backup" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^quillstack-backup-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/);
  // A gzip-compressed tar whose first entry is the manifest.
  const tarBytes = gunzipSync(readFileSync((await download.path())!));
  expect(tarBytes.subarray(0, 22).toString("latin1")).toBe("quillstack-backup.json");
  expect(tarBytes.toString("latin1")).toContain('"format": "quillstack-backup"');
});
