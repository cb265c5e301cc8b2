import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { latestLinkFor, STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

const NEW_PASSWORD = "Fresh$Start2027";

describe.each(BACKENDS)("password reset and confirmation emails (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.drop());

  const mailsTo = async (email: string) =>
    app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  /** The reset email is sent without holding up the answer: wait for it. */
  async function resetLinkFor(email: string) {
    for (let i = 0; i < 50; i++) {
      const mails = await mailsTo(email);
      const reset = mails.filter((m) => m.subject === "Reset your Quillstack password").at(-1);
      if (reset) return new URL(/https?:\/\/\S+/.exec(reset.text)![0]);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reset email for ${email}`);
  }

  it("answers a known and an unknown address alike, and emails only the account", async () => {
    await signUpVerified(app, "known@example.com");
    const ask = (email: string) =>
      app.client().json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const known = await ask("known@example.com");
    const unknown = await ask("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const link = await resetLinkFor("known@example.com");
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/\w+$/);
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("sets a new password with the sign-up rules, signs in and ends every other session", async () => {
    const email = "forgot@example.com";
    const elsewhere = await signUpVerified(app, email);
    expect((await elsewhere.json("/api/me")).status).toBe(200);
    const browser = app.client();
    await browser.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const link = await resetLinkFor(email);

    // The emailed link leads to the reset page with the token.
    const landing = await browser.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get("location")!);
    expect(page.pathname).toBe("/reset-password");
    const token = page.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const weak = await browser.json("/api/auth/reset-password", { json: { token, newPassword: "nouppercase1$" } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must contain at least one uppercase letter");
    const noSpecial = await browser.json("/api/auth/reset-password", { json: { token, newPassword: "NoSpecial12" } });
    expect(noSpecial.body.message).toBe("Password must contain at least one special character (@$!%*?&)");

    browser.ip = "10.201.0.1"; // a fresh rate-limit bucket for the attempt that counts
    const done = await browser.json("/api/auth/reset-password", { json: { token, newPassword: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect((await browser.json("/api/me")).body.email).toBe(email); // signed in by the reset
    expect((await elsewhere.json("/api/me")).status).toBe(401); // every other session ended

    const again = await app.client().json("/api/auth/reset-password", { json: { token, newPassword: "Other$Pass99" } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
    const old = await app.client().json("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await app.client().json("/api/auth/sign-in/email", { json: { email, password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
  });

  it("sends an unknown or used link to the reset page with an error", async () => {
    const res = await app.client().request("/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password");
    expect(res.status).toBe(302);
    const page = new URL(res.headers.get("location")!);
    expect(page.pathname).toBe("/reset-password");
    expect(page.searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("sends one email a minute per address, whoever asks", async () => {
    const email = "flood@example.com";
    await signUpVerified(app, email);
    const first = await app.client().json("/api/auth/request-password-reset", { json: { email } });
    expect(first.status).toBe(200);
    const second = await app.client().request("/api/auth/request-password-reset", { json: { email } });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(50);
    // An address without an account is limited the same way (nothing tells them apart).
    expect(
      (await app.client().json("/api/auth/request-password-reset", { json: { email: "x@none.test" } })).status,
    ).toBe(200);
    expect(
      (await app.client().json("/api/auth/request-password-reset", { json: { email: "x@none.test" } })).status,
    ).toBe(429);
    await resetLinkFor(email);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith("Reset"))).toHaveLength(1);
  });

  it("resends the confirmation at most once a minute; its link signs in and goes where the person started", async () => {
    const email = "resend@example.com";
    const client = app.client();
    const callbackURL = "/auth?verified=1&from=%2Ftools%2Fparaphraser";
    const signUp = await client.request("/api/auth/sign-up/email", {
      json: { name: "Re Send", email, password: STRONG_PASSWORD, callbackURL },
    });
    expect(signUp.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    const resend = await client.json("/api/auth/send-verification-email", { json: { email, callbackURL } });
    expect(resend.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const tooSoon = await app.client().json("/api/auth/send-verification-email", { json: { email, callbackURL } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/Please wait \d+ seconds before asking for another\./);
    expect(await mailsTo(email)).toHaveLength(2);

    const link = new URL(await latestLinkFor(app, email));
    const reader = app.client(); // the link may be opened in another browser
    const verify = await reader.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain(callbackURL);
    expect((await reader.json("/api/me")).body).toMatchObject({ email, emailVerified: true });
  });
});
