import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs, profiles, sessions, subscriptions, usageLogs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { adminStats, billingStats, monthStart } from "./stats";

describe.each(BACKENDS)("admin API on %s", (kind) => {
  let app: TestApp;
  let root: TestClient; // super_admin from ADMIN_EMAILS
  let admin: TestClient;
  let user: TestClient;
  let ids: Record<string, string>;

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com" });
    root = await signUpVerified(app, "root@example.com", "Root");
    admin = await signUpVerified(app, "admin@example.com", "Ada Admin");
    user = await signUpVerified(app, "user@example.com", "Uma User");
    ids = {
      root: await idOf("root@example.com"),
      admin: await idOf("admin@example.com"),
      user: await idOf("user@example.com"),
    };
    await app.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, ids.admin));
  });
  afterAll(() => app?.drop());

  it("authorization matrix: every admin route × signed out / user / admin / super_admin", async () => {
    const target = await signUpVerified(app, "matrix@example.com");
    const targetId = await idOf("matrix@example.com");
    void target;
    const [sub] = await app.database.db
      .insert(subscriptions)
      .values({ userId: targetId, planType: "pro", amount: "19.00" })
      .returning();
    const routes: [string, string, unknown?][] = [
      ["POST", "/api/admin/access", {}],
      ["GET", "/api/admin/stats"],
      ["GET", "/api/admin/activity"],
      ["GET", "/api/admin/users"],
      ["PATCH", `/api/admin/users/${targetId}`, { planType: "pro", wordsLimit: 5000 }],
      ["POST", `/api/admin/users/${targetId}/reset-usage`, {}],
      ["GET", "/api/admin/usage-logs"],
      ["GET", "/api/admin/usage-logs/tools"],
      ["GET", "/api/admin/billing/stats"],
      ["GET", "/api/admin/billing/subscriptions"],
      ["PATCH", `/api/admin/billing/subscriptions/${sub.id}`, { status: "paused" }],
      ["GET", "/api/admin/billing/subscriptions/export"],
      ["GET", "/api/admin/billing/upgrade-requests"],
      ["GET", "/api/admin/settings"],
      ["PUT", "/api/admin/settings/global_api_disabled", { value: false }],
    ];
    const callers: [string, TestClient, number][] = [
      ["signed out", app.client(), 401],
      ["user", user, 403],
      ["admin", admin, 200],
      ["super_admin", root, 200],
    ];
    for (const [method, path, body] of routes) {
      for (const [who, client, expected] of callers) {
        const res = await client.request(path, { method, json: body });
        expect(res.status, `${who} ${method} ${path}`).toBe(expected);
      }
    }
    // Deleting is last: it removes the target.
    expect((await app.client().request(`/api/admin/users/${targetId}`, { method: "DELETE" })).status).toBe(401);
    expect((await user.request(`/api/admin/users/${targetId}`, { method: "DELETE" })).status).toBe(403);
    expect((await admin.request(`/api/admin/users/${targetId}`, { method: "DELETE" })).status).toBe(200);
  });

  it("role rules: only a super_admin grants or removes admin roles; nobody demotes themselves or the last super_admin", async () => {
    await signUpVerified(app, "climber@example.com");
    const climber = await idOf("climber@example.com");
    const grant = await admin.json(`/api/admin/users/${climber}`, { method: "PATCH", json: { role: "admin" } });
    expect(grant.status).toBe(403);
    expect(grant.body.error.message).toBe("Only a super admin can change administrator accounts or roles.");
    expect(
      (await admin.json(`/api/admin/users/${ids.root}`, { method: "PATCH", json: { status: "suspended" } })).status,
    ).toBe(403);
    expect(
      (await root.json(`/api/admin/users/${climber}`, { method: "PATCH", json: { role: "admin" } })).body.role,
    ).toBe("admin");
    expect(
      (await root.json(`/api/admin/users/${climber}`, { method: "PATCH", json: { role: "user" } })).body.role,
    ).toBe("user");

    const self = await root.json(`/api/admin/users/${ids.root}`, { method: "PATCH", json: { role: "admin" } });
    expect(self.status, JSON.stringify(self.body)).toBe(409);
    expect((await root.request(`/api/admin/users/${ids.root}`, { method: "DELETE" })).status).toBe(409);
    expect(
      (await admin.json(`/api/admin/users/${ids.admin}`, { method: "PATCH", json: { status: "banned" } })).status,
    ).toBe(409);

    // With a second super_admin, the first can be demoted by the second — but never the last one.
    await signUpVerified(app, "second@example.com");
    const second = await idOf("second@example.com");
    await root.json(`/api/admin/users/${second}`, { method: "PATCH", json: { role: "super_admin" } });
    const secondClient = app.client();
    await secondClient.json("/api/auth/sign-in/email", {
      json: { email: "second@example.com", password: "Quill$tack2026" },
    });
    await root.json(`/api/admin/users/${second}`, { method: "PATCH", json: { role: "user" } });
    const lastOne = await secondClient.json(`/api/admin/users/${ids.root}`, {
      method: "PATCH",
      json: { role: "user" },
    });
    expect(lastOne.status).toBe(403); // second is no longer super_admin
    const [rootProfile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, ids.root));
    expect(rootProfile.role).toBe("super_admin");
  });

  it("edits save plan, limit and role; a suspension ends the user's sessions at once; every action is logged", async () => {
    const edited = await signUpVerified(app, "edited@example.com");
    const id = await idOf("edited@example.com");
    const bad = await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { wordsLimit: 12.5 } });
    expect(bad.body.error.message).toBe("Word limit must be a whole number.");
    const saved = await admin.json(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { planType: "pro", wordsLimit: 50000 },
    });
    expect(saved.body).toMatchObject({ planType: "pro", wordsLimit: 50000 });
    expect((await edited.json("/api/me/usage")).body.wordsLimit).toBe(50000);

    await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { status: "suspended" } });
    expect((await edited.json("/api/me")).status).toBe(401);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);

    const logs = await app.database.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.adminEmail, "admin@example.com"));
    const actions = logs.map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(["UPDATE_USER_PLAN", "UPDATE_USER_STATUS"]));
    expect(logs.find((l) => l.action === "UPDATE_USER_STATUS")?.details).toMatchObject({
      user_id: id,
      new_state: "suspended",
    });
  });

  it("a word limit must be a JSON integer: empty, null, lists, booleans and strings are refused, never coerced", async () => {
    await signUpVerified(app, "strict-limit@example.com");
    const id = await idOf("strict-limit@example.com");
    for (const wordsLimit of ["", null, [], true, false, "5000", {}, 12.5]) {
      const res = await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { wordsLimit } });
      expect(res.status, JSON.stringify(wordsLimit)).toBe(400);
      expect(res.body.error.message, JSON.stringify(wordsLimit)).toBe("Word limit must be a whole number.");
    }
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile.wordsLimit).toBe(2000);
    const saved = await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { wordsLimit: 0 } });
    expect(saved.body).toMatchObject({ wordsLimit: 0 });
  });

  it("a plan granted by an admin is a subscription at the plan's price; back to free cancels it", async () => {
    await signUpVerified(app, "granted@example.com");
    const id = await idOf("granted@example.com");
    const rows = () => app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const before = (await admin.json("/api/admin/billing/stats")).body;

    await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { planType: "pro", wordsLimit: 50000 } });
    expect(await rows()).toMatchObject([{ planType: "pro", status: "active", amount: "19.00", currency: "USD" }]);
    // Saving the same plan again (the edit dialog sends it with every change) opens no second row.
    await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { planType: "pro", wordsLimit: 60000 } });
    expect(await rows()).toHaveLength(1);
    const after = (await admin.json("/api/admin/billing/stats")).body;
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(Number(after.totalRevenue)).toBeCloseTo(Number(before.totalRevenue) + 19);
    const listed = (await admin.json(`/api/admin/billing/subscriptions?search=${id}`)).body;
    expect(JSON.stringify(listed)).toContain(id);

    await admin.json(`/api/admin/users/${id}`, { method: "PATCH", json: { planType: "free" } });
    expect(await rows()).toMatchObject([{ planType: "pro", status: "cancelled" }]);
    expect((await admin.json("/api/admin/billing/stats")).body.activeSubscriptions).toBe(before.activeSubscriptions);
  });

  it("reset usage zeroes the meter and keeps words_used equal to the logs counted since the reset", async () => {
    await signUpVerified(app, "reset@example.com");
    const id = await idOf("reset@example.com");
    await app.database.db.insert(usageLogs).values({ userId: id, toolName: "paraphraser", wordsGenerated: 300 });
    await app.database.db.update(profiles).set({ wordsUsed: 300 }).where(eq(profiles.userId, id));
    expect((await admin.json(`/api/admin/users/${id}/reset-usage`, { json: {} })).status).toBe(200);
    const [row] = await app.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(row.wordsUsed).toBe(0);
    const [since] = await app.database.db
      .select({ n: sql<number>`coalesce(sum(${usageLogs.wordsGenerated}), 0)` })
      .from(usageLogs)
      .where(sql`${usageLogs.userId} = ${id} and ${usageLogs.createdAt} >= ${row.usageSince!.toISOString()}`);
    expect(Number(since.n)).toBe(0);
  });

  it("delete removes the profile, sessions and usage logs together", async () => {
    await signUpVerified(app, "gone@example.com");
    const id = await idOf("gone@example.com");
    await app.database.db.insert(usageLogs).values({ userId: id, toolName: "humanizer", wordsGenerated: 10 });
    expect((await root.request(`/api/admin/users/${id}`, { method: "DELETE" })).status).toBe(200);
    for (const table of [profiles, sessions, usageLogs] as const) {
      expect(await app.database.db.select().from(table).where(eq(table.userId, id))).toEqual([]);
    }
  });

  it("user list: newest first, search by name or id, role and status filters, paging in SQL", async () => {
    const all = await admin.json("/api/admin/users?pageSize=200");
    const created = all.body.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const byName = await admin.json("/api/admin/users?search=uma%20us");
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual(["user@example.com"]);
    const byId = await admin.json(`/api/admin/users?search=${ids.user.slice(2, 10)}`);
    expect(byId.body.users[0].id).toBe(ids.user);
    const admins = await admin.json("/api/admin/users?role=super_admin");
    expect(admins.body.users.every((u: { role: string }) => u.role === "super_admin")).toBe(true);
    const page = await admin.json("/api/admin/users?pageSize=2&page=2");
    expect(page.body.users).toHaveLength(2);
    expect(page.body.total).toBe(all.body.total);
    expect((await admin.json("/api/admin/users?status=nope")).status).toBe(400);
  });

  it("usage logs: search, tool filter, sort and paging beyond 1000 rows; tools stored by slug, shown by name", async () => {
    const id = ids.user;
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      userId: id,
      toolName: i % 2 ? "paraphraser" : "poem-creator",
      wordsGenerated: i,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await app.database.db.insert(usageLogs).values(rows);
    // A value that is no registered tool's slug (say, a retired tool) is shown as stored.
    await app.database.db.insert(usageLogs).values({
      userId: id,
      toolName: "Retired Tool",
      wordsGenerated: 1,
      createdAt: new Date(Date.now() - 2000 * 1000),
    });
    const first = await admin.json("/api/admin/usage-logs");
    expect(first.body.logs).toHaveLength(1000);
    expect(first.body.hasMore).toBe(true);
    const mine = (words: number) =>
      first.body.logs.find(
        (l: { userId: string; wordsGenerated: number }) => l.userId === id && l.wordsGenerated === words,
      );
    expect(mine(0)).toMatchObject({ slug: "poem-creator", toolName: "Poem Creator" });
    expect(mine(1)).toMatchObject({ slug: "paraphraser", toolName: "Paraphraser" });
    const second = await admin.json("/api/admin/usage-logs?page=2");
    expect(second.body.logs.length).toBeGreaterThanOrEqual(5);
    const byWords = await admin.json("/api/admin/usage-logs?sort=words");
    expect(byWords.body.logs[0].wordsGenerated).toBe(1004);

    type Log = { slug: string; toolName: string };
    const names = (logs: Log[]) => new Set(logs.map((l) => `${l.slug}|${l.toolName}`));
    const poems = await admin.json("/api/admin/usage-logs?tool=poem-creator");
    expect(poems.body.logs.length).toBeGreaterThan(0);
    expect(names(poems.body.logs)).toEqual(new Set(["poem-creator|Poem Creator"]));
    // A display name still filters (links and bookmarks from before tools were stored by slug).
    const byName = await admin.json("/api/admin/usage-logs?tool=Poem%20Creator");
    expect(byName.body.logs.map((l: { id: string }) => l.id)).toEqual(poems.body.logs.map((l: { id: string }) => l.id));
    const retired = await admin.json("/api/admin/usage-logs?tool=Retired%20Tool");
    expect(retired.body.logs).toEqual([expect.objectContaining({ slug: "Retired Tool", toolName: "Retired Tool" })]);

    // Each row names the person; search finds them by name or email, as well as by id.
    expect(mine(0)).toMatchObject({ userEmail: "user@example.com", userName: expect.any(String) });
    const byEmail = await admin.json("/api/admin/usage-logs?search=user%40example");
    expect(byEmail.body.logs.length).toBeGreaterThan(0);
    expect(new Set(byEmail.body.logs.map((l: { userId: string }) => l.userId))).toEqual(new Set([id]));
    const byPerson = await admin.json(`/api/admin/usage-logs?search=${encodeURIComponent(mine(0).userName)}`);
    expect(byPerson.body.logs.map((l: { userId: string }) => l.userId)).toContain(id);

    // Search matches the slug and the display name.
    const search = await admin.json("/api/admin/usage-logs?search=paraph");
    expect(names(search.body.logs)).toEqual(new Set(["paraphraser|Paraphraser"]));
    const searchName = await admin.json("/api/admin/usage-logs?search=poem%20cr");
    expect(searchName.body.logs.length).toBeGreaterThan(0);
    expect(names(searchName.body.logs)).toEqual(new Set(["poem-creator|Poem Creator"]));

    // The filter's choices: the slug to filter by and the name to show, in name order.
    const tools = (await admin.json("/api/admin/usage-logs/tools")).body as { slug: string; name: string }[];
    expect(tools).toEqual(
      expect.arrayContaining([
        { slug: "paraphraser", name: "Paraphraser" },
        { slug: "poem-creator", name: "Poem Creator" },
        { slug: "Retired Tool", name: "Retired Tool" },
      ]),
    );
    expect(tools.map((t) => t.name)).toEqual([...tools.map((t) => t.name)].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("usage logs: each row names its surface, and the surface filter keeps only that surface's rows", async () => {
    const surfaces = ["app", "editor", "api", "mcp", "openai"] as const;
    await app.database.db.insert(usageLogs).values(
      surfaces.map((surface, i) => ({
        userId: ids.user,
        toolName: "summarizer",
        wordsGenerated: 7000 + i,
        surface,
        createdAt: new Date(Date.now() + 60_000 + i),
      })),
    );
    const latest = await admin.json("/api/admin/usage-logs");
    const shown = latest.body.logs
      .filter((l: { wordsGenerated: number }) => l.wordsGenerated >= 7000)
      .map((l: { surface: string; wordsGenerated: number }) => `${l.wordsGenerated}:${l.surface}`);
    expect(shown.sort()).toEqual(surfaces.map((s, i) => `${7000 + i}:${s}`));
    for (const surface of surfaces) {
      const only = await admin.json(`/api/admin/usage-logs?surface=${surface}`);
      expect(only.body.logs.length).toBeGreaterThan(0);
      expect(new Set(only.body.logs.map((l: { surface: string }) => l.surface))).toEqual(new Set([surface]));
    }
    expect((await admin.json("/api/admin/usage-logs?surface=fax")).status).toBe(400);
  });

  it("subscriptions: status change sets updated_at and is logged; CSV export is quoted and injection-safe", async () => {
    const [sub] = await app.database.db
      .insert(subscriptions)
      .values({
        userId: ids.user,
        planType: "=cmd|' /C calc'!A0",
        amount: "49.00",
        createdAt: new Date("2026-01-01T00:00:00Z"),
        updatedAt: new Date("2026-01-01T00:00:00Z"),
      })
      .returning();
    const changed = await admin.json(`/api/admin/billing/subscriptions/${sub.id}`, {
      method: "PATCH",
      json: { status: "cancelled" },
    });
    expect(changed.body.status).toBe("cancelled");
    expect(new Date(changed.body.updatedAt).getTime()).toBeGreaterThan(new Date("2026-01-02").getTime());
    const res = await admin.request("/api/admin/billing/subscriptions/export");
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toBe("Subscription ID,User ID,Plan,Status,Amount,Currency,Created,Updated");
    expect(csv).toContain(`${sub.id},${ids.user},'=cmd|' /C calc'!A0,cancelled,49.00,USD`);
    const filtered = await admin.json("/api/admin/billing/subscriptions?status=active");
    expect(filtered.body.every((s: { status: string }) => s.status === "active")).toBe(true);
  });
});

describe("stats and billing formulas against seeded data", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(() => app?.drop());

  it("computes the overview and billing cards as defined in stats.ts", async () => {
    const now = new Date("2026-11-15T12:00:00Z");
    const db = app.database.db;
    const mk = async (email: string) => {
      await signUpVerified(app, email);
      return (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    };
    const [a, b, c, d] = [await mk("a@s.test"), await mk("b@s.test"), await mk("c@s.test"), await mk("d@s.test")];
    await db
      .update(profiles)
      .set({ lastLogin: new Date("2026-11-02T00:00:00Z"), wordsUsed: 100, usagePeriod: "2026-11" })
      .where(eq(profiles.userId, a));
    await db
      .update(profiles)
      .set({ lastLogin: new Date("2026-10-30T23:59:59Z"), wordsUsed: 250, usagePeriod: "2026-11" })
      .where(eq(profiles.userId, b));
    // Last used in October: its counter belongs to October, not to this month's total.
    await db
      .update(profiles)
      .set({ lastLogin: new Date("2026-10-20T00:00:00Z"), wordsUsed: 700, usagePeriod: "2026-10" })
      .where(eq(profiles.userId, d));
    await db.update(profiles).set({ lastLogin: null, wordsUsed: 0 }).where(eq(profiles.userId, c));
    await db.insert(usageLogs).values([
      { userId: a, toolName: "paraphraser", wordsGenerated: 600, createdAt: new Date("2026-11-01T00:00:00Z") },
      { userId: b, toolName: "paraphraser", wordsGenerated: 400, createdAt: new Date("2026-11-14T10:00:00Z") },
      { userId: b, toolName: "humanizer", wordsGenerated: 1500, createdAt: new Date("2026-11-10T10:00:00Z") },
      { userId: a, toolName: "humanizer", wordsGenerated: 999, createdAt: new Date("2026-10-31T23:59:59Z") },
    ]);
    const stats = await adminStats(db, now);
    expect(stats).toMatchObject({
      totalUsers: 4,
      activeThisMonth: 1,
      wordsThisMonth: 2500,
      totalUserUsage: 350,
      estimatedApiCost: "0.01", // 2500 / 1000 × 0.0036 = 0.009
    });
    // usage_logs hold slugs; the overview shows the tools' names.
    expect(stats.topTools).toEqual([
      { tool: "Humanizer", slug: "humanizer", words: 1500, runs: 1 },
      { tool: "Paraphraser", slug: "paraphraser", words: 1000, runs: 2 },
    ]);
    expect(stats.dailyWords).toHaveLength(30);
    expect(stats.dailyWords.find((d) => d.day === "2026-11-10")?.words).toBe(1500);
    expect(stats.dailyWords.find((d) => d.day === "2026-10-31")?.words).toBe(999);

    const sub = (
      userId: string,
      amount: string,
      status: "active" | "cancelled" | "paused",
      created: string,
      updated = created,
    ) => ({
      userId,
      planType: "pro",
      amount,
      status,
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    });
    await db
      .insert(subscriptions)
      .values([
        sub(a, "19.00", "active", "2026-11-03T00:00:00Z"),
        sub(b, "49.00", "active", "2026-10-05T00:00:00Z"),
        sub(c, "19.00", "cancelled", "2026-10-07T00:00:00Z", "2026-10-20T00:00:00Z"),
        sub(c, "19.00", "cancelled", "2026-10-08T00:00:00Z", "2026-11-02T00:00:00Z"),
        sub(a, "10.00", "paused", "2026-09-01T00:00:00Z"),
      ]);
    expect(await billingStats(db, now)).toEqual({
      totalRevenue: "116.00",
      monthlyRevenue: "19.00",
      activeSubscriptions: 2,
      churnRate: "33.3", // 1 cancelled & updated in October / 3 created in October
      averageRevenuePerUser: "58.00",
    });
    expect(monthStart(now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });
});
