import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, signedInAccount, signedInAdmin } from "./support/accounts";
import { linkFromMailTo } from "./support/mail";

test("the profile name is saved and still there after a reload", async ({ page, context, baseURL }) => {
  const { email } = await signedInAccount(context, baseURL!, { name: "First Name" });
  await page.goto("/profile");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByText("Free Plan")).toBeVisible();
  await expect(page.getByText("0 / 2,000 words used")).toBeVisible();

  const name = page.getByLabel("Full Name");
  await expect(name).toHaveValue("First Name");
  await name.fill("Katherine Johnson");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await expect(page.getByText("Your profile information has been saved successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
});

test("the dark-mode preference is saved to the profile", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/profile");
  const dark = page.getByRole("switch", { name: "Dark Mode" });
  await expect(dark).toBeChecked();
  await dark.click();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences Saved")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/light/);
  const me = await (await context.request.get("/api/me")).json();
  expect(me.theme).toBe("light");
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function submitPasswordChange(page: Page, current: string, next: string, confirm: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Current Password").fill(current);
  await dialog.getByLabel("New Password", { exact: true }).fill(next);
  await dialog.getByLabel("Confirm New Password").fill(confirm);
  await dialog.getByRole("button", { name: "Update Password" }).click();
}

test("the change-password dialog explains each rule and really changes the password", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  // The rules are beside the field before anything is typed; each problem shows at its field.
  const newField = dialog.getByLabel("New Password", { exact: true });
  const confirmField = dialog.getByLabel("Confirm New Password");
  await expect(newField).toHaveAccessibleDescription(/^Use at least 8 characters/);
  const cases: [string, string, "new" | "confirm", string][] = [
    ["Abcdefg1$", "Abcdefg1%", "confirm", "New passwords don't match"],
    ["abcdefg1$", "abcdefg1$", "new", "Password must contain at least one uppercase letter"],
    ["Abcdefgh1", "Abcdefgh1", "new", "Password must contain at least one special character (@$!%*?&)"],
    [PASSWORD, PASSWORD, "new", "New password must be different from current password"],
  ];
  for (const [next, confirm, field, message] of cases) {
    await submitPasswordChange(page, PASSWORD, next, confirm);
    const [at, other] = field === "new" ? [newField, confirmField] : [confirmField, newField];
    await expect(at).toHaveAccessibleDescription(new RegExp(`^${escaped(message)}`));
    await expect(other).not.toHaveAccessibleDescription(new RegExp(escaped(message)));
    await expect(dialog).toBeVisible();
  }

  await submitPasswordChange(page, "Not$MyPass1", "Fresh$Pass2", "Fresh$Pass2");
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await submitPasswordChange(page, PASSWORD, "Fresh$Pass2", "Fresh$Pass2");
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("dialog").getByLabel("Current Password")).toHaveValue("");
});

test("the profile shows the account's picture when it has one, else the initial", async ({
  page,
  context,
  baseURL,
}) => {
  const { email } = await signedInAccount(context, baseURL!);
  await page.goto("/profile");
  const card = page.locator("main").getByText(email).locator("xpath=ancestor::*[contains(@class,'rounded')][1]");
  await expect(card.locator("img")).toHaveCount(0);
  await expect(card.getByText(email.charAt(0), { exact: true })).toBeVisible();

  // A Google account's picture (this machine has no internet: the browser is served a tiny PNG).
  const picture = "https://lh3.googleusercontent.com/a/e2e-portrait=s96-c";
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.route(picture, (route) => route.fulfill({ contentType: "image/png", body: png }));
  const updated = await context.request.post("/api/auth/update-user", {
    data: { image: picture },
    headers: { origin: baseURL! },
  });
  expect(updated.ok()).toBe(true);
  await page.reload();
  const img = card.locator("img");
  await expect(img).toHaveAttribute("src", picture);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
});

test("a person deletes their own account from the profile after typing their password", async ({
  page,
  context,
  baseURL,
}) => {
  const { email } = await signedInAccount(context, baseURL!, { name: "Leaving For Good" });
  expect(
    (await context.request.post("/api/api-keys", { data: { name: "Mine" }, headers: { origin: baseURL! } })).status(),
  ).toBe(201);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByText("Enter your password to confirm.")).toBeVisible();
  const password = dialog.getByLabel("Password");
  await password.fill("Wrong$Pass1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The password is not correct.");
  await expect(password).toHaveValue("Wrong$Pass1");

  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Premium Access" })).toBeVisible();
  expect((await context.request.get("/api/me")).status()).toBe(401);
  // Every test signs in from 127.0.0.1, so the per-address sign-in limit may answer 429 first: wait it out.
  let signIn = 429;
  for (let attempt = 0; attempt < 5 && signIn === 429; attempt++) {
    const answer = await context.request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL! },
    });
    signIn = answer.status();
    if (signIn === 429) await page.waitForTimeout(1000 * Math.min(15, Number(answer.headers()["retry-after"] ?? 5)));
  }
  expect(signIn).toBe(401);
});

test("the only owner of an organization with members is told to hand it over first", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  await signedInAdmin(admin, baseURL!);
  const { email } = await signedInAccount(context, baseURL!, { name: "Org Owner" });
  const memberContext = await browser.newContext({ baseURL });
  const member = await signedInAccount(memberContext, baseURL!, { name: "Org Member" });
  const name = `Keepers ${Date.now().toString(36)}`;
  const org = await admin.request.post("/api/admin/organizations", {
    data: { name, poolWords: 1000, ownerEmail: email },
    headers: { origin: baseURL! },
  });
  expect(org.status()).toBe(201);
  const { id } = await org.json();
  const invite = await context.request.post("/api/organization/invitations", {
    data: { email: member.email },
    headers: { origin: baseURL! },
  });
  expect(invite.ok()).toBe(true);
  const join = await linkFromMailTo(member.email);
  const token = new URL(join).pathname.split("/").pop();
  const accepted = await memberContext.request.post("/api/organization/invitations/accept", {
    data: { token },
    headers: { origin: baseURL! },
  });
  expect(accepted.ok()).toBe(true);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    `You are the only owner of ${name}, which has other members. Make one of them owner (or remove them) before deleting your account.`,
  );
  expect((await context.request.get("/api/me")).status()).toBe(200);
  await admin.request.delete(`/api/admin/organizations/${id}`, { headers: { origin: baseURL! } });
  await Promise.all([admin.close(), memberContext.close()]);
});
