import { expect, type Page, test } from "@playwright/test";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { signedInAccount } from "./support/accounts";
import { linkFromMailTo, mailWithSubject, rejectMail } from "./support/mail";

test("blog articles expand and collapse independently", async ({ page }) => {
  await page.goto("/blog");
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(3);
  await expect(articles.nth(0)).toContainText("15 min read");
  await expect(articles.nth(1)).toContainText("12 min read");
  await expect(articles.nth(2)).toContainText("10 min read");
  const toggle = (index: number) => articles.nth(index).getByRole("button", { name: /Read More|Show Less/ });
  const body = (index: number) => articles.nth(index).getByRole("heading", { level: 3 }).first();

  await expect(body(0)).toBeHidden();
  await toggle(0).click();
  await expect(toggle(0)).toHaveText(/Show Less/);
  await expect(toggle(0)).toHaveAttribute("aria-expanded", "true");
  await expect(body(0)).toBeVisible();
  await expect(body(1)).toBeHidden();
  await expect(toggle(1)).toHaveAttribute("aria-expanded", "false");

  await toggle(2).click();
  await expect(body(2)).toBeVisible();
  await expect(body(0)).toBeVisible();
  await toggle(0).click();
  await expect(toggle(0)).toHaveText(/Read More/);
  await expect(body(0)).toBeHidden();
  await expect(body(2)).toBeVisible();

  for (const index of [0, 1, 2]) {
    await expect(articles.nth(index).getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      "/auth?tab=signup",
    );
  }
});

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

async function fillContact(page: Page, subject: string) {
  await field(page, "Name").fill("Ada Lovelace");
  await field(page, "Email").fill("ada@e2e.test");
  await field(page, "Subject").fill(subject);
  await field(page, "Message").fill("Could you tell me more about the Professional plan for a team of five?");
}

test("contact: sending disables the form, success clears it and the message reaches support", async ({ page }) => {
  await page.goto("/contact");
  const subject = `Team plan question ${Date.now()}`;
  await fillContact(page, subject);
  const message = field(page, "Message");
  expect((await message.boundingBox())?.height).toBeGreaterThanOrEqual(120);

  // Hold the real request briefly so the sending state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(field(page, "Name")).toBeDisabled();
  await expect(message).toBeDisabled();
  release();

  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(field(page, label)).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  const mail = await mailWithSubject(subject);
  expect(mail.text).toContain("Ada Lovelace <ada@e2e.test>");
  expect(mail.text).toContain("Professional plan for a team of five");
});

test("contact: when delivery fails the error toast shows and every value is kept", async ({ page }) => {
  await page.goto("/contact?subject=Entrepreneurship%20plan");
  await expect(field(page, "Subject")).toHaveValue("Entrepreneurship plan");
  await fillContact(page, "Delivery failure check");
  const restore = rejectMail();
  try {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send your message. Please try again or contact us directly.")).toBeVisible();
  } finally {
    restore();
  }
  await expect(field(page, "Name")).toHaveValue("Ada Lovelace");
  await expect(field(page, "Email")).toHaveValue("ada@e2e.test");
  await expect(field(page, "Subject")).toHaveValue("Delivery failure check");
  await expect(field(page, "Message")).toHaveValue(/team of five/);
});

test.describe("a first-time visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("cookie consent: the banner shows once, and preferences persist across reloads", async ({ page }) => {
    await page.goto("/cookies");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Essential only" }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-preferences"))) ?? "{}");
    expect(stored).toMatchObject({ version: 1, essential: true, analytics: false, functional: false });
    expect(Date.parse(stored.timestamp)).not.toBeNaN();

    await page.getByRole("button", { name: "Manage Cookie Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog.getByRole("switch", { name: "Essential cookies" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Essential cookies" })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Analytics cookies" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByText("Your current choice: analytics allowed, functional off.")).toBeVisible();
    await expect(banner).toBeHidden();
    // The footer link opens the same dialog, showing what was saved.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
    await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Functional cookies" })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "About Quillstack" })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test("share buttons open a new window with the home address", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
  await page.goto("/");
  const home = encodeURIComponent(`${baseURL}/`);
  await page.getByRole("button", { name: "Share on Twitter" }).click();
  await page.getByRole("button", { name: "Share on Facebook" }).click();
  await page.getByRole("button", { name: "Share on LinkedIn" }).click();
  const calls = await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
  expect(calls.map((call) => call[0])).toEqual([
    `https://twitter.com/intent/tweet?url=${home}`,
    `https://www.facebook.com/sharer/sharer.php?u=${home}`,
    `https://www.linkedin.com/sharing/share-offsite/?url=${home}`,
  ]);
  expect(calls.every((call) => call[1] === "_blank")).toBe(true);
});

