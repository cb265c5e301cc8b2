import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoJoinByDomain } from "../auth/auto-join";
import {
  adminActivityLogs,
  emailOutbox,
  organizationInvitations,
  organizationMembers,
  organizations,
  profiles,
  usageLogs,
  users,
} from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";

const PUBLIC_URL = "https://quill.example.org";
type Who = "anon" | "member" | "manager" | "owner" | "otherOwner" | "admin";
const WHO: Who[] = ["anon", "member", "manager", "owner", "otherOwner", "admin"];

describe.each(BACKENDS)("organizations (%s)", (kind) => {
  let app: TestApp;
  const clients = {} as Record<Who, TestClient>;
  const ids = {} as Record<string, string>;
  let orgId: string;
  let otherOrgId: string;

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  /** The token of the newest invitation link mailed to this address. */
  const tokenMailedTo = async (email: string) => {
    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const link = new RegExp(`${PUBLIC_URL}/join/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
    if (!link) throw new Error(`no invitation link mailed to ${email}`);
    return link[1];
  };
  const invite = async (by: TestClient, email: string, role = "member") => {
    const res = await by.json("/api/organization/invitations", { json: { email, role } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { invitation: res.body, token: await tokenMailedTo(email) };
  };
  const join = async (client: TestClient, token: string) =>
    client.json("/api/organization/invitations/accept", { json: { token } });
  const memberRow = async (userId: string) =>
    (await app.database.db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId)))[0];

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com", PUBLIC_URL });
    clients.anon = app.client();
    clients.admin = await signUpVerified(app, "root@example.com", "Root");
    clients.owner = await signUpVerified(app, "olive@acme.test", "Olive Owner");
    clients.manager = await signUpVerified(app, "manny@acme.test", "Manny Manager");
    clients.member = await signUpVerified(app, "mia@acme.test", "Mia Member");
    clients.otherOwner = await signUpVerified(app, "oscar@other.test", "Oscar Other");
    for (const [who, email] of [
      ["owner", "olive@acme.test"],
      ["manager", "manny@acme.test"],
      ["member", "mia@acme.test"],
      ["otherOwner", "oscar@other.test"],
      ["admin", "root@example.com"],
    ]) {
      ids[who] = await idOf(email);
    }
    const created = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Acme School", poolWords: 100_000, ownerEmail: "Olive@Acme.test", domains: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orgId = created.body.id;
    const other = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Other Org", poolWords: 5_000, ownerEmail: "oscar@other.test" },
    });
    otherOrgId = other.body.id;
    const manager = await invite(clients.owner, "manny@acme.test", "manager");
    expect((await join(clients.manager, manager.token)).status).toBe(200);
    const member = await invite(clients.manager, "mia@acme.test");
    expect((await join(clients.member, member.token)).status).toBe(200);
  }, 120_000);
  afterAll(() => app?.drop());

  it("answers every route by who asks (the authorization matrix)", async () => {
    const pending = await invite(clients.owner, "pending@example.com");
    const nobody = "00000000-0000-4000-8000-000000000000";
    type Row = [string, string, unknown, Record<Who, number>];
    const all = (anon: number, member: number, manager: number, owner: number, otherOwner: number, admin: number) => ({
      anon,
      member,
      manager,
      owner,
      otherOwner,
      admin,
    });
    const rows: Row[] = [
      ["GET", "/api/organization", undefined, all(401, 200, 200, 200, 200, 200)],
      ["GET", "/api/organization/members", undefined, all(401, 403, 200, 200, 200, 404)],
      ["PATCH", `/api/organization/members/${ids.member}`, { capWords: 5000 }, all(401, 403, 200, 200, 404, 404)],
      ["DELETE", "/api/organization/members/nobody", undefined, all(401, 403, 404, 404, 404, 404)],
      ["GET", "/api/organization/invitations", undefined, all(401, 403, 200, 200, 200, 404)],
      [
        "POST",
        "/api/organization/invitations",
        { email: "matrix@example.com", role: "member" },
        all(401, 403, 201, 201, 201, 404),
      ],
      ["DELETE", `/api/organization/invitations/${nobody}`, undefined, all(401, 403, 404, 404, 404, 404)],
      // The other organization's owner tried first (below, before the matrix); the manager revokes it.
      [
        "DELETE",
        `/api/organization/invitations/${pending.invitation.id}`,
        undefined,
        all(401, 403, 200, 404, 404, 404),
      ],
      ["POST", "/api/organization/invitations/accept", { token: "bogus" }, all(401, 404, 404, 404, 404, 404)],
      ["GET", "/api/organization/invitations/preview?token=bogus", undefined, all(404, 404, 404, 404, 404, 404)],
      ["PUT", "/api/organization/tools/paraphraser", { enabled: true }, all(401, 403, 200, 200, 200, 404)],
      ["GET", "/api/organization/usage.csv", undefined, all(401, 403, 200, 200, 200, 404)],
      ["GET", "/api/admin/organizations", undefined, all(401, 403, 403, 403, 403, 200)],
      ["POST", "/api/admin/organizations", {}, all(401, 403, 403, 403, 403, 400)],
      ["PATCH", `/api/admin/organizations/${orgId}`, {}, all(401, 403, 403, 403, 403, 200)],
      ["DELETE", `/api/admin/organizations/${nobody}`, undefined, all(401, 403, 403, 403, 403, 404)],
    ];
    const foreign = await clients.otherOwner.request(`/api/organization/invitations/${pending.invitation.id}`, {
      method: "DELETE",
    });
    expect(foreign.status).toBe(404);
    const failures: string[] = [];
    for (const [method, path, json, expected] of rows) {
      for (const who of WHO) {
        const res = await clients[who].request(path, { method, ...(json !== undefined ? { json } : {}) });
        if (res.status !== expected[who])
          failures.push(`${method} ${path} as ${who}: ${res.status} ≠ ${expected[who]}`);
        await res.text();
      }
    }
    expect(failures).toEqual([]);

    // A suspended manager manages nothing.
    await clients.owner.json(`/api/organization/members/${ids.manager}`, {
      method: "PATCH",
      json: { suspended: true },
    });
    expect((await clients.manager.request("/api/organization/members")).status).toBe(403);
    expect((await clients.manager.json("/api/organization")).body).toMatchObject({ role: "manager", suspended: true });
    await clients.owner.json(`/api/organization/members/${ids.manager}`, {
      method: "PATCH",
      json: { suspended: false },
    });
    expect((await clients.manager.request("/api/organization/members")).status).toBe(200);
  });

  it("shows each member their organization, pool and cap this month (earlier months read as 0)", async () => {
    const lastMonth = "2000-01";
    await app.database.db
      .update(organizations)
      .set({ wordsUsed: 999, usagePeriod: lastMonth })
      .where(eq(organizations.id, otherOrgId));
    await app.database.db
      .update(organizationMembers)
      .set({ wordsUsed: 250, capWords: 1_000 })
      .where(eq(organizationMembers.userId, ids.member));
    await app.database.db.update(organizations).set({ wordsUsed: 700 }).where(eq(organizations.id, orgId));
    const mine = (await clients.member.json("/api/organization")).body;
    expect(mine).toMatchObject({
      id: orgId,
      name: "Acme School",
      role: "member",
      suspended: false,
      poolWords: 100_000,
      poolUsed: 700,
      capWords: 1_000,
      wordsUsed: 250,
    });
    expect((await clients.otherOwner.json("/api/organization")).body).toMatchObject({ poolUsed: 0, role: "owner" });
    expect((await clients.admin.json("/api/organization")).body).toBeNull();
    const listed = (await clients.admin.json("/api/admin/organizations")).body;
    expect(listed).toEqual([
      expect.objectContaining({ id: orgId, name: "Acme School", poolWords: 100_000, poolUsed: 700, members: 3 }),
      expect.objectContaining({ id: otherOrgId, poolUsed: 0, members: 1 }),
    ]);
  });

  it("runs an invitation's life: mailed link, preview, wrong account refused, one of 10 accepts wins, then used", async () => {
    const newbie = await signUpVerified(app, "newbie@example.com", "New Bee");
    const stranger = await signUpVerified(app, "stranger@example.com", "Stranger");
    const { invitation, token } = await invite(clients.owner, "NewBie@Example.com");
    expect(invitation).toMatchObject({ email: "newbie@example.com", role: "member", emailed: true });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await app.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, invitation.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toHaveLength(64);
    const days = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "newbie@example.com"))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail.subject).toBe("Olive Owner invited you to join Acme School on Quillstack");

    const preview = await clients.anon.json(`/api/organization/invitations/preview?token=${token}`);
    expect(preview).toEqual({
      status: 200,
      body: { organization: "Acme School", inviter: "Olive Owner", email: "newbie@example.com", role: "member" },
    });
    const wrong = await join(stranger, token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe("INVITATION_WRONG_ACCOUNT");
    // Someone already in an organization cannot accept.
    const mineAlready = await invite(clients.owner, "oscar@other.test");
    expect((await join(clients.otherOwner, mineAlready.token)).body.error.code).toBe("ALREADY_IN_ORGANIZATION");

    const answers = await Promise.all(Array.from({ length: 10 }, () => join(newbie, token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 410)).toBe(true);
    expect(answers.find((a) => a.status === 200)?.body).toMatchObject({ id: orgId, role: "member" });
    expect(await memberRow(await idOf("newbie@example.com"))).toMatchObject({ organizationId: orgId, role: "member" });
    const used = await clients.anon.json(`/api/organization/invitations/preview?token=${token}`);
    expect(used.status).toBe(410);
    expect(used.body.error.code).toBe("INVITATION_USED");
    expect(
      (await clients.owner.json("/api/organization/invitations")).body.map((i: { id: string }) => i.id),
    ).not.toContain(invitation.id);
  });

  it("refuses expired and revoked invitations; inviting the same address again replaces the old link", async () => {
    const late = await signUpVerified(app, "late@example.com", "Late");
    const first = await invite(clients.owner, "late@example.com");
    const second = await invite(clients.owner, "LATE@example.com");
    const pending = (await clients.owner.json("/api/organization/invitations")).body.filter(
      (i: { email: string }) => i.email === "late@example.com",
    );
    expect(pending.map((i: { id: string }) => i.id)).toEqual([second.invitation.id]);
    expect((await join(late, first.token)).body.error.code).toBe("INVITATION_REVOKED");

    await app.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, second.invitation.id));
    expect((await clients.anon.json(`/api/organization/invitations/preview?token=${second.token}`)).status).toBe(410);
    const expired = await join(late, second.token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe("INVITATION_EXPIRED");

    const third = await invite(clients.manager, "late@example.com");
    expect(
      (await clients.manager.request(`/api/organization/invitations/${third.invitation.id}`, { method: "DELETE" }))
        .status,
    ).toBe(200);
    expect((await join(late, third.token)).body.error.code).toBe("INVITATION_REVOKED");
    expect(await memberRow(await idOf("late@example.com"))).toBeUndefined();

    // Managers invite members only; owners any role; a member of the organization is not invited again.
    expect(
      (
        await clients.manager.json("/api/organization/invitations", {
          json: { email: "x@example.com", role: "manager" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await clients.owner.json("/api/organization/invitations", { json: { email: "mia@acme.test" } })).status,
    ).toBe(409);
  });

  it("enforces the role rules: only owners grant roles, no self-changes, never without an owner", async () => {
    const self = await clients.owner.json(`/api/organization/members/${ids.owner}`, {
      method: "PATCH",
      json: { role: "member" },
    });
    expect(self.status).toBe(409);
    expect(
      (
        await clients.manager.json(`/api/organization/members/${ids.manager}`, {
          method: "PATCH",
          json: { suspended: true },
        })
      ).status,
    ).toBe(409);
    // Nothing to change answers the member as they are.
    expect(
      (await clients.owner.json(`/api/organization/members/${ids.member}`, { method: "PATCH", json: {} })).body,
    ).toMatchObject({ userId: ids.member, role: "member" });
    // A cap of one's own is fine.
    expect(
      (
        await clients.owner.json(`/api/organization/members/${ids.owner}`, {
          method: "PATCH",
          json: { capWords: 9000 },
        })
      ).body,
    ).toMatchObject({ capWords: 9000 });
    expect(
      (
        await clients.manager.json(`/api/organization/members/${ids.member}`, {
          method: "PATCH",
          json: { role: "manager" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await clients.manager.json(`/api/organization/members/${ids.owner}`, { method: "PATCH", json: { capWords: 1 } }))
        .status,
    ).toBe(403);
    expect((await clients.manager.request(`/api/organization/members/${ids.owner}`, { method: "DELETE" })).status).toBe(
      403,
    );
    // The last owner cannot leave.
    const leave = await clients.owner.json(`/api/organization/members/${ids.owner}`, { method: "DELETE" });
    expect(leave.status).toBe(409);
    expect(leave.body.error.code).toBe("LAST_OWNER");

    // With a second owner, the first can be demoted by the second, and the second may leave no more.
    expect(
      (
        await clients.owner.json(`/api/organization/members/${ids.manager}`, {
          method: "PATCH",
          json: { role: "owner" },
        })
      ).body,
    ).toMatchObject({ role: "owner" });
    expect(
      (
        await clients.manager.json(`/api/organization/members/${ids.owner}`, {
          method: "PATCH",
          json: { role: "manager" },
        })
      ).body,
    ).toMatchObject({ role: "manager" });
    expect((await clients.manager.json(`/api/organization/members/${ids.manager}`, { method: "DELETE" })).status).toBe(
      409,
    );
    // Two owners demoting each other at once: one wins, the organization keeps an owner, no 5xx.
    await clients.owner.json(`/api/organization/members/${ids.manager}`, { method: "PATCH", json: { role: "owner" } });
    const duel = await Promise.all([
      clients.owner.json(`/api/organization/members/${ids.manager}`, { method: "PATCH", json: { role: "member" } }),
      clients.manager.json(`/api/organization/members/${ids.owner}`, { method: "PATCH", json: { role: "member" } }),
    ]);
    expect(duel.map((d) => d.status).filter((st) => st === 200)).toHaveLength(1);
    expect(duel.every((d) => [200, 403, 409].includes(d.status))).toBe(true);
    const owners = (
      await app.database.db
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.role, "owner")))
    ).map((m) => m.userId);
    expect(owners).toHaveLength(1);
    if (owners[0] !== ids.owner) {
      await clients.manager.json(`/api/organization/members/${ids.owner}`, {
        method: "PATCH",
        json: { role: "owner" },
      });
    }
    // Back as they were.
    await clients.manager.json(`/api/organization/members/${ids.owner}`, { method: "PATCH", json: { role: "owner" } });
    await clients.owner.json(`/api/organization/members/${ids.manager}`, {
      method: "PATCH",
      json: { role: "manager" },
    });
    expect((await memberRow(ids.owner)).role).toBe("owner");
    expect((await memberRow(ids.manager)).role).toBe("manager");

    // A member may leave; a manager may remove a member.
    const leaver = await signUpVerified(app, "leaver@acme.test", "Leaver");
    const leaverId = await idOf("leaver@acme.test");
    expect((await join(leaver, (await invite(clients.owner, "leaver@acme.test")).token)).status).toBe(200);
    expect((await leaver.request(`/api/organization/members/${leaverId}`, { method: "DELETE" })).status).toBe(200);
    expect((await leaver.json("/api/organization")).body).toBeNull();
    expect((await join(leaver, (await invite(clients.owner, "leaver@acme.test")).token)).status).toBe(200);
    expect((await clients.manager.request(`/api/organization/members/${leaverId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await memberRow(leaverId)).toBeUndefined();
  });

  it("stores tool switches; lists members' words by tool this month; exports them as safe CSV", async () => {
    const off = await clients.owner.json("/api/organization/tools/paraphraser", {
      method: "PUT",
      json: { enabled: false },
    });
    expect(off.body).toEqual({ disabledTools: ["paraphraser"] });
    await clients.manager.json("/api/organization/tools/paraphraser", { method: "PUT", json: { enabled: false } });
    await clients.manager.json("/api/organization/tools/humanizer", { method: "PUT", json: { enabled: false } });
    const [row] = await app.database.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(row.disabledTools).toEqual(["paraphraser", "humanizer"]);
    expect((await clients.member.json("/api/organization")).body.disabledTools).toEqual(["paraphraser", "humanizer"]);
    await clients.owner.json("/api/organization/tools/paraphraser", { method: "PUT", json: { enabled: true } });
    expect((await clients.member.json("/api/organization")).body.disabledTools).toEqual(["humanizer"]);
    expect(
      (await clients.owner.json("/api/organization/tools/no-such-tool", { method: "PUT", json: { enabled: false } }))
        .status,
    ).toBe(404);
    expect(
      (await clients.owner.json("/api/organization/tools/humanizer", { method: "PUT", json: { enabled: "no" } }))
        .status,
    ).toBe(400);

    await app.database.db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, ids.member));
    await app.database.db.insert(usageLogs).values([
      { userId: ids.member, toolName: "paraphraser", wordsGenerated: 120, organizationId: orgId },
      { userId: ids.member, toolName: "paraphraser", wordsGenerated: 30, organizationId: orgId },
      { userId: ids.member, toolName: "humanizer", wordsGenerated: 100, organizationId: orgId },
      // Personal, another organization's, and last month's words are not counted.
      { userId: ids.member, toolName: "paraphraser", wordsGenerated: 5000 },
      { userId: ids.member, toolName: "paraphraser", wordsGenerated: 5000, organizationId: otherOrgId },
      {
        userId: ids.member,
        toolName: "paraphraser",
        wordsGenerated: 5000,
        organizationId: orgId,
        createdAt: new Date(Date.UTC(2000, 0, 15)),
      },
    ]);
    const members = (await clients.manager.json("/api/organization/members")).body;
    expect(members.map((m: { role: string }) => m.role).slice(0, 2)).toEqual(["owner", "manager"]);
    expect(members.find((m: { userId: string }) => m.userId === ids.member)).toMatchObject({
      email: "mia@acme.test",
      role: "member",
      wordsUsed: 250,
      capWords: 1000,
      byTool: { paraphraser: 150, humanizer: 100 },
    });

    const csv = await clients.owner.request("/api/organization/usage.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Name,Email,Role,Cap,Suspended,Words this month,Paraphraser,Humanizer");
    expect(lines).toContain(`"'=HYPERLINK(""x"")",mia@acme.test,member,1000,no,250,150,100`);
  });

  it("joins a verified address of a claimed domain at sign-in, never an unverified one", async () => {
    const taken = await clients.admin.json(`/api/admin/organizations/${otherOrgId}`, {
      method: "PATCH",
      json: { domains: ["other.test"] },
    });
    expect(taken.status).toBe(200);
    const conflict = await clients.admin.json(`/api/admin/organizations/${orgId}`, {
      method: "PATCH",
      json: { domains: ["acme.test", "OTHER.test"] },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe("DOMAIN_TAKEN");
    const claimed = await clients.admin.json(`/api/admin/organizations/${orgId}`, {
      method: "PATCH",
      json: { domains: ["acme.test"], poolWords: 200_000 },
    });
    expect(claimed.body).toMatchObject({ domains: ["acme.test"], poolWords: 200_000 });

    await signUpVerified(app, "walkin@acme.test", "Walk In");
    expect(await memberRow(await idOf("walkin@acme.test"))).toMatchObject({ organizationId: orgId, role: "member" });

    const signUp = await app.client().request("/api/auth/sign-up/email", {
      json: { name: "Unverified", email: "unverified@acme.test", password: STRONG_PASSWORD },
    });
    expect(signUp.status).toBe(200);
    const unverifiedId = await idOf("unverified@acme.test");
    const [unverified] = await app.database.db.select().from(users).where(eq(users.id, unverifiedId));
    expect(unverified.emailVerified).toBe(false);
    expect(await autoJoinByDomain(app.database.db, unverified)).toBe(false);
    expect(await memberRow(unverifiedId)).toBeUndefined();
    // Someone in an organization already stays where they are.
    const [other] = await app.database.db.select().from(users).where(eq(users.id, ids.otherOwner));
    expect(await autoJoinByDomain(app.database.db, { ...other, email: "oscar@acme.test" })).toBe(false);
    expect((await memberRow(ids.otherOwner)).organizationId).toBe(otherOrgId);
  });

  it("takes word counts (pool, cap) only as JSON integers, with the field's message", async () => {
    for (const bad of ["", null, [], true, "5000", 1.5]) {
      const label = JSON.stringify(bad);
      const pool = await clients.admin.json(`/api/admin/organizations/${orgId}`, {
        method: "PATCH",
        json: { poolWords: bad },
      });
      expect(pool.status, label).toBe(400);
      expect(pool.body.error.message, label).toBe("The monthly pool must be a whole number of words.");
      const created = await clients.admin.json("/api/admin/organizations", {
        json: { name: "Loose", poolWords: bad, ownerEmail: "root@example.com" },
      });
      expect(created.body.error?.message, label).toBe("The monthly pool must be a whole number of words.");
      if (bad === null) continue; // null is "no cap"
      const cap = await clients.owner.json(`/api/organization/members/${ids.member}`, {
        method: "PATCH",
        json: { capWords: bad },
      });
      expect(cap.status, label).toBe(400);
      expect(cap.body.error.message, label).toBe("The cap must be a whole number of words.");
    }
    const [org] = await app.database.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org.poolWords).toBeGreaterThan(0);
  });

  it("lets administrators create (owner must exist, without an organization), edit and delete; logged", async () => {
    const unknown = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Ghost", poolWords: 1, ownerEmail: "nobody@example.com" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("OWNER_NOT_FOUND");
    const busy = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Busy", poolWords: 1, ownerEmail: "mia@acme.test" },
    });
    expect(busy.status).toBe(409);
    const domainTaken = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Thief", poolWords: 1, ownerEmail: "stranger@example.com", domains: ["acme.test"] },
    });
    expect(domainTaken.status).toBe(409);
    expect(await memberRow(await idOf("stranger@example.com"))).toBeUndefined();

    const renamed = await clients.admin.json(`/api/admin/organizations/${otherOrgId}`, {
      method: "PATCH",
      json: { name: "Other Renamed" },
    });
    expect(renamed.body).toMatchObject({ name: "Other Renamed", domains: ["other.test"] });
    // An administrator can appoint an owner (e.g. after the last owner's account was deleted).
    expect(
      (
        await clients.admin.json(`/api/admin/organizations/${otherOrgId}`, {
          method: "PATCH",
          json: { ownerEmail: "mia@acme.test" },
        })
      ).status,
    ).toBe(409);
    const appointed = await clients.admin.json(`/api/admin/organizations/${otherOrgId}`, {
      method: "PATCH",
      json: { ownerEmail: "stranger@example.com" },
    });
    expect(appointed.body).toMatchObject({ members: 2 });
    expect(await memberRow(await idOf("stranger@example.com"))).toMatchObject({
      organizationId: otherOrgId,
      role: "owner",
    });
    // Deleting the last owner's account leaves the organization without an owner (and says so in
    // its member count) until an administrator appoints one.
    await signUpVerified(app, "solo@example.com", "Solo Owner");
    const solo = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Solo", poolWords: 10, ownerEmail: "solo@example.com" },
    });
    const soloId = await idOf("solo@example.com");
    expect((await clients.admin.request(`/api/admin/users/${soloId}`, { method: "DELETE" })).status).toBe(200);
    expect(await memberRow(soloId)).toBeUndefined();
    const orphan = (await clients.admin.json("/api/admin/organizations")).body.find(
      (o: { id: string }) => o.id === solo.body.id,
    );
    expect(orphan).toMatchObject({ name: "Solo", members: 0 });
    expect((await clients.admin.request(`/api/admin/organizations/${solo.body.id}`, { method: "DELETE" })).status).toBe(
      200,
    );

    // A plain admin (not super_admin) manages organizations too.
    const plain = await signUpVerified(app, "plainadmin@example.com", "Plain Admin");
    await app.database.db
      .update(profiles)
      .set({ role: "admin" })
      .where(eq(profiles.userId, await idOf("plainadmin@example.com")));
    expect((await plain.request("/api/admin/organizations")).status).toBe(200);

    expect((await clients.admin.request(`/api/admin/organizations/${otherOrgId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await clients.otherOwner.json("/api/organization")).body).toBeNull();
    expect((await clients.admin.json("/api/admin/organizations")).body.map((o: { id: string }) => o.id)).toEqual([
      orgId,
    ]);
    const actions = (
      await app.database.db
        .select()
        .from(adminActivityLogs)
        .where(and(eq(adminActivityLogs.adminEmail, "root@example.com")))
    ).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(["CREATE_ORGANIZATION", "UPDATE_ORGANIZATION", "DELETE_ORGANIZATION"]),
    );
  });
});
