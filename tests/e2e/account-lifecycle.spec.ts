import { expect, test } from "@playwright/test";
import { PASSWORD, pressCreateAccount, signedInAccount, uniqueEmail } from "./support/accounts";
import { linkFromMailTo, mailWithSubject } from "./support/mail";
import { toast } from "./support/toast";

const NEW_PASSWORD = "Fresh$Start2027";

test("a visitor on a public page finds Sign in in the header, and on a phone in the menu", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("forgot password: the emailed link sets a new password with the rules, signs in and ends other sessions", async ({
  browser,
  page,
  baseURL,
}) => {
  // Signed in elsewhere, e.g. on another computer: that session ends with the reset.
  const elsewhere = await browser.newContext({ baseURL });
  const { email } = await signedInAccount(elsewhere, baseURL!);
  expect((await elsewhere.request.get("/api/me")).status()).toBe(200);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}, we've sent it a link`)).toBeVisible();

  const mail = await mailWithSubject("Reset your Quillstack password");
  expect(mail.to).toContain(email);
  await page.goto(await linkFromMailTo(email));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  // The rules of every new password, shown before typing; each problem at its field, in the
  // sentences of src/shared/password-rules.ts; what was typed stays. A hyphen is a symbol like any other.
  const newField = page.getByLabel("New Password", { exact: true });
  const confirmField = page.getByLabel("Confirm New Password");
  await expect(newField).toHaveAccessibleDescription(/a number and a symbol such as @\$!%\*\?& or -/);
  const fill = async (password: string, confirm = password) => {
    await newField.fill(password);
    await confirmField.fill(confirm);
    await page.getByRole("button", { name: "Set New Password" }).click();
  };
  await fill(NEW_PASSWORD, "Different$2027");
  await expect(confirmField).toHaveAccessibleDescription("New passwords don't match");
  await fill("nouppercase1$");
  await expect(newField).toHaveAccessibleDescription(/^Password must contain at least one uppercase letter/);
  await expect(confirmField).toHaveAccessibleDescription("");
  await fill("NoSpecial123");
  await expect(newField).toHaveAccessibleDescription(
    /^Password must contain at least one special character \(@\$!%\*\?&\)/,
  );
  await expect(newField).toHaveValue("NoSpecial123");

  await fill(NEW_PASSWORD);
  await expect(toast(page, "Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await elsewhere.request.get("/api/me")).status()).toBe(401);
  await elsewhere.close();

  // The link was used: opening it again says so and offers a new one.
  await page.goto(await linkFromMailTo(email));
  await expect(page.getByRole("heading", { name: "This reset link has expired" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
});

test("an unknown address gets the same answer as a known one", async ({ page }) => {
  const email = uniqueEmail("nobody");
  await page.goto("/reset-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}, we've sent it a link`)).toBeVisible();
});

test("an invalid reset link says so and asks for the address again", async ({ page }) => {
  await page.goto("/api/auth/reset-password/no-such-token?callbackURL=%2Freset-password");
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByRole("heading", { name: "This reset link has expired" })).toBeVisible();
  await expect(page.getByText("The link is invalid, was already used or is more than an hour old.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("'Create a free account' opens Sign Up; after it, a Check your email screen; the link signs in and returns to the tool", async ({
  page,
}) => {
  const email = uniqueEmail("guarded");
  await page.goto("/tools/paraphraser");
  await page.getByRole("link", { name: "New user? Create a free account" }).click();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Full Name").fill("Katherine Johnson");
  await page.getByLabel("Email").fill(email);
  // Sign-up holds a new password to the rules of reset and change, shown before typing.
  const password = page.getByLabel("Password");
  await expect(password).toHaveAccessibleDescription(/^Use at least 8 characters/);
  await password.fill("only8chars");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(password).toHaveAccessibleDescription(/^Password must contain at least one uppercase letter/);
  await password.fill(PASSWORD);
  await pressCreateAccount(page, toast(page, "Welcome to the product!"));
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(toast(page, "Email sent")).toBeVisible();
  // The server allows one more a minute later, not at once.
  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(page.getByText(/Please wait \d+ seconds before asking for another\./)).toBeVisible();

  await page.goto(await linkFromMailTo(email));
  await expect(toast(page, "Email confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/paraphraser$/);
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
});
