import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { linkFromMailTo } from "./mail";

export const PASSWORD = "Quill$tack2026";
/** The server under test is started with ADMIN_EMAILS set to this address. */
export const ADMIN_EMAIL = "admin@e2e.test";
let counter = 0;

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}@e2e.test`;
}

/**
 * A client address of its own for each account the tests make. The servers under test trust the
 * loopback peer as a reverse proxy (TRUSTED_PROXIES in global-setup.ts), so each account's sign-up
 * and sign-in count against their own address, as people behind one proxy do in production, rather
 * than all against 127.0.0.1 (three per 10 s). Tests of the limits themselves send no such header.
 */
let addresses = 0;
function clientAddress(): string {
  const n = addresses++;
  return `10.${process.pid % 250}.${(n >> 8) & 255}.${n & 255}`;
}

/** POST to the auth API as the browser would; waits out the auth rate limit instead of failing. */
async function authPost(request: APIRequestContext, baseURL: string, route: string, data: unknown) {
  const headers = { origin: baseURL, "x-forwarded-for": clientAddress() };
  for (let attempt = 0; attempt < 8; attempt++) {
    const res = await request.post(`${baseURL}/api/auth/${route}`, { data, headers });
    if (res.status() !== 429) return res;
    const wait = Number(res.headers()["x-retry-after"] ?? 2);
    await new Promise((r) => setTimeout(r, (wait + 0.5) * 1000));
  }
  throw new Error(`${route} kept answering 429`);
}

/**
 * Creates a confirmed account through the real sign-up and emailed link, then signs the browser
 * context in (the session cookie lands in the context's cookie jar).
 */
export async function signedInAccount(
  context: BrowserContext,
  baseURL: string,
  opts: { email?: string; name?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const name = opts.name ?? "E2E Person";
  const request = context.request;
  const signUp = await authPost(request, baseURL, "sign-up/email", { name, email, password: PASSWORD });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const link = await linkFromMailTo(email);
  const verify = await request.get(link, { maxRedirects: 0 });
  if (verify.status() >= 400) throw new Error(`verify failed: ${verify.status()}`);
  const signIn = await authPost(request, baseURL, "sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return { email, name, password: PASSWORD };
}

/**
 * Signs the context in as the administrator (ADMIN_EMAIL), creating the account the first time: the
 * server under test lives for the whole run, so another spec may have created it already.
 */
export async function signedInAdmin(context: BrowserContext, baseURL: string) {
  const signIn = await authPost(context.request, baseURL, "sign-in/email", { email: ADMIN_EMAIL, password: PASSWORD });
  if (signIn.ok()) return { email: ADMIN_EMAIL, password: PASSWORD };
  return signedInAccount(context, baseURL, { email: ADMIN_EMAIL, name: "Site Admin" });
}

/** A person of their own: a new browser context signed in to a new account, and a page in it. */
export async function signedInPerson(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const account = await signedInAccount(context, baseURL, { name });
  return { context, page: await context.newPage(), ...account };
}

/**
 * Presses "Create Account" until `outcome` shows. Every test shares one client address, and Better
 * Auth allows three sign-ups per 10 s from it: when told to wait, wait and press again, as a person would.
 */
export async function pressCreateAccount(page: Page, outcome: Locator) {
  const limited = page.getByText("Too many requests. Please try again later.");
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByRole("button", { name: "Create Account" }).click();
    const seen = await Promise.race([
      outcome.waitFor({ timeout: 15_000 }).then(() => "done" as const),
      limited.waitFor({ timeout: 15_000 }).then(() => "limited" as const),
    ]);
    if (seen === "done") return;
    await limited.waitFor({ state: "hidden", timeout: 30_000 });
    await page.waitForTimeout(3000);
  }
  throw new Error("sign-up kept answering 429");
}
