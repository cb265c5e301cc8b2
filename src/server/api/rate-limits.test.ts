import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { CreatedApiKey } from "@shared/api-v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILED_KEY_LIMIT, FAILED_KEY_WINDOW_MS } from "../protocols/failed-keys";
import { signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

describe("public API rate limits, over a real socket", () => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let v4: string;
  let v6: string;
  let n = 0;

  beforeAll(async () => {
    app = await startTestApp("pglite", { API_RATE_LIMIT_BURST: "3", API_RATE_LIMIT_PER_MINUTE: "60" });
    // On both loopback addresses, so two clients with different addresses can be told apart.
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "::" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    v4 = `http://127.0.0.1:${port}`;
    v6 = `http://[::1]:${port}`;
  });
  afterAll(async () => {
    server?.close();
    await app?.drop();
  });

  const keysOfNewUser = async (count: number) => {
    const client = await signUpVerified(app, `api-limit${n++}@example.com`);
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await client.json<CreatedApiKey>("/api/api-keys", { json: { name: `Key ${i}` } });
      expect(res.status).toBe(201);
      keys.push(res.body.key);
    }
    return keys;
  };
  const get = (base: string, key: string) =>
    fetch(`${base}/api/v1/tools`, { headers: { authorization: `Bearer ${key}` } });

  it("the rate is the user's, whichever of their keys they use", async () => {
    const keys = await keysOfNewUser(3);
    for (const key of keys) expect((await get(v4, key)).status).toBe(200);
    const limited = await get(v4, keys[0]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({
      error: {
        code: "RATE_LIMITED",
        title: "Too Many Requests",
        message: "Too many requests with this account's API keys. Try again in 1 second.",
      },
    });
    const [someoneElse] = await keysOfNewUser(1);
    expect((await get(v4, someoneElse)).status).toBe(200);
  });

  it("an address that sends too many invalid keys waits to send more; its valid keys and other addresses do not", async () => {
    const [valid] = await keysOfNewUser(1);
    for (let i = 0; i < FAILED_KEY_LIMIT; i++) {
      const res = await get(v6, `qs_guess${i}`);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("INVALID_API_KEY");
    }
    const refused = await get(v6, "qs_one-more-guess");
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(FAILED_KEY_WINDOW_MS / 1000 - 30);
    expect(wait).toBeLessThanOrEqual(FAILED_KEY_WINDOW_MS / 1000);
    expect(await refused.json()).toEqual({
      error: {
        code: "RATE_LIMITED",
        title: "Too Many Requests",
        message: `Too many invalid API keys from this address. Try again in ${wait} seconds.`,
      },
    });
    // A valid key is looked up first: whoever holds one is served, whatever else the address sent.
    expect((await get(v6, valid)).status).toBe(200);
    expect((await get(v6, "qs_still-guessing")).status).toBe(429);
    // Another address is not held back, and a missing key is no guess.
    expect((await get(v4, valid)).status).toBe(200);
    expect((await get(v4, "qs_wrong")).status).toBe(401);
    expect((await fetch(`${v6}/api/v1/tools`)).status).toBe(401);
  });
});