test("home: Read More, Watch Demo, category cards and honest plan buttons", async ({ page }) => {
  await page.goto("/");
  const readMore = page.getByRole("button", { name: "Read More" });
  await readMore.click();
  await expect(page.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/Unlike closed platforms, Quillstack is open source/)).toBeVisible();

  await page.getByRole("button", { name: "Watch Demo" }).click();
  const demo = page.getByRole("dialog", { name: "Quillstack in five steps" });
  await expect(demo.getByRole("listitem")).toHaveCount(5);
  await page.keyboard.press("Escape");

  for (const name of ["Write", "Rewrite", "Improve", "Explore", "Translate", "Create"]) {
    const card = page.getByRole("region", { name, exact: true });
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByRole("link", { name: /^Try / })).toHaveAttribute("href", /^\/tools\//);
  }
  await expect(page.getByRole("link", { name: "Start Writing Now" })).toHaveAttribute("href", "/auth?tab=signup");
  const pricing = page.locator("#pricing");
  await expect(pricing.getByText("Most Popular")).toBeVisible();
  await expect(pricing.getByRole("link", { name: "Start for free" })).toHaveAttribute("href", "/auth?tab=signup");
  // Professional is requested from the profile (sign-in first); Entrepreneurship is arranged by contact.
  await expect(pricing.getByRole("link", { name: "Choose Professional" })).toHaveAttribute(
    "href",
    "/profile?upgrade=pro",
  );
  await pricing.getByRole("link", { name: "Choose Entrepreneurship" }).click();
  await expect(page).toHaveURL(/\/contact\?subject=Entrepreneurship/);
  await expect(field(page, "Subject")).toHaveValue("Entrepreneurship plan");
});

test("Start Writing Now opens the Sign Up tab, typed-in /auth the Sign In tab", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Writing Now" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Full Name")).toBeVisible();
  // Loaded as a page of its own (prerendered, then hydrated), the address still chooses the tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("newsletter: double opt-in from the footer, confirmed with a toast on the home page", async ({ page }) => {
  const email = `reader-${Date.now()}@e2e.test`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Newsletter subscription").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Check your inbox to confirm your subscription.")).toBeVisible();
  await expect(footer.getByLabel("Newsletter subscription")).toHaveValue("");

  const link = await linkFromMailTo(email);
  expect(link).toContain("/api/newsletter/confirm?token=");
  await page.goto(link);
  await expect(page.getByText("Subscription confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The same link a second time is no longer valid.
  await page.goto(link);
  await expect(page.getByText("This link is no longer valid")).toBeVisible();
});

/**
 * Records every Content-Security-Policy violation of the page's documents (a refused inline script,
 * eval, a refused source) from before their first script runs; Chromium also lists each as an
 * issue, which costs a page its best-practices score.
 */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Console errors and failed API requests (a visitor's 401 is a request the page should not make). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 400) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return errors;
}

test("every public page, a visitor's tool page and the app run their scripts under the strict CSP", async ({
  page,
  context,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  const errors = watchErrors(page);
  const visit = async (path: string) => {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const policy = (await res?.headerValue("content-security-policy")) ?? "";
    expect(
      policy.split("; ").find((d) => d.startsWith("script-src")),
      path,
    ).not.toContain("'unsafe-inline'");
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  };
  // React Router's inline context script ran (it is refused, not merely absent, without its hash).
  const routerRan = () => page.evaluate(() => "__reactRouterContext" in window);
  for (const path of [...PUBLIC_PATHS, "/tools/paraphraser"]) await visit(path);
  expect(await routerRan()).toBe(true);
  // A visitor's tool page asks the server nothing it would refuse (the model's status is for users).
  expect(errors).toEqual([]);

  await signedInAccount(context, baseURL!);
  for (const path of ["/", "/tools/paraphraser", "/documents", "/profile"]) {
    await visit(path);
    expect(await routerRan(), path).toBe(true);
  }
  expect(errors).toEqual([]);
});

test("forms validate without breaking the Content-Security-Policy (no violation reported)", async ({ page }) => {
  const violations = await watchCsp(page);

  await page.goto("/contact");
  await fillContact(page, `CSP check ${Date.now()}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Content Policy");
  await page.getByLabel("Email").fill(`csp-${Date.now()}@e2e.test`);
  await page.getByLabel("Password").fill("Correct-Horse-9-Battery");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Welcome to the product!")).toBeVisible();
  expect(await violations()).toEqual([]);
});
