import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { signedInAdmin, signedInPerson } from "./support/accounts";

test("a super admin downloads a backup from the Settings tab", async ({ page, context, baseURL }) => {
  test.slow();
  await signedInAdmin(context, baseURL!);
  await page.goto("/admin-dashboard?tab=settings");
  await expect(page.getByRole("heading", { name: "Backup", exact: true })).toBeVisible();
  await expect(page.getByText(/A copy of everything this server keeps: accounts, documents/)).toBeVisible();

  const [download, request] = await Promise.all([
    page.waitForEvent("download"),
    page.waitForRequest((r) => new URL(r.url()).pathname === "/api/admin/backup"),
    page.getByRole("button", { name: "Download backup" }).click(),
  ]);
  expect(request.method()).toBe("POST");
  expect(await request.headerValue("origin")).toBe(new URL(baseURL!).origin);
  expect(download.suggestedFilename()).toMatch(/^quillstack-backup-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/);
  // A gzip-compressed tar whose first entry is the manifest.
  const tarBytes = gunzipSync(readFileSync((await download.path())!));
  expect(tarBytes.subarray(0, 22).toString("latin1")).toBe("quillstack-backup.json");
  expect(tarBytes.toString("latin1")).toContain('"format": "quillstack-backup"');
  // The download was a POST behind the origin check: a link (a GET) builds no backup.
  expect((await context.request.get("/api/admin/backup")).status()).toBe(405);
});

test("an admin who is not a super admin sees no Backup card", async ({ context, browser, baseURL }) => {
  test.slow();
  await signedInAdmin(context, baseURL!);
  const other = await signedInPerson(browser, baseURL!, "Plain Admin");
  let userId: string | undefined;
  try {
    // The super admin makes them an admin, through the same API the Users tab uses.
    const found = await context.request.get(`/api/admin/users?search=${encodeURIComponent(other.email)}`);
    const [user] = (await found.json()).users as { id: string }[];
    userId = user.id;
    const promoted = await context.request.patch(`/api/admin/users/${user.id}`, {
      data: { role: "admin" },
      headers: { origin: baseURL! },
    });
    expect(promoted.status()).toBe(200);

    await other.page.goto("/admin-dashboard?tab=settings");
    await expect(other.page.getByRole("heading", { name: "System Settings" })).toBeVisible();
    await expect(other.page.getByRole("heading", { name: "Recent Admin Activity" })).toBeVisible();
    await expect(other.page.getByRole("heading", { name: "Backup", exact: true })).toHaveCount(0);
    const download = await other.context.request.post("/api/admin/backup", { headers: { origin: baseURL! } });
    expect(download.status()).toBe(403);
  } finally {
    // The server is shared by every spec: no administrator is left behind.
    if (userId) {
      await context.request.patch(`/api/admin/users/${userId}`, {
        data: { role: "user" },
        headers: { origin: baseURL! },
      });
    }
    await other.context.close();
  }
});
