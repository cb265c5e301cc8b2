import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs, emailOutbox, profiles, subscriptions, upgradeRequests, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";

/** "Upgrade to Pro" with no payment provider: a request the administrators hear of and grant. */
describe.each(BACKENDS)("upgrade requests (%s)", (kind) => {
  let app: TestApp;
  let root: TestClient; // super_admin from ADMIN_EMAILS
  let admin: TestClient; // made admin in the database: told too

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const mailsTo = async (address: string) =>
    app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com", PUBLIC_URL: "https://quill.example.org" });
    root = await signUpVerified(app, "root@example.com", "Root");
    admin = await signUpVerified(app, "ada@example.com", "Ada Admin");
    await app.database.db
      .update(profiles)
      .set({ role: "admin" })
      .where(eq(profiles.userId, await idOf("ada@example.com")));
  });
  afterAll(() => app?.drop());

  it("files one request however often it is sent, and tells every administrator once", async () => {
    const user = await signUpVerified(app, "eager@example.com", "Eager Writer");
    expect((await user.json("/api/billing/upgrade-request")).body).toEqual({ request: null });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => user.json("/api/billing/upgrade-request", { method: "POST", json: {} })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.body.request.id));
    expect(ids.size).toBe(1);
    const userId = await idOf("eager@example.com");
    expect(await app.database.db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, userId))).toHaveLength(
      1,
    );
    expect((await user.json("/api/billing/upgrade-request")).body.request).toMatchObject({ planType: "pro" });

    for (const address of ["root@example.com", "ada@example.com"]) {
      const mails = (await mailsTo(address)).filter((m) => m.subject.includes("eager@example.com"));
      expect(mails, address).toHaveLength(1);
      expect(mails[0].subject).toBe("Upgrade request: eager@example.com asks for Pro");
      expect(mails[0].text).toContain("Eager Writer <eager@example.com>");
      expect(mails[0].text).toContain("https://quill.example.org/admin-dashboard?tab=billing");
    }
  });

  it("is listed for administrators only; granting gives Pro, its words and a subscription at its price", async () => {
    const user = await signUpVerified(app, "granted@example.com", "Gran Ted");
    const userId = await idOf("granted@example.com");
    await user.json("/api/billing/upgrade-request", { method: "POST", json: {} });

    expect((await user.request("/api/admin/billing/upgrade-requests")).status).toBe(403);
    const listed = (await admin.json("/api/admin/billing/upgrade-requests")).body;
    const mine = listed.find((r: { userId: string }) => r.userId === userId);
    expect(mine).toMatchObject({
      email: "granted@example.com",
      name: "Gran Ted",
      currentPlan: "free",
      planType: "pro",
    });
    expect(
      (await user.request(`/api/admin/billing/upgrade-requests/${mine.id}/grant`, { method: "POST", json: {} })).status,
    ).toBe(403);

    const granted = await admin.json(`/api/admin/billing/upgrade-requests/${mine.id}/grant`, {
      method: "POST",
      json: {},
    });
    expect(granted).toEqual({ status: 200, body: { id: mine.id, status: "granted" } });
    expect((await user.json("/api/me")).body.planType).toBe("pro");
    expect((await user.json("/api/me/usage")).body.wordsLimit).toBe(50_000);
    expect(await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toMatchObject([
      { planType: "pro", status: "active", amount: "19.00" },
    ]);
    const again = await root.json(`/api/admin/billing/upgrade-requests/${mine.id}/grant`, { method: "POST", json: {} });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("This request was already handled.");
    expect(
      (await admin.json("/api/admin/billing/upgrade-requests")).body.map((r: { id: string }) => r.id),
    ).not.toContain(mine.id);
    const logged = await app.database.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.adminEmail, "ada@example.com"), eq(adminActivityLogs.action, "GRANT_UPGRADE")));
    expect(logged).toHaveLength(1);

    const refused = await user.json("/api/billing/upgrade-request", { method: "POST", json: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Your account is already on the Pro plan.");
  });

  it("a dismissed request changes nothing and may be sent again; a plan set by hand answers it", async () => {
    const user = await signUpVerified(app, "patient@example.com");
    const userId = await idOf("patient@example.com");
    const first = (await user.json("/api/billing/upgrade-request", { method: "POST", json: {} })).body.request;
    const dismissed = await admin.json(`/api/admin/billing/upgrade-requests/${first.id}/dismiss`, {
      method: "POST",
      json: {},
    });
    expect(dismissed.body).toEqual({ id: first.id, status: "dismissed" });
    expect((await user.json("/api/me")).body.planType).toBe("free");
    expect((await user.json("/api/billing/upgrade-request")).body).toEqual({ request: null });

    const second = await user.json("/api/billing/upgrade-request", { method: "POST", json: {} });
    expect(second.status).toBe(201);
    expect(second.body.request.id).not.toBe(first.id);
    await admin.json(`/api/admin/users/${userId}`, { method: "PATCH", json: { planType: "pro" } });
    expect((await user.json("/api/billing/upgrade-request")).body).toEqual({ request: null });
    const [row] = await app.database.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.id, second.body.request.id));
    expect(row).toMatchObject({ status: "granted", resolvedBy: "ada@example.com" });
  });
});
