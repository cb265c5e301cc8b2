import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRoleByEmail } from "./cli/roles";
import { profiles, users } from "./db/schema";
import { signUpVerified, startTestApp, type TestApp } from "./test-support/harness";

/** A minimal built web app: the files the server looks for, with the build-time origin in them. */
function fakeWebRoot() {
  const root = mkdtempSync(path.join(tmpdir(), "qs-web-"));
  writeFileSync(path.join(root, "index.html"), '<link rel="canonical" href="http://localhost:3000/">home');
  mkdirSync(path.join(root, "about"));
  writeFileSync(path.join(root, "about", "index.html"), "about page");
  writeFileSync(path.join(root, "__spa-fallback.html"), "spa shell");
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
  return root;
}

describe("HTTP surface", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { PUBLIC_URL: "https://write.example.org" });
  });
  afterAll(() => app?.drop());

  it("reports health once migrations ran", async () => {
    const res = await app.client().json("/api/health");
    expect(res).toEqual({ status: 200, body: { status: "ok", database: "ok" } });
  });

  it("sets security headers", async () => {
    const res = await app.client().request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // frame-ancestors says it: X-Frame-Options beside it would only be a second, weaker copy.
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("content-security-policy")).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(res.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()",
    );
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("refuses state-changing requests from another site", async () => {
    const client = app.client();
    const res = await client.json("/api/auth/sign-up/email", {
      json: { name: "x", email: "evil@example.com", password: "Quill$tack2026" },
      headers: { origin: "https://evil.example.com" },
    });
    expect(res.status).toBe(403);
    const patch = await client.json("/api/me", {
      method: "PATCH",
      json: { fullName: "x" },
      headers: { origin: "https://evil.example.com" },
    });
    expect(patch.status).toBe(403);
    expect(patch.body.error.code).toBe("FORBIDDEN_ORIGIN");
  });

  it("refuses state-changing requests from an opaque origin (Origin: null), with or without Sec-Fetch-Site", async () => {
    const client = app.client();
    const variants: Record<string, string>[] = [
      { origin: "null" },
      { origin: "null", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of variants) {
      const res = await client.json("/api/contact", {
        json: { name: "x", email: "x@example.com", subject: "Hello", message: "A message long enough." },
        headers,
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN_ORIGIN");
    }
  });

  it("limits request bodies", async () => {
    const res = await app
      .client()
      .json("/api/me", { method: "PATCH", json: { fullName: "x".repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("routes every request with Hono's RegExpRouter: no route needs the slower TrieRouter", async () => {
    await app.client().request("/api/health");
    // SmartRouter picks the first router that can hold every route, once, at the first request.
    expect((app.app.router as { name: string }).name).toBe("SmartRouter + RegExpRouter");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await app.client().json("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });

  it("tells only signed-in users which AI provider and model serve them", async () => {
    const visitor = await app.client().json("/api/ai/status");
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe("UNAUTHORIZED");
    expect(JSON.stringify(visitor.body)).not.toContain("provider");
    const user = await signUpVerified(app, "status-reader@example.com");
    const status = await user.json("/api/ai/status");
    expect(status).toEqual({ status: 200, body: expect.objectContaining({ provider: "none", model: null }) });
  });

  it("reports whether Google sign-in is configured", async () => {
    expect((await app.client().json("/api/config")).body.googleEnabled).toBe(false);
    const withGoogle = await startTestApp("pglite", { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    try {
      expect((await withGoogle.client().json("/api/config")).body.googleEnabled).toBe(true);
    } finally {
      await withGoogle.drop();
    }
  });

  it("the admin CLI's role setter changes an existing account's role", async () => {
    const client = await signUpVerified(app, "promote@example.com");
    expect(await setRoleByEmail(app.database.db, "PROMOTE@example.com", "admin")).toBe(true);
    expect((await client.json("/api/me")).body.role).toBe("admin");
    expect(await setRoleByEmail(app.database.db, "ghost@example.com", "admin")).toBe(false);
  });

  it("makes the profile of an account that has none when its meter or profile is first read", async () => {
    // An account whose profile was never made (its creation failed after the user's row).
    const client = await signUpVerified(app, "no-profile@example.com");
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "no-profile@example.com"));
    await app.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    const usage = await client.json("/api/me/usage");
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ wordsUsed: 0, remaining: usage.body.wordsLimit });
    expect(usage.body.wordsLimit).toBeGreaterThan(0);
    expect(await app.database.db.select().from(profiles).where(eq(profiles.userId, user.id))).toHaveLength(1);

    await app.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    const me = await client.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "no-profile@example.com", wordsUsed: 0 });
  });
});

describe("serving the web app", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { PUBLIC_URL: "https://write.example.org", WEB_ROOT: fakeWebRoot() });
  });
  afterAll(() => app?.drop());

  it("serves prerendered pages with PUBLIC_URL substituted", async () => {
    const res = await app.client().request("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="https://write.example.org/"');
    expect(await (await app.client().request("/about")).text()).toBe("about page");
  });

  it("serves the SPA shell for app pages and a real 404 for unknown paths", async () => {
    for (const known of ["/profile", "/tools/paraphraser", "/admin-dashboard", "/security"]) {
      const res = await app.client().request(known);
      expect(res.status, known).toBe(200);
      expect(await res.text()).toBe("spa shell");
    }
    for (const unknown of ["/nope", "/tools/not-a-tool", "/about/extra"]) {
      const res = await app.client().request(unknown);
      expect(res.status, unknown).toBe(404);
      expect(await res.text()).toBe("spa shell");
    }
  });

  it("serves hashed assets with long caching and other files normally", async () => {
    const asset = await app.client().request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await app.client().request("/favicon.svg")).status).toBe(200);
    expect((await app.client().request("/missing.png")).status).toBe(404);
    expect((await app.client().request("/../package.json")).status).toBe(404);
  });
});
