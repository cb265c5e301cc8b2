import { expect, test } from "@playwright/test";
import { firstLink } from "../support/smtp-sink";
import { PASSWORD, signedInAccount, signedInAdmin, signedInPerson } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { mailWithSubject, rejectMail } from "./support/mail";
import { toast } from "./support/toast";

test("an administrator creates an organization; its owner invites someone who joins, then sets a cap and turns a tool off", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const orgName = `Acme School ${tag}`;
  const owner = await signedInPerson(browser, baseURL!, `Olive Owner ${tag}`);
  // The person invited has an account already, and opens the link signed out.
  const joinerAccount = await browser.newContext({ baseURL });
  const joiner = await signedInAccount(joinerAccount, baseURL!, { name: `Jo Joiner ${tag}` });
  await joinerAccount.close();
  const visitor = await browser.newContext({ baseURL });
  try {
    await signedInAdmin(context, baseURL!);
    await page.goto("/admin-dashboard?tab=organizations");
    await page.getByRole("button", { name: "New organization" }).click();
    const dialog = page.getByRole("dialog", { name: "New organization" });
    await dialog.getByLabel("Name").fill(orgName);
    await dialog.getByLabel("Monthly word pool").fill("100,000"); // digits grouped as people write them
    await dialog.getByLabel("Owner's email").fill(owner.email);
    await dialog.getByRole("button", { name: "Create organization" }).click();
    await expect(toast(page, `${orgName} created.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: orgName });
    await expect(row).toContainText("100,000");

    // The owner finds it in the user menu, and invites by email.
    await owner.page.goto("/");
    await owner.page.getByRole("button", { name: "User menu" }).click();
    await owner.page.getByRole("menuitem", { name: orgName }).click();
    await expect(owner.page).toHaveURL(/\/organization$/);
    await expect(owner.page.getByText(orgName).first()).toBeVisible();
    await owner.page.getByRole("textbox", { name: "Email" }).fill(joiner.email);
    await owner.page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(owner.page, `Invitation sent to ${joiner.email}.`)).toBeVisible();
    await expect(owner.page.getByRole("list", { name: "Pending invitations" }).getByText(joiner.email)).toBeVisible();

    // When the mail server refuses, the invitation is kept and the owner is told the email failed.
    const restoreMail = rejectMail();
    try {
      await owner.page.getByRole("textbox", { name: "Email" }).fill(`unreachable-${tag}@e2e.test`);
      await owner.page.getByRole("button", { name: "Send invitation" }).click();
      await expect(
        toast(owner.page, `The invitation to unreachable-${tag}@e2e.test is saved, but its email could not be sent.`),
      ).toBeVisible();
    } finally {
      restoreMail();
    }

    const mail = await mailWithSubject(`invited you to join ${orgName}`);
    expect(mail.to).toContain(joiner.email);
    const link = firstLink(mail.text);
    expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);

    // Signed out: the invitation, then sign in, and back to the invitation to join.
    const joinPage = await visitor.newPage();
    await joinPage.goto(new URL(link).pathname);
    await expect(
      joinPage.getByRole("heading", { name: `Olive Owner ${tag} invited you to join ${orgName}` }),
    ).toBeVisible();
    await joinPage.getByRole("link", { name: "Sign in to join" }).click();
    await expect(joinPage).toHaveURL(/\/auth/);
    await joinPage.getByRole("tab", { name: "Sign In" }).click();
    await joinPage.getByLabel("Email").fill(joiner.email);
    await joinPage.getByLabel("Password").fill(PASSWORD);
    // The tests share one client address, whose sign-ins are limited (3 per 10 s): wait one out.
    for (let attempt = 0; attempt < 6; attempt++) {
      const answered = joinPage.waitForResponse((res) => res.url().includes("/api/auth/sign-in/email"));
      await joinPage.getByRole("button", { name: "Sign In", exact: true }).click();
      if ((await answered).status() !== 429) break;
      await joinPage.waitForTimeout(3000);
    }
    await expect(joinPage).toHaveURL(/\/join\//);
    await joinPage.getByRole("button", { name: `Join ${orgName}` }).click();
    await expect(joinPage).toHaveURL(/\/organization$/);
    await expect(joinPage.getByRole("progressbar", { name: "Organization pool" })).toBeVisible();
    // Used: the link works once.
    await joinPage.goto(new URL(link).pathname);
    await expect(joinPage.getByText("This invitation has already been used.")).toBeVisible();

    // The owner sees the member, sets a cap and turns a tool off.
    await owner.page.reload();
    const member = owner.page.getByRole("row").filter({ hasText: joiner.email });
    await expect(member).toBeVisible();
    await member.getByLabel(`Monthly cap for Jo Joiner ${tag}`).fill("5 000");
    await member.getByRole("button", { name: "Save" }).click();
    await expect(toast(owner.page, `Jo Joiner ${tag} may use 5,000 words a month.`)).toBeVisible();
    await owner.page.getByRole("switch", { name: "Paraphraser", exact: true }).click();
    await expect(toast(owner.page, "Paraphraser is off for your members.")).toBeVisible();
    await expect(owner.page.getByText("Turned off: Paraphraser.")).toBeVisible();

    await expect(owner.page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(owner.page)).toEqual([]);

    const mine = await (await visitor.request.get("/api/organization")).json();
    expect(mine).toMatchObject({ name: orgName, role: "member", capWords: 5000, disabledTools: ["paraphraser"] });

    // The member: the turned-off tool says so in the organization's name; the meter counts the
    // organization's words and offers no Pro.
    await joinPage.goto("/tools/paraphraser");
    await expect(joinPage.getByText(`${orgName} has turned off the Paraphraser for its members.`)).toBeVisible();
    await expect(joinPage.getByLabel("Input Text")).toHaveCount(0);
    await joinPage.goto("/profile");
    // Each number says what it is: the member's own words used, and what their cap leaves them.
    await expect(joinPage.getByText("Your words this month")).toBeVisible();
    await expect(joinPage.getByText("0 used · 5,000 left")).toBeVisible();
    await expect(
      joinPage.getByText(`Your words come from ${orgName}'s monthly pool, set by its managers.`),
    ).toBeVisible();
    await expect(joinPage.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);

    // The administrator sees the organization with its two members.
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: orgName })).toContainText(/100,000.*2/s);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await owner.context.close();
    await visitor.close();
  }
});

