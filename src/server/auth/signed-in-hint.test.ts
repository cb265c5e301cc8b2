import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { SIGNED_IN_HINT } from "@shared/signed-in-hint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD, signUpVerified, startTestApp, TEST_ORIGIN, type TestApp } from "../test-support/harness";

/**
 * A browser over a real socket, reduced to what this needs: a cookie jar and the Set-Cookie lines of
 * the last answer. The test is the app's trusted proxy and names each browser's own address, so the
 * sign-ins of different tests are not one address's attempts (three per 10 s at most).
 */
let browsers = 0;
class Browser {
  jar = new Map<string, string>();
  readonly address = `203.0.113.${++browsers}`;
  constructor(private base: string) {}

  async fetch(path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-forwarded-for": this.address };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(this.base + path, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    const lines = response.headers.getSetCookie();
    for (const line of lines) {
      const [pair] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { response, lines };
  }

  /** The Set-Cookie line for `name` in `lines`, if any. */
  static line(lines: string[], name: string) {
    return lines.find((line) => line.startsWith(`${name}=`));
  }
}

const SESSION = "better-auth.session_token";
const maxAge = (line: string | undefined) => Number(/max-age=(\d+)/i.exec(line ?? "")?.[1]);

describe("the signed-in hint cookie", () => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    app = await startTestApp("pglite", { TRUSTED_PROXIES: "127.0.0.1" });
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await app?.drop();
  });

  async function signedIn(email: string) {
    await signUpVerified(app, email);
    const browser = new Browser(base);
    const { response, lines } = await browser.fetch("/api/auth/sign-in/email", {
      json: { email, password: STRONG_PASSWORD },
    });
    expect(response.status).toBe(200);
    return { browser, lines };
  }

  it("is set beside the session cookie at sign-in, readable, with the session's lifetime, and cleared at sign-out", async () => {
    const { browser, lines } = await signedIn("hint-sign-in@example.com");
    const hint = Browser.line(lines, SIGNED_IN_HINT);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT}=1;`));
    expect(hint).not.toMatch(/httponly/i); // the page's script reads it
    expect(hint).toMatch(/path=\//i);
    expect(maxAge(hint)).toBeGreaterThan(0);
    expect(maxAge(hint)).toBe(maxAge(Browser.line(lines, SESSION)));

    // A session read that finds it as it should be leaves it alone.
    const read = await browser.fetch("/api/auth/get-session");
    expect(Browser.line(read.lines, SIGNED_IN_HINT)).toBeUndefined();

    const out = await browser.fetch("/api/auth/sign-out", { json: {} });
    expect(out.response.status).toBe(200);
    expect(Browser.line(out.lines, SIGNED_IN_HINT)).toMatch(/max-age=0/i);
    expect(browser.jar.has(SIGNED_IN_HINT)).toBe(false);
  });

  it("is cleared by the session read when the session ended elsewhere", async () => {
    const { browser } = await signedIn("hint-ended@example.com");
    // The same person, in another browser, signs out everywhere else.
    const other = new Browser(base);
    await other.fetch("/api/auth/sign-in/email", {
      json: { email: "hint-ended@example.com", password: STRONG_PASSWORD },
    });
    expect((await other.fetch("/api/auth/revoke-other-sessions", { json: {} })).response.status).toBe(200);
    const read = await browser.fetch("/api/auth/get-session");
    expect(await read.response.json()).toBeNull();
    expect(Browser.line(read.lines, SIGNED_IN_HINT)).toMatch(/max-age=0/i);
    expect(browser.jar.has(SIGNED_IN_HINT)).toBe(false);
  });

  it("is cleared by the session read when the browser has no session cookie, and left alone when it has neither", async () => {
    const browser = new Browser(base);
    browser.jar.set(SIGNED_IN_HINT, "1");
    const stale = await browser.fetch("/api/auth/get-session");
    expect(Browser.line(stale.lines, SIGNED_IN_HINT)).toMatch(/max-age=0/i);
    const visitor = await browser.fetch("/api/auth/get-session");
    expect(Browser.line(visitor.lines, SIGNED_IN_HINT)).toBeUndefined();
  });

  it("is set by the session read for a session that has none (one from before the hint existed)", async () => {
    const { browser } = await signedIn("hint-missing@example.com");
    browser.jar.delete(SIGNED_IN_HINT);
    const read = await browser.fetch("/api/auth/get-session");
    const hint = Browser.line(read.lines, SIGNED_IN_HINT);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT}=1;`));
    // The session's remaining lifetime (seven days, less a moment).
    expect(maxAge(hint)).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(maxAge(hint)).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it("is cleared when the account is deleted", async () => {
    const { browser } = await signedIn("hint-deleted@example.com");
    const deleted = await browser.fetch("/api/me", { method: "DELETE", json: { confirmation: STRONG_PASSWORD } });
    expect(deleted.response.status).toBe(200);
    expect(Browser.line(deleted.lines, SIGNED_IN_HINT)).toMatch(/max-age=0/i);
    expect(browser.jar.has(SIGNED_IN_HINT)).toBe(false);
  });
});
