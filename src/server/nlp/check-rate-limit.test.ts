import { tryAgainIn } from "@shared/try-again";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../test-support/backends";
import { TEST_ORIGIN, type TestClient } from "../test-support/harness";
import { type ServedApp, startServedApp } from "../test-support/served";
import { stopRules } from "./rules";

/**
 * The free checks are limited per user, each answering 429 with Retry-After in its own shape,
 * over a real socket as the browser and LanguageTool's clients reach them: `POST /api/nlp/check`
 * (the session's user, its own bucket, the app's JSON error) and the LanguageTool endpoint (the
 * API keys' bucket, LanguageTool's plain-text error).
 */
describe.each(BACKENDS)("the free checks' limit per user on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    served = await startServedApp(kind, {
      CHECK_RATE_LIMIT_BURST: "2",
      CHECK_RATE_LIMIT_PER_MINUTE: "1",
      API_RATE_LIMIT_BURST: "2",
      API_RATE_LIMIT_PER_MINUTE: "1",
    });
  }, 120_000);
  afterAll(async () => {
    await stopRules();
    await served?.close();
  });

  const nlpCheck = (client: TestClient) =>
    fetch(`${served.base}/api/nlp/check`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ text: "We utilize synergies." }),
    });
  const ltCheck = (user: { email: string; key: string }) =>
    fetch(`${served.base}/api/languagetool/v2/check`, {
      method: "POST",
      body: new URLSearchParams({
        text: "We utilize synergies.",
        language: "en-US",
        username: user.email,
        apiKey: user.key,
      }),
    });

  it("POST /api/nlp/check: the burst, then 429 with Retry-After and the app's JSON error; others unaffected", async () => {
    const someone = await served.newUser("checks");
    expect((await nlpCheck(someone.client)).status).toBe(200);
    expect((await nlpCheck(someone.client)).status).toBe(200);
    const refused = await nlpCheck(someone.client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: {
        code: "RATE_LIMITED",
        title: "Too Many Requests",
        message: `Too many checks. ${tryAgainIn(retryAfter)}`,
      },
    });
    // Another user has a bucket of their own; and this user's API keys have theirs.
    const other = await served.newUser("other");
    expect((await nlpCheck(other.client)).status).toBe(200);
    expect((await ltCheck(someone)).status).toBe(200);
  });

  it("LanguageTool's check: the API keys' burst, then 429 with Retry-After and a plain-text error", async () => {
    const someone = await served.newUser("lt-checks");
    expect((await ltCheck(someone)).status).toBe(200);
    expect((await ltCheck(someone)).status).toBe(200);
    const refused = await ltCheck(someone);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await refused.text()).toBe(
      `Error: Too many requests with this account's API keys. ${tryAgainIn(retryAfter)}`,
    );
    // The app's own checks are another bucket.
    expect((await nlpCheck(someone.client)).status).toBe(200);
  });
});
