import { countWords } from "@shared/words";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { organizationMembers, organizations, profiles, runs, users } from "../db/schema";
import { reapRuns } from "../runs/reaper";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";
import { startRun } from "./start";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const INPUT = "Please make this clearer."; // 4 words

/**
 * An organization's members run tools from its monthly pool, each within their own cap when a
 * manager set one: held and settled in the same statements as the member's own words,
 * so under any concurrency neither the pool nor a cap is ever passed, and every counter equals the
 * usage logs it stands for.
 */
describe.each(BACKENDS)("organization pool and member caps on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let seq = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: words(60), chunkDelayMs: 1 });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake-model" });
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  const db = () => app.database.db;

  async function member(orgId: string, capWords: number | null, role: "owner" | "manager" | "member" = "member") {
    const email = `m${++seq}-${kind}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    await db().insert(organizationMembers).values({ userId: user.id, organizationId: orgId, role, capWords });
    return { client, id: user.id };
  }

  async function organization(poolWords: number, name = "Northfield School") {
    const [org] = await db().insert(organizations).values({ name, poolWords }).returning();
    return org;
  }

  async function run(client: TestClient, slug = "clarity-booster") {
    const res = await client.request(`/api/tools/${slug}/run`, { json: { input: { text: INPUT } } });
    const text = await res.text();
    if (res.status !== 200) return { status: res.status, error: JSON.parse(text).error, events: [] };
    return { status: 200, error: null, events: parseSse(text) };
  }

  /** Every counter and the logs and runs behind it, in one statement (one snapshot). */
  async function books(orgId: string) {
    const result = await db().execute(sql`
      SELECT o.words_used AS used, o.words_reserved AS reserved, o.pool_words AS pool,
        (SELECT coalesce(sum(l.words_generated), 0) FROM usage_logs l WHERE l.organization_id = o.id) AS logged,
        (SELECT coalesce(sum(r.words_reserved), 0) FROM runs r WHERE r.organization_id = o.id AND r.status = 'running') AS held,
        (SELECT json_agg(json_build_object('userId', m.user_id, 'used', m.words_used, 'reserved', m.words_reserved,
          'cap', m.cap_words, 'profileUsed', p.words_used, 'profileReserved', p.words_reserved,
          'logged', (SELECT coalesce(sum(l.words_generated), 0) FROM usage_logs l
            WHERE l.user_id = m.user_id AND l.organization_id = o.id),
          'allLogged', (SELECT coalesce(sum(l.words_generated), 0) FROM usage_logs l WHERE l.user_id = m.user_id)))
          FROM organization_members m JOIN profiles p ON p.user_id = m.user_id WHERE m.organization_id = o.id) AS members
      FROM organizations o WHERE o.id = ${orgId}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const members = (typeof row.members === "string" ? JSON.parse(row.members) : row.members) as Record<
      string,
      number | string | null
    >[];
    return {
      used: Number(row.used),
      reserved: Number(row.reserved),
      pool: Number(row.pool),
      logged: Number(row.logged),
      held: Number(row.held),
      members,
    };
  }

  it("100 concurrent runs from five members never pass the pool or a cap, and every counter matches the logs", async () => {
    const org = await organization(1000);
    const caps = [150, 300, null, null, 50];
    const members: Awaited<ReturnType<typeof member>>[] = [];
    for (const cap of caps) members.push(await member(org.id, cap));
    // A member's personal allowance does not apply to the organization's runs.
    await db().update(profiles).set({ wordsLimit: 0 }).where(eq(profiles.userId, members[2].id));

    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => run(members[i % members.length].client)));
    const done = results.filter((r) => r.status === 200 && r.events.some((e) => e.event === "done"));
    const refused = results.filter((r) => r.status === 403);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length + refused.length).toBe(100);
    for (const r of refused) {
      expect(["ORG_POOL_EXHAUSTED", "ORG_CAP_REACHED", "INPUT_EXCEEDS_REMAINING", "WORD_LIMIT_EXCEEDED"]).toContain(
        r.error.code,
      );
    }

    const b = await books(org.id);
    expect(b.reserved).toBe(0);
    expect(b.held).toBe(0);
    expect(b.used).toBe(b.logged);
    expect(b.used).toBeLessThanOrEqual(b.pool);
    // Demand (6,000 words) far exceeds the pool: it is used to the last words that a 4-word input fits.
    expect(b.used).toBeGreaterThan(b.pool - countWords(INPUT));
    for (const m of b.members) {
      expect(Number(m.reserved)).toBe(0);
      expect(Number(m.profileReserved)).toBe(0);
      expect(Number(m.used)).toBe(Number(m.logged));
      expect(Number(m.profileUsed)).toBe(Number(m.allLogged));
      if (m.cap !== null) expect(Number(m.used)).toBeLessThanOrEqual(Number(m.cap));
    }
    // Every charged word's text is kept on its run.
    const rows = await db().select().from(runs).where(eq(runs.organizationId, org.id));
    for (const r of rows) expect(r.wordsCharged).toBe(countWords(r.output));

    // Where the pool is large, the caps bind: each capped member is used up to their cap, not past it.
    const roomy = await organization(1_000_000, "Roomy University");
    const capped = [await member(roomy.id, 100), await member(roomy.id, 170)];
    await Promise.all(Array.from({ length: 40 }, (_, i) => run(capped[i % 2].client)));
    const after = await books(roomy.id);
    expect(after).toMatchObject({ reserved: 0, held: 0 });
    expect(after.used).toBe(after.logged);
    for (const m of after.members) {
      expect(Number(m.used)).toBe(Number(m.logged));
      expect(Number(m.used)).toBeLessThanOrEqual(Number(m.cap));
      expect(Number(m.used)).toBeGreaterThan(Number(m.cap) - countWords(INPUT));
    }
  });

  it("says which rule stopped a run: suspended, tool turned off, pool used up, cap reached", async () => {
    const org = await organization(100, "Harbor Agency");
    const capped = await member(org.id, 30);
    const suspended = await member(org.id, null);
    const other = await member(org.id, null);
    await db()
      .update(organizationMembers)
      .set({ suspendedAt: new Date() })
      .where(eq(organizationMembers.userId, suspended.id));

    let r = await run(suspended.client);
    expect(r.status).toBe(403);
    expect(r.error).toMatchObject({ code: "ORG_MEMBER_SUSPENDED", title: "Access denied" });
    expect(r.error.message).toContain("Harbor Agency");

    await db()
      .update(organizations)
      .set({ disabledTools: ["humanizer"] })
      .where(eq(organizations.id, org.id));
    r = await run(other.client, "humanizer");
    expect(r.status).toBe(403);
    expect(r.error.code).toBe("ORG_TOOL_DISABLED");
    expect(r.error.message).toBe("Harbor Agency has turned off the Humanizer for its members.");
    // The tool page knows before any run, and other tools stay available.
    const off = await other.client.json("/api/tools/humanizer/availability");
    expect(off.body).toMatchObject({ toolEnabled: true, orgDisabledBy: "Harbor Agency" });
    const on = await other.client.json("/api/tools/paraphraser/availability");
    expect(on.body).toMatchObject({ toolEnabled: true, orgDisabledBy: null });

    // The cap: 30 words, and the run stops exactly there.
    r = await run(capped.client);
    const capDone = r.events.find((e) => e.event === "done")?.data as { wordsCharged: number; usage: object };
    expect(capDone.wordsCharged).toBe(30);
    expect(capDone.usage).toEqual({ wordsUsed: 30, wordsLimit: 30 });
    r = await run(capped.client);
    expect(r.error).toMatchObject({ code: "ORG_CAP_REACHED", title: "Word Limit Reached" });

    // The pool: 70 left, the other member takes 60, then only 10 remain for a 4-word input.
    r = await run(other.client);
    expect(r.events.find((e) => e.event === "done")?.data).toMatchObject({ wordsCharged: 60 });
    r = await run(other.client);
    expect(r.events.find((e) => e.event === "done")?.data).toMatchObject({ wordsCharged: 10 });
    r = await run(other.client);
    expect(r.error).toMatchObject({ code: "ORG_POOL_EXHAUSTED" });
    expect(r.error.message).toBe(
      "Harbor Agency's monthly word pool is used up. Ask your organization's managers for more.",
    );

    // The member's meter shows what the pool and their cap allow.
    const usage = await other.client.json<{ wordsUsed: number; wordsLimit: number; remaining: number }>(
      "/api/me/usage",
    );
    expect(usage.body).toEqual({ wordsUsed: 70, wordsLimit: 70, remaining: 0, organization: "Harbor Agency" });
    const b = await books(org.id);
    expect(b).toMatchObject({ used: 100, reserved: 0, logged: 100 });
  });

  it("a run of a crashed instance gives back the pool's and the cap's words it did not use", async () => {
    const org = await organization(500, "Riverside Co");
    const m = await member(org.id, 200);
    const request = {
      userId: m.id,
      tool: "clarity-booster",
      title: "A draft",
      input: { text: INPUT },
      options: {},
      presetId: null,
      draftIndex: null,
    };
    const lease = { instanceId: "gone", seconds: 1 };
    const started = await startRun(db(), lease, { request, words: 120, checks: { inputWords: 4, need: 0 } });
    expect(started.reservation).toMatchObject({ words: 120, organizationId: org.id });
    expect(await books(org.id)).toMatchObject({ reserved: 120, held: 120 });
    // Its last checkpoint saved 40 words as delivered; the reaper charges those and frees the rest.
    await db()
      .update(runs)
      .set({ output: words(40), wordsDelivered: 40 })
      .where(eq(runs.id, started.reservation?.runId ?? ""));
    expect(await reapRuns(db(), { everyRunning: true })).toBeGreaterThanOrEqual(1);
    const b = await books(org.id);
    expect(b).toMatchObject({ used: 40, reserved: 0, held: 0, logged: 40 });
    expect(b.members[0]).toMatchObject({ used: 40, reserved: 0, profileUsed: 40, profileReserved: 0 });
  });

  it("a personal account is untouched by organizations, and leaving one returns to personal runs", async () => {
    const org = await organization(50, "Short Pool Ltd");
    const m = await member(org.id, null);
    await db().update(organizations).set({ wordsUsed: 50 }).where(eq(organizations.id, org.id));
    expect((await run(m.client)).error?.code).toBe("ORG_POOL_EXHAUSTED");
    await db().delete(organizationMembers).where(eq(organizationMembers.userId, m.id));
    const r = await run(m.client);
    expect(r.events.find((e) => e.event === "done")?.data).toMatchObject({ wordsCharged: 60 });
    const [run1] = await db().select().from(runs).where(eq(runs.userId, m.id));
    expect(run1.organizationId).toBeNull();
  });
});
