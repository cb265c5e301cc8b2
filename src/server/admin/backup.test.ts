import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "../backup/archive";
import { restoreBackup } from "../backup/restore";
import { openPglite } from "../db/client";
import { adminActivityLogs, profiles, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";

/** What the Settings tab's form sends: a same-origin POST of an empty form. */
const FORM_POST = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } };

describe.each(BACKENDS)("backup downloads on %s", (kind) => {
  let app: TestApp;
  let root: TestClient; // super_admin from ADMIN_EMAILS
  let admin: TestClient;
  let user: TestClient;

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com" });
    root = await signUpVerified(app, "root@example.com", "Root");
    admin = await signUpVerified(app, "admin@example.com", "Ada Admin");
    user = await signUpVerified(app, "user@example.com", "Uma User");
    const [row] = await app.database.db.select().from(users).where(eq(users.email, "admin@example.com"));
    await app.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, row.id));
  });
  afterAll(() => app?.drop());

  const downloadsLogged = async () =>
    (await app.database.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.action, "DOWNLOADED_BACKUP")))
      .length;

  it("is for super admins only: 401 signed out, 403 for a user and for an admin", async () => {
    for (const [pathname, init] of [
      ["/api/admin/backup", FORM_POST],
      ["/api/admin/backup/status", {}],
    ] as const) {
      expect((await app.client().request(pathname, init)).status).toBe(401);
      expect((await user.request(pathname, init)).status).toBe(403);
      const asAdmin = await admin.json(pathname, init);
      expect(asAdmin.status).toBe(403);
      expect(asAdmin.body.error.message).toBe("Only a super admin can download backups.");
    }
  });

  it("builds no backup for a GET or for another site's form: a link or a cross-site post cannot start one", async () => {
    const get = await root.json("/api/admin/backup");
    expect(get.status).toBe(405);
    expect(get.body.error.code).toBe("METHOD_NOT_ALLOWED");
    for (const origin of ["https://evil.example", "null"]) {
      const crossSite = await root.json("/api/admin/backup", {
        ...FORM_POST,
        headers: { ...FORM_POST.headers, origin },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.error.code).toBe("FORBIDDEN_ORIGIN");
    }
    expect(await downloadsLogged()).toBe(0);
  });

  it("the backup command's route answers only the token in server.json, never a session", async () => {
    const refusals = [
      await root.request("/api/backup", { method: "POST" }),
      await app.client().request("/api/backup", { method: "POST", headers: { authorization: "Bearer guessed" } }),
      await app.client().request("/api/backup", { method: "POST", headers: { authorization: app.backupToken } }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("BACKUP_TOKEN_REQUIRED");
    }
    const bearer = await app
      .client()
      .request("/api/backup", { method: "POST", headers: { authorization: `Bearer ${app.backupToken}` } });
    expect(bearer.status).toBe(kind === "pglite" ? 200 : 409);
    await bearer.arrayBuffer();
  });

  it.runIf(kind === "pglite")("gives a super admin a .tar.gz that restores to the same accounts", async () => {
    expect(await root.json("/api/admin/backup/status")).toEqual({
      status: 200,
      body: { available: true, secretFromEnvironment: false },
    });
    const res = await root.request("/api/admin/backup", FORM_POST);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quillstack-backup-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz"$/,
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "qs-download-")), "download.tar.gz");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect(await readManifest(file)).toMatchObject({ format: "quillstack-backup", authSecret: "file" });

    const dataDir = mkdtempSync(path.join(tmpdir(), "qs-download-restored-"));
    await restoreBackup(file, dataDir);
    const copy = await openPglite(path.join(dataDir, "pglite"));
    try {
      const emails = (await copy.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
      expect(emails).toEqual(["admin@example.com", "root@example.com", "user@example.com"]);
    } finally {
      await copy.close();
    }
    const logged = await app.database.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "DOWNLOADED_BACKUP"));
    expect(logged).toHaveLength(1);
    expect(logged[0].adminEmail).toBe("root@example.com");
  });

  it.runIf(kind === "postgres")("on PostgreSQL, says to use pg_dump instead", async () => {
    const status = await root.json("/api/admin/backup/status");
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ available: false, message: expect.stringContaining("pg_dump") });
    const res = await root.json("/api/admin/backup", FORM_POST);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "USE_PG_DUMP", message: expect.stringContaining("AUTH_SECRET") });
  });
});

describe("a backup where AUTH_SECRET comes from the environment", () => {
  let app: TestApp;
  afterAll(() => app?.drop());

  it("says the sign-in secret is not in it, and it is not", async () => {
    app = await startTestApp("pglite", { ADMIN_EMAILS: "root@example.com", AUTH_SECRET: "s".repeat(48) });
    const root = await signUpVerified(app, "root@example.com", "Root");
    expect((await root.json("/api/admin/backup/status")).body).toEqual({
      available: true,
      secretFromEnvironment: true,
    });
    const res = await root.request("/api/admin/backup", FORM_POST);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "qs-download-env-")), "download.tar.gz");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect(await readManifest(file)).toMatchObject({ authSecret: "environment" });
  });
});