test("a name ending in s takes an apostrophe alone; the owner's Leave dialog speaks to them", async ({
  browser,
  context,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const orgName = `${tag} Acme Writers`;
  const owner = await signedInPerson(browser, baseURL!, `Wren Owner ${tag}`);
  try {
    await signedInAdmin(context, baseURL!);
    const created = await context.request.post("/api/admin/organizations", {
      data: { name: orgName, poolWords: 10_000, ownerEmail: owner.email },
    });
    expect(created.status()).toBe(201);

    await owner.page.goto("/organization");
    await expect(owner.page.getByText(`Your runs are charged to ${orgName}' monthly word pool.`)).toBeVisible();
    await expect(owner.page.getByText("Writers's")).toHaveCount(0);

    // The only owner cannot leave: Leave is off, and says why before anyone presses it.
    const offLeave = owner.page.getByRole("button", { name: "Leave", exact: true });
    await expect(offLeave).toBeDisabled();
    await expect(offLeave).toHaveAccessibleDescription("Make someone else owner before you leave.");

    // With a second owner (appointed by the administrator), the owner leaving from the members
    // table is spoken to, not about.
    const other = await signedInPerson(browser, baseURL!, `Ola Owner ${tag}`);
    await other.context.close();
    const appointed = await context.request.patch(`/api/admin/organizations/${(await created.json()).id}`, {
      data: { ownerEmail: other.email },
    });
    expect(appointed.status()).toBe(200);
    await owner.page.reload();
    const leave = owner.page.getByRole("button", { name: "Leave the organization" });
    await leave.click();
    const dialog = owner.page.getByRole("alertdialog", { name: `Leave ${orgName}?` });
    await expect(dialog).toContainText("You keep your account and documents");
    await expect(dialog).not.toContainText("They");
    await owner.page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(leave).toBeFocused();

    await owner.page.goto("/profile");
    await expect(
      owner.page.getByText(`Your words come from ${orgName}' monthly pool, set by its managers.`),
    ).toBeVisible();
  } finally {
    await owner.context.close();
  }
});
