import { expect, test } from "@playwright/test";
import { signedInAccount, signedInAdmin } from "./support/accounts";

test("an administrator sees the Admin Portal button", async ({ page, context, baseURL }) => {
  await signedInAdmin(context, baseURL!);
  await page.goto("/profile");
  const portal = page.getByRole("link", { name: "Admin Portal" });
  await expect(portal).toBeVisible();
  await portal.click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("a regular user sees no Admin Portal and is sent home from the dashboard", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/profile");
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Portal" })).toHaveCount(0);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/$/);
});
