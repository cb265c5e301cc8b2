import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../test-support/backends";
import { STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";
import { delayAfter, FREE_ATTEMPTS, MAX_DELAY_MS, signInThrottleKey, takeSignInAttempt } from "./account-throttle";

it("the delay doubles after the free attempts and stops at a minute", () => {
  expect([4, 5, 6, 7, 10, 11, 12, 40].map(delayAfter)).toEqual([
    0,
    1000,
    2000,
    4000,
    32_000,
    MAX_DELAY_MS,
    MAX_DELAY_MS,
    MAX_DELAY_MS,
  ]);
});

describe.each(BACKENDS)("per-account sign-in throttling (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.drop());

  /** One attempt from an address never seen before: the per-address limit never applies. */
  const attempt = (email: string, password: string) =>
    app.client().request("/api/auth/sign-in/email", { json: { email, password } });

  it("lets only the free attempts through when many addresses guess at once, then says when to retry", async () => {
    const email = "guessed@example.com";
    await signUpVerified(app, email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(email, "Wrong$Pass1")));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_ATTEMPTS);
    const refused = answers.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/Try again in \d+ seconds?\./);
  });

  it("waits grow with the failures, within a minute; the right password after the wait clears them", async () => {
    const email = "slow@example.com";
    await signUpVerified(app, email);
    const db = app.database.db;
    const t0 = Date.now() - 30 * 60 * 1000; // half an hour ago: within the hour that keeps a count
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await takeSignInAttempt(db, email, t0)).toEqual({});
    expect(await takeSignInAttempt(db, email, t0)).toEqual({ retryAfter: 1 }); // refused, not counted
    expect(await takeSignInAttempt(db, email, t0 + 1000)).toEqual({}); // 6th, after 1 s
    expect(await takeSignInAttempt(db, email, t0 + 2000)).toEqual({ retryAfter: 1 }); // now 2 s after the 6th
    expect(await takeSignInAttempt(db, email, t0 + 3000)).toEqual({}); // 7th

    // Ten attempts, the last one just now: the next waits 32 s, whatever the password.
    const key = signInThrottleKey(email);
    const now = Date.now();
    await db.execute(sql`UPDATE rate_limits SET count = 10, last_request = ${now} WHERE key = ${key}`);
    const res = await attempt(email, STRONG_PASSWORD);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(32);

    // Once the wait is over (moved into the past here), the right password signs in and clears the count.
    await db.execute(sql`UPDATE rate_limits SET last_request = ${now - 40_000} WHERE key = ${key}`);
    expect((await attempt(email, STRONG_PASSWORD)).status).toBe(200);
    const left = await db.execute(sql`SELECT count FROM rate_limits WHERE key = ${key}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await attempt(email, "Wrong$Pass1")).status).toBe(401);
  });
});
