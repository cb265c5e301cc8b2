import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { latestLinkFor, STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

describe.each(BACKENDS)("accounts on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "Boss@Example.com" });
  });
  afterAll(() => app?.drop());

  it("signs up, confirms by the emailed link, signs in and reads /api/me", async () => {
    const client = app.client();
    const signUp = await client.json("/api/auth/sign-up/email", {
      json: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        password: STRONG_PASSWORD,
        callbackURL: "/auth?verified=1",
      },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toBeNull(); // not signed in until confirmed

    const early = await client.json("/api/auth/sign-in/email", {
      json: { email: "ada@example.com", password: STRONG_PASSWORD, callbackURL: "/auth?verified=1" },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const link = new URL(await latestLinkFor(app, "ada@example.com"));
    expect(link.pathname).toBe("/api/auth/verify-email");
    const verify = await client.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/auth?verified=1");

    const signIn = await client.json("/api/auth/sign-in/email", {
      json: { email: "ada@example.com", password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const me = await client.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "ada@example.com",
      fullName: "Ada Lovelace",
      role: "user",
      status: "active",
      planType: "free",
      wordsUsed: 0,
      wordsLimit: 2000,
      emailVerified: true,
    });
    expect(me.body.lastLogin).not.toBeNull();
  });

  it("refuses a wrong password and a second account on the same email", async () => {
    await signUpVerified(app, "wrong@example.com");
    const client = app.client();
    const bad = await client.json("/api/auth/sign-in/email", {
      json: { email: "wrong@example.com", password: "Nope$1234" },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const again = await client.json("/api/auth/sign-up/email", {
      json: { name: "Twin", email: "wrong@example.com", password: STRONG_PASSWORD },
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe("USER_ALREADY_EXISTS");
  });

  it("requires a full name of at most 50 characters at sign-up", async () => {
    const long = await app.client().json("/api/auth/sign-up/email", {
      json: { name: "x".repeat(51), email: "longname@example.com", password: STRONG_PASSWORD },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Name must be at most 50 characters.");
    const blank = await app.client().json("/api/auth/sign-up/email", {
      json: { name: "  ", email: "blank@example.com", password: STRONG_PASSWORD },
    });
    expect(blank.body.message).toBe("Please enter your full name.");
  });

  it("holds sign-up to the rules of reset and change, in their words; any symbol is a special character", async () => {
    // Each attempt from a client of its own: its own address, so its own rate-limit bucket.
    const signUp = (n: number, password: string) =>
      app.client().json("/api/auth/sign-up/email", { json: { name: "New", email: `rule${n}@example.com`, password } });
    for (const [n, password, message] of [
      [1, "Ab1$xyz", "Password must be at least 8 characters long"],
      [2, "alllowercase1$", "Password must contain at least one uppercase letter"],
      [3, "Nodigits-here", "Password must contain at least one number"],
      [4, "NoSymbols123", "Password must contain at least one special character (@$!%*?&)"],
    ] as const) {
      const res = await signUp(n, password);
      expect(res.status, password).toBe(400);
      expect(res.body).toMatchObject({ code: "PASSWORD_REQUIREMENTS", message });
    }
    expect((await signUp(5, "New-Sturdy-Pass-456")).status).toBe(200);
  });

  it("refuses /api/me when signed out", async () => {
    const res = await app.client().json("/api/me");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("bans: sign-in refused and the open session ends at once", async () => {
    const client = await signUpVerified(app, "banned@example.com");
    expect((await client.json("/api/me")).status).toBe(200);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "banned@example.com"));
    // The session stays cached in the user's cookie (and their state in memory); the ban ends it anyway.
    const admin = await signUpVerified(app, "banner@example.com");
    await app.database.db
      .update(profiles)
      .set({ role: "admin" })
      .where(eq(profiles.userId, (await admin.json("/api/me")).body.id));
    expect(
      (await admin.json(`/api/admin/users/${user.id}`, { method: "PATCH", json: { status: "banned" } })).status,
    ).toBe(200);

    // The session was cached in its cookie: it is refused all the same (the session epoch moved).
    const refused = await client.json("/api/me");
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("UNAUTHORIZED");
    const signIn = await app.client().json("/api/auth/sign-in/email", {
      json: { email: "banned@example.com", password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("ACCOUNT_BANNED");

    await app.database.db.update(profiles).set({ status: "active" }).where(eq(profiles.userId, user.id));
    // The earlier session was deleted, not just refused: reactivating does not revive it.
    expect((await client.json("/api/me")).status).toBe(401);
  });

  it("suspended accounts cannot sign in", async () => {
    await signUpVerified(app, "susp@example.com");
    const [user] = await app.database.db.select().from(users).where(eq(users.email, "susp@example.com"));
    await app.database.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.userId, user.id));
    const signIn = await app.client().json("/api/auth/sign-in/email", {
      json: { email: "susp@example.com", password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("ACCOUNT_SUSPENDED");
  });

  it("change-password verifies the current password, enforces the rules and ends other sessions", async () => {
    const email = "pw@example.com";
    const first = await signUpVerified(app, email);
    const second = app.client();
    expect((await second.json("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } })).status).toBe(
      200,
    );

    const wrong = await first.json("/api/auth/change-password", {
      json: { currentPassword: "Wrong$Pass1", newPassword: "Better$Pass2", revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");

    const weak = await first.json("/api/auth/change-password", {
      json: { currentPassword: STRONG_PASSWORD, newPassword: "alllowercase1$", revokeOtherSessions: true },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must contain at least one uppercase letter");

    const same = await first.json("/api/auth/change-password", {
      json: { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD, revokeOtherSessions: true },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("New password must be different from current password");

    first.ip = "10.200.0.1"; // a fresh rate-limit bucket: change-password allows 3 tries per 10 s
    const ok = await first.json("/api/auth/change-password", {
      json: { currentPassword: STRONG_PASSWORD, newPassword: "Better$Pass2", revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await first.json("/api/me")).status).toBe(200);
    expect((await second.json("/api/me")).status).toBe(401);

    const old = await app.client().json("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await app.client().json("/api/auth/sign-in/email", { json: { email, password: "Better$Pass2" } });
    expect(fresh.status).toBe(200);
  });

  it("gives ADMIN_EMAILS accounts the super_admin role, case-insensitively", async () => {
    const client = await signUpVerified(app, "boss@example.com");
    expect((await client.json("/api/me")).body.role).toBe("super_admin");
  });

  it("saves the profile name and theme, and rejects a bad name", async () => {
    const client = await signUpVerified(app, "named@example.com", "Old Name");
    const saved = await client.json("/api/me", { method: "PATCH", json: { fullName: "  New Name ", theme: "light" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: "New Name", theme: "light" });
    expect((await client.json("/api/me")).body.fullName).toBe("New Name");
    const session = await client.json("/api/auth/get-session");
    expect(session.body.user.name).toBe("New Name");

    const empty = await client.json("/api/me", { method: "PATCH", json: { fullName: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Please enter your full name.");
    const long = await client.json("/api/me", { method: "PATCH", json: { fullName: "x".repeat(51) } });
    expect(long.status).toBe(400);
    expect((await client.json("/api/me")).body.fullName).toBe("New Name");
  });

  it("shows the account's picture (Google's) when it is an https address", async () => {
    const client = await signUpVerified(app, "pictured@example.com");
    expect((await client.json("/api/me")).body.avatarUrl).toBeNull();
    const picture = "https://lh3.googleusercontent.com/a/portrait=s96-c";
    expect((await client.request("/api/auth/update-user", { json: { image: picture } })).status).toBe(200);
    expect((await client.json("/api/me")).body.avatarUrl).toBe(picture);
    await client.request("/api/auth/update-user", { json: { image: "javascript:alert(1)" } });
    expect((await client.json("/api/me")).body.avatarUrl).toBeNull();
  });

  it("signs out on the server", async () => {
    const client = await signUpVerified(app, "out@example.com");
    const cookies = new Map(client.cookies);
    expect((await client.json("/api/auth/sign-out", { json: {} })).status).toBe(200);
    client.cookies = cookies; // replaying the old cookie must not work: the session row is gone
    expect((await client.json("/api/me")).status).toBe(401);
  });

  it("rate-limits repeated sign-in attempts from one address", async () => {
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.request("/api/auth/sign-in/email", {
        json: { email: "nobody@example.com", password: "Wrong$Pass1" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never limits reading one's session: a school behind one address loads pages freely", async () => {
    // Every page asks for the session once; Better Auth's default (100 per 10 s per address and path)
    // answered 429 to a class of thirty behind one NAT address, and to a visitor's quick clicks.
    const reader = await signUpVerified(app, "many-tabs@example.com");
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await reader.request("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
    expect((await reader.json("/api/auth/get-session")).body.user.email).toBe("many-tabs@example.com");
  });
});
