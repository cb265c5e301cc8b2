import { activityText } from "@shared/org-activity";
import type { OrgActivityEntry } from "@shared/organizations";
import { GUIDE_LIMITS } from "@shared/style-guide";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, organizationActivity, styleGuides, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { effectiveGuide, RUN_GUIDE_TTL_MS } from "./effective";

const PUBLIC_URL = "https://quill.example.org";
type Who = "anon" | "member" | "manager" | "owner" | "otherMember" | "loner";

const utilize = { avoid: "utilize", prefer: "use", reason: "Plain words read faster." };
const acmeGuide = {
  terms: [utilize, { avoid: "synergies", prefer: "teamwork", wholeWord: true, matchCase: false }],
  spelling: "uk",
  formality: "formal",
  tone: "Warm, confident",
  voice: "Short sentences. Active verbs.",
  examples: ["We write plainly.", ""],
  allowPersonalVoice: true,
};

describe.each(BACKENDS)("style guides (%s)", (kind) => {
  let app: TestApp;
  const clients = {} as Record<Who, TestClient>;
  let orgId: string;

  const tokenMailedTo = async (email: string) => {
    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const link = new RegExp(`${PUBLIC_URL}/join/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
    if (!link) throw new Error(`no invitation link mailed to ${email}`);
    return link[1];
  };
  const joinAs = async (inviter: TestClient, client: TestClient, email: string, role: string) => {
    const invited = await inviter.json("/api/organization/invitations", { json: { email, role } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const joined = await client.json("/api/organization/invitations/accept", {
      json: { token: await tokenMailedTo(email) },
    });
    expect(joined.status).toBe(200);
  };
  const put = (who: Who, path: string, json: unknown) => clients[who].json(path, { method: "PUT", json });

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com", PUBLIC_URL });
    clients.anon = app.client();
    const admin = await signUpVerified(app, "root@example.com", "Root");
    clients.owner = await signUpVerified(app, "olive@acme.test", "Olive Owner");
    clients.manager = await signUpVerified(app, "manny@acme.test", "Manny Manager");
    clients.member = await signUpVerified(app, "mia@acme.test", "Mia Member");
    clients.otherMember = await signUpVerified(app, "oscar@other.test", "Oscar Other");
    clients.loner = await signUpVerified(app, "lone@example.test", "Lone Writer");
    const created = await admin.json("/api/admin/organizations", {
      json: { name: "Acme School", poolWords: 100_000, ownerEmail: "olive@acme.test", domains: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orgId = created.body.id;
    const other = await admin.json("/api/admin/organizations", {
      json: { name: "Other Org", poolWords: 5_000, ownerEmail: "oscar@other.test" },
    });
    expect(other.status).toBe(201);
    await joinAs(clients.owner, clients.manager, "manny@acme.test", "manager");
    await joinAs(clients.owner, clients.member, "mia@acme.test", "member");
  }, 120_000);
  afterAll(() => app?.drop());

  it("lets owners and managers write the organization's guide; members read it; others never reach it", async () => {
    const path = "/api/organization/style-guide";
    expect((await clients.anon.json(path)).status).toBe(401);
    expect((await clients.loner.json(path)).status).toBe(404);

    const empty = await clients.member.json(path);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ version: 0, canEdit: false, guide: { terms: [] } });

    expect((await put("member", path, acmeGuide)).status).toBe(403);
    expect((await put("anon", path, acmeGuide)).status).toBe(401);
    expect((await put("loner", path, acmeGuide)).status).toBe(404);

    const saved = await put("owner", path, { ...acmeGuide, baseVersion: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, canEdit: true, updatedBy: "Olive Owner" });
    expect(saved.body.guide.terms[1]).toEqual({ ...acmeGuide.terms[1], reason: "" });
    // The empty example box is not kept.
    expect(saved.body.guide.examples).toEqual(["We write plainly."]);

    const byManager = await put("manager", path, { ...acmeGuide, tone: "Warm", baseVersion: 1 });
    expect(byManager.status).toBe(200);
    expect(byManager.body.version).toBe(2);

    const read = await clients.member.json(path);
    expect(read.body).toMatchObject({ version: 2, canEdit: false, guide: { tone: "Warm", spelling: "uk" } });

    // Another organization's member reads their own (empty) guide, never Acme's.
    const other = await clients.otherMember.json(path);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ version: 0, guide: { terms: [], voice: "" } });
  });

  it("refuses a save made from an older version (409) and keeps the newer one", async () => {
    const path = "/api/organization/style-guide";
    const current = (await clients.owner.json(path)).body.version as number;
    const stale = await put("owner", path, { ...acmeGuide, voice: "Stale edit.", baseVersion: current - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("STYLE_GUIDE_CHANGED");
    expect((await clients.owner.json(path)).body.guide.voice).toBe(acmeGuide.voice);
  });

  it("answers 400 with the field's message and where it is", async () => {
    const path = "/api/organization/style-guide";
    const cases: [unknown, string, unknown[]][] = [
      [{ terms: [{ avoid: " ", prefer: "use" }] }, "Each term needs the words to avoid.", ["terms", 0, "avoid"]],
      [
        { terms: [{ avoid: "utilise", prefer: "" }] },
        "Each term needs the words to use instead.",
        ["terms", 0, "prefer"],
      ],
      [{ terms: [utilize, { ...utilize, avoid: "Utilize" }] }, "“Utilize” is listed twice.", ["terms", 1, "avoid"]],
      [
        { terms: [{ avoid: "email", prefer: "Email" }] },
        "“email” cannot be both avoided and preferred.",
        ["terms", 0, "prefer"],
      ],
      [
        { terms: Array.from({ length: GUIDE_LIMITS.terms + 1 }, (_, i) => ({ avoid: `w${i}`, prefer: `p${i}` })) },
        "A style guide holds at most 500 terms.",
        ["terms"],
      ],
      [{ examples: ["a", "b", "c", "d", "e", "f"] }, "A style guide holds at most 5 example texts.", ["examples"]],
      [
        { voice: "v".repeat(GUIDE_LIMITS.voiceChars + 1) },
        "The voice description is at most 1500 characters.",
        ["voice"],
      ],
      [{ spelling: "pirate" }, "Please choose a spelling variant.", ["spelling"]],
    ];
    for (const [body, message, where] of cases) {
      const res = await put("owner", path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_ERROR", message, path: where });
    }
    // Matching case, "Apple" and "apple" are two terms.
    const cased = await put("owner", "/api/me/style-guide", {
      terms: [
        { avoid: "Apple", prefer: "Apple Inc.", matchCase: true },
        { avoid: "apple", prefer: "fruit", matchCase: true },
      ],
    });
    expect(cased.status, JSON.stringify(cased.body)).toBe(200);
  });

  it("records each organization save in its activity, shown to owners and managers only", async () => {
    const rows = await app.database.db
      .select()
      .from(organizationActivity)
      .where(eq(organizationActivity.organizationId, orgId));
    expect(rows.filter((r) => r.action === "style_guide.updated").length).toBeGreaterThanOrEqual(2);

    const seen = await clients.manager.json("/api/organization/activity");
    expect(seen.status).toBe(200);
    expect(seen.body[0]).toMatchObject({
      action: "style_guide.updated",
      actor: "Manny Manager",
      details: { version: 2 },
    });
    expect(seen.body[1]).toMatchObject({ actor: "Olive Owner", details: { version: 1, terms: 2 } });
    expect((await clients.member.json("/api/organization/activity")).status).toBe(403);
    expect(activityText(seen.body[0])).toBe("updated the style guide · version 2 · 2 terms");

    // Other changes of the organization are recorded beside the guide's, newest first.
    const memberId = (await clients.member.json("/api/me")).body.id;
    expect((await put("manager", "/api/organization/tools/paraphraser", { enabled: false })).status).toBe(200);
    const capped = await clients.owner.json(`/api/organization/members/${memberId}`, {
      method: "PATCH",
      json: { capWords: 5000, suspended: true },
    });
    expect(capped.status).toBe(200);
    const later = (await clients.owner.json("/api/organization/activity")).body;
    expect(later.slice(0, 2).map((e: OrgActivityEntry) => `${e.actor} ${activityText(e)}`)).toEqual([
      "Olive Owner set Mia Member's cap to 5,000 words and suspended Mia Member",
      "Manny Manager turned off the Paraphraser",
    ]);
    await clients.owner.json(`/api/organization/members/${memberId}`, { method: "PATCH", json: { suspended: false } });
    await put("manager", "/api/organization/tools/paraphraser", { enabled: true });
    expect((await clients.otherMember.json("/api/organization/activity")).body).toEqual([]);
  });

  it("gives each user the guide their runs follow", async () => {
    // A user with no organization follows their own guide.
    expect((await clients.loner.json("/api/me/style-guide/effective")).body.source).toBeNull();
    const own = await put("loner", "/api/me/style-guide", { terms: [utilize], voice: "Playful." });
    expect(own.status).toBe(200);
    expect(own.body.effective).toMatchObject({
      terms: [{ avoid: "utilize" }],
      voice: "Playful.",
      source: { scope: "personal", version: 1 },
    });

    // A member follows the organization's, with their own voice added while it allows it …
    await put("member", "/api/me/style-guide", { terms: [{ avoid: "team", prefer: "squad" }], voice: "Mia's voice." });
    const member = (await clients.member.json("/api/me/style-guide")).body;
    expect(member.guide.terms[0].avoid).toBe("team");
    expect(member.effective).toMatchObject({
      organizationName: "Acme School",
      spelling: "uk",
      voice: `${acmeGuide.voice}\n\nMia's voice.`,
      source: { scope: "organization", personalVoice: { version: 1 } },
    });
    // … but not their personal terms, which the organization's replace.
    expect(member.effective.terms.map((t: { avoid: string }) => t.avoid)).toEqual(["utilize", "synergies"]);

    const current = (await clients.owner.json("/api/organization/style-guide")).body.version;
    await put("owner", "/api/organization/style-guide", {
      ...acmeGuide,
      allowPersonalVoice: false,
      baseVersion: current,
    });
    const strict = (await clients.member.json("/api/me/style-guide/effective")).body;
    expect(strict.voice).toBe(acmeGuide.voice);
    expect(strict.source.personalVoice).toBeUndefined();

    // Another organization without a guide: its member's own guide applies.
    expect((await clients.otherMember.json("/api/me/style-guide/effective")).body.source).toBeNull();
  });

  it("lets a user's runs reuse the guide they read for a few seconds; a save here applies at once", async () => {
    const [mia] = await app.database.db.select().from(users).where(eq(users.email, "mia@acme.test"));
    const db = app.database.db;
    const now = Date.now();
    const before = await effectiveGuide(db, mia.id, "run", now);
    // Changed behind this instance's back (as another instance would): runs keep what they read …
    await db
      .update(styleGuides)
      .set({ version: sql`${styleGuides.version} + 100` })
      .where(eq(styleGuides.organizationId, orgId));
    expect((await effectiveGuide(db, mia.id, "run", now + 1000)).source?.version).toBe(before.source?.version);
    // … while what she sees and what her checks flag are read now.
    const moved = (before.source?.version ?? 0) + 100;
    expect((await effectiveGuide(db, mia.id, "screen", now + 1000)).source?.version).toBe(moved);
    expect((await effectiveGuide(db, mia.id, "check", now + 1000)).source?.version).toBe(moved);
    // … until the time is up,
    const later = await effectiveGuide(db, mia.id, "run", now + RUN_GUIDE_TTL_MS + 1);
    expect(later.source?.version).toBe((before.source?.version ?? 0) + 100);
    // and a save through this instance reaches its next run at once.
    const current = (await clients.owner.json("/api/organization/style-guide")).body;
    const saved = await put("owner", "/api/organization/style-guide", {
      ...current.guide,
      tone: "Brisk",
      baseVersion: current.version,
    });
    expect(saved.status).toBe(200);
    expect((await effectiveGuide(db, mia.id, "run", now + RUN_GUIDE_TTL_MS + 2)).tone).toBe("Brisk");
  });

  it("drops a user's guide with their account", async () => {
    const [loner] = await app.database.db.select().from(users).where(eq(users.email, "lone@example.test"));
    const guideOf = () => app.database.db.select().from(styleGuides).where(eq(styleGuides.userId, loner.id));
    expect(await guideOf()).toHaveLength(1);
    await app.database.db.delete(users).where(eq(users.id, loner.id));
    expect(await guideOf()).toHaveLength(0);
  });
});
