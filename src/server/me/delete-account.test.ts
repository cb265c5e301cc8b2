import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, apiKeys, organizationMembers, profiles, runs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

describe.each(BACKENDS)("deleting one's own account (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "chief@example.com" });
  });
  afterAll(() => app?.drop());

  const db = () => app.database.db;
  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const remove = (client: Awaited<ReturnType<typeof signUpVerified>>, confirmation: unknown) =>
    client.json("/api/me", { method: "DELETE", json: { confirmation } });

  it("asks for the password, then removes the account with its documents and API keys", async () => {
    const email = "leaving@example.com";
    const client = await signUpVerified(app, email);
    const other = await signUpVerified(app, "staying@example.com");
    const id = (await idOf(email))!;
    expect((await client.json("/api/api-keys", { json: { name: "Mine" } })).status).toBe(201);
    await db()
      .insert(runs)
      .values({ userId: id, tool: "paraphraser", title: "Mine", input: { text: "hi" }, usagePeriod: "2026-11" });
    await db()
      .insert(runs)
      .values({
        userId: (await idOf("staying@example.com"))!,
        tool: "paraphraser",
        title: "Theirs",
        input: { text: "hi" },
        usagePeriod: "2026-11",
      });

    const empty = await remove(client, "");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Type your password or email address to confirm.");
    const wrong = await remove(client, "Wrong$Pass1");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("The password is not correct.");
    // The email does not do for an account that has a password.
    expect((await remove(client, email)).status).toBe(400);
    expect((await client.json("/api/me")).status).toBe(200);

    const done = await client.request("/api/me", { method: "DELETE", json: { confirmation: STRONG_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().join("\n")).toMatch(/session_token=;/);
    expect(await idOf(email)).toBeUndefined();
    expect(await db().select().from(runs).where(eq(runs.userId, id))).toEqual([]);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, id))).toEqual([]);
    expect(await db().select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);
    expect((await client.json("/api/me")).status).toBe(401);
    const signIn = await app.client().json("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } });
    expect(signIn.status).toBe(401);
    // Nobody else's data went with it.
    expect((await other.json("/api/me")).status).toBe(200);
    expect(await db().select().from(runs).where(eq(runs.title, "Theirs"))).toHaveLength(1);
  });

  it("takes the email address for an account without a password (Google, SSO)", async () => {
    const email = "googler@example.com";
    const client = await signUpVerified(app, email);
    const id = (await idOf(email))!;
    await db()
      .delete(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
    const wrong = await remove(client, "someone@example.com");
    expect(wrong.body.error.message).toBe("The email address you typed is not this account's.");
    expect((await remove(client, "  GOOGLER@example.com ")).status).toBe(200);
    expect(await idOf(email)).toBeUndefined();
  });

  it("refuses the last super admin, with the reason", async () => {
    const chief = await signUpVerified(app, "chief@example.com");
    const refused = await remove(chief, STRONG_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "You are the last super admin. Make another account super admin before deleting yours, so someone can still run the site.",
    );
    expect((await chief.json("/api/me")).status).toBe(200);

    await signUpVerified(app, "deputy@example.com");
    await db()
      .update(profiles)
      .set({ role: "super_admin" })
      .where(eq(profiles.userId, (await idOf("deputy@example.com"))!));
    chief.ip = "10.202.0.1";
    expect((await remove(chief, STRONG_PASSWORD)).status).toBe(200);
    expect(await idOf("chief@example.com")).toBeUndefined();
  });

  it("refuses the only owner of an organization with other members", async () => {
    const admin = await signUpVerified(app, "orgadmin@example.com");
    await db()
      .update(profiles)
      .set({ role: "super_admin" })
      .where(eq(profiles.userId, (await idOf("orgadmin@example.com"))!));
    const owner = await signUpVerified(app, "owner@example.com");
    await signUpVerified(app, "member@example.com");
    const org = await admin.json("/api/admin/organizations", {
      json: { name: "Acme", poolWords: 1000, ownerEmail: "owner@example.com" },
    });
    expect(org.status).toBe(201);
    await db()
      .insert(organizationMembers)
      .values({ userId: (await idOf("member@example.com"))!, organizationId: org.body.id });

    const refused = await remove(owner, STRONG_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "You are the only owner of Acme, which has other members. Make one of them owner (or remove them) before deleting your account.",
    );
    await db()
      .delete(organizationMembers)
      .where(eq(organizationMembers.userId, (await idOf("member@example.com"))!));
    owner.ip = "10.203.0.1";
    expect((await remove(owner, STRONG_PASSWORD)).status).toBe(200);
  });
});
