import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authGuards } from "../auth/guards";
import type { UserStates } from "../auth/user-state";
import { loadConfig } from "../config";
import { STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

const TWO_MB = "x".repeat(2 * 1024 * 1024);

describe("the composition root (root/middleware.ts, root/mounts.ts, auth/guards.ts)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(async () => {
    await app.drop();
  });

  it("refuses a signed-out request on every mount whose routes need a session", async () => {
    const guarded = [
      "/api/ai/status",
      "/api/me",
      "/api/me/style-guide/effective",
      "/api/documents",
      "/api/api-keys",
      "/api/organization",
      "/api/organization/style-guide",
      "/api/billing",
      "/api/admin/stats",
      "/api/tools/paraphraser/availability",
    ];
    for (const path of guarded) {
      const res = await app.client().json(path);
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
        path,
        status: 401,
        code: "UNAUTHORIZED",
      });
    }
  });

  it("leaves the body of a mount with its own limit to it, and limits every other one", async () => {
    // The transcription mount is marked ownBodyLimit: its own guard (a session) answers, not a 413.
    const big = await app.client().json("/api/transcribe", { method: "POST", json: { audio: TWO_MB } });
    expect(big.status).toBe(401);
    // Any other mount: the JSON limit refuses it before its routes see it.
    for (const path of ["/api/documents", "/api/organization", "/api/transcribe-later"]) {
      const res = await app.client().json(path, { method: "POST", json: { text: TWO_MB } });
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
        path,
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      });
    }
  });

  it("names only routes Better Auth has in its guard tables (a misspelt key would guard nothing)", () => {
    const config = loadConfig({
      LOG_LEVEL: "silent",
      PASSWORD_SIGN_IN: "off",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    // Only the tables' keys are read here: no guard runs, so no user state is needed.
    const tables = authGuards({ config, db: app.database.db, users: {} as UserStates });
    const routes = new Set(Object.values(app.auth.api).map((endpoint) => (endpoint as { path?: string }).path));
    const named = [...Object.keys(tables.before), ...Object.keys(tables.after)];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !routes.has(path))).toEqual([]);
  });

  it("runs a route's guards in the table's order: a signed-in password change is checked, then refused as unchanged", async () => {
    const user = await signUpVerified(app, "guards@example.com");
    const weak = await user.json("/api/auth/change-password", {
      json: { currentPassword: "short", newPassword: "short" },
    });
    expect(weak.body.code).toBe("PASSWORD_REQUIREMENTS");
    const same = await user.json("/api/auth/change-password", {
      json: { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD },
    });
    expect(same.body.code).toBe("PASSWORD_UNCHANGED");
    const longName = await user.json("/api/auth/update-user", { json: { name: "n".repeat(51) } });
    expect(longName.body.code).toBe("INVALID_NAME");
    // Without a name the update is not the name guard's business.
    const image = await user.json("/api/auth/update-user", { json: { image: "https://example.com/a.png" } });
    expect(image.status).toBe(200);
  });
});
