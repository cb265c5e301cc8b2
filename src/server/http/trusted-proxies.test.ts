import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { FAILED_KEY_LIMIT } from "../protocols/failed-keys";
import { startTestApp } from "../test-support/harness";

/**
 * Per-address limits behind a reverse proxy (docs/decisions/0040-client-addresses-and-key-failures.md),
 * over a real socket: the test is the proxy, at 127.0.0.1, naming each client in X-Forwarded-For.
 */

type Limited = {
  name: string;
  /** Requests one address may make before it is refused (at most: a limit may be lower). */
  max: number;
  send: (base: string, headers: Record<string, string>, i: number) => Promise<Response>;
};

let n = 0;
const unique = () => `nobody${n++}-${Date.now()}@example.com`;
const post = (base: string, path: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const LIMITED: Limited[] = [
  {
    name: "sign-in",
    max: 3,
    send: (base, h) => post(base, "/api/auth/sign-in/email", h, { email: unique(), password: "wrong-Passw0rd!" }),
  },
  {
    name: "sign-up",
    max: 3,
    send: (base, h) => post(base, "/api/auth/sign-up/email", h, { email: unique(), password: "x", name: "" }),
  },
  {
    name: "password reset",
    max: 3,
    send: (base, h) => post(base, "/api/auth/request-password-reset", h, { email: unique() }),
  },
  { name: "contact", max: 5, send: (base, h) => post(base, "/api/contact", h, {}) },
  { name: "newsletter", max: 5, send: (base, h) => post(base, "/api/newsletter", h, {}) },
  {
    name: "OAuth client registration",
    max: 100,
    send: (base, h) => post(base, "/api/auth/oauth2/register", h, { redirect_uris: ["not a uri"] }),
  },
  {
    name: "invalid API keys",
    max: FAILED_KEY_LIMIT,
    send: (base, h, i) => fetch(`${base}/api/v1/tools`, { headers: { authorization: `Bearer qsk_wrong-${i}`, ...h } }),
  },
];

/** Sends as one client until refused; fails if it never is. */
async function exhaust(limited: Limited, base: string, headers: Record<string, string>) {
  for (let i = 0; i <= limited.max; i++) {
    const res = await limited.send(base, headers, i);
    await res.body?.cancel();
    if (res.status === 429) return;
  }
  throw new Error(`${limited.name}: ${limited.max + 1} requests from one client were never refused`);
}

/** The app on a socket at 127.0.0.1, so its peer is the test. */
async function served(env: Record<string, string> = {}) {
  const app = await startTestApp("pglite", env);
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  return {
    app,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((r) => server.close(r));
      await app.drop();
    },
  };
}

describe("per-address limits behind a reverse proxy", () => {
  let proxied: Awaited<ReturnType<typeof served>>;
  let direct: Awaited<ReturnType<typeof served>>;

  beforeAll(async () => {
    proxied = await served({ TRUSTED_PROXIES: "127.0.0.1, ::1" });
    direct = await served();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close()]);
  });
  beforeEach(async () => {
    await Promise.all([proxied, direct].map((s) => s.app.database.db.delete(rateLimits)));
  });

  it.each(
    LIMITED,
  )("$name: one client past the limit does not hold back another behind the same proxy", async (limited) => {
    await exhaust(limited, proxied.base, { "x-forwarded-for": "203.0.113.10" });
    // A forged entry left of the proxy's own changes nothing: the proxy appended the real address.
    const again = await limited.send(proxied.base, { "x-forwarded-for": "198.51.100.99, 203.0.113.10" }, 9999);
    expect(again.status).toBe(429);
    // IPv4-mapped, as a dual-stack proxy may write it: the same client as 203.0.113.10.
    const mapped = await limited.send(proxied.base, { "x-forwarded-for": "::ffff:203.0.113.10" }, 10_001);
    expect(mapped.status).toBe(429);
    const other = await limited.send(proxied.base, { "x-forwarded-for": "203.0.113.20" }, 10_000);
    expect(other.status).not.toBe(429);
  });

  it.each(LIMITED)("$name: without TRUSTED_PROXIES a forged X-Forwarded-For is ignored", async (limited) => {
    await exhaust(limited, direct.base, { "x-forwarded-for": "203.0.113.10" });
    const forged = await limited.send(direct.base, { "x-forwarded-for": "203.0.113.20" }, 10_000);
    expect(forged.status).toBe(429);
    const none = await limited.send(direct.base, {}, 10_001);
    expect(none.status).toBe(429);
  });
});
