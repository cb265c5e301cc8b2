import { countWords } from "@shared/words";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { profiles, runs, usageLogs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp } from "../test-support/harness";
import { parseSse } from "../test-support/sse";
import { reapRuns } from "./reaper";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe.each(BACKENDS)("a run's lease on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;

  beforeAll(async () => {
    // The model pauses longer than the whole lease between words; the reaper runs every second.
    fake = await startFakeOpenAi({ reply: "slow but steady", chunkDelayMs: 2200 });
    app = await startTestApp(kind, {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      RUN_LEASE_SECONDS: "2",
    });
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  it("is kept by the heartbeat while a slow model says nothing, so the run finishes and is charged once", async () => {
    Object.assign(fake.behaviour, { reply: "slow but steady", chunkDelayMs: 2200 });
    const client = await signUpVerified(app, `slow-${kind}@example.com`);
    const res = await client.request("/api/tools/clarity-booster/run", { json: { input: { text: "go" } } });
    const done = parseSse(await res.text()).at(-1)!;
    expect(done).toMatchObject({ event: "done", data: { output: "slow but steady", wordsCharged: 3 } });
    const [row] = await app.database.db
      .select()
      .from(runs)
      .where(eq(runs.id, (done.data as { documentId: string }).documentId));
    expect(row).toMatchObject({ status: "done", wordsCharged: 3, output: "slow but steady" });
  });

  it("once lost to the reaper, the run takes no more words and its own settlement charges nothing twice", async () => {
    Object.assign(fake.behaviour, { reply: words(400), chunkDelayMs: 15 });
    const email = `lost-${kind}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const body = client
      .request("/api/tools/clarity-booster/run", { json: { input: { text: "go" } } })
      .then((res) => res.text());
    // After its first checkpoint, the run's lease runs out (as if this instance stalled) and a
    // reaper settles it; the heartbeat may renew it in between, hence the retries. Whichever reaper
    // gets there first settles it: this one, or the app's own, which runs every second.
    await expect
      .poll(
        async () => (await app.database.db.select().from(runs).where(eq(runs.userId, user.id)))[0]?.wordsDelivered,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          await app.database.db
            .update(runs)
            .set({ leaseUntil: sql`now() - interval '1 second'` })
            .where(eq(runs.userId, user.id));
          await reapRuns(app.database.db);
          return (await app.database.db.select().from(runs).where(eq(runs.userId, user.id)))[0]?.status;
        },
        { timeout: 5000 },
      )
      .toBe("interrupted");
    const events = parseSse(await body);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "RUN_INTERRUPTED" } });
    const sent = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    const [row] = await app.database.db.select().from(runs).where(eq(runs.userId, user.id));
    expect(row.status).toBe("interrupted");
    expect(sent.startsWith(row.output)).toBe(true);
    expect(row.wordsCharged).toBe(row.wordsDelivered);
    expect(countWords(sent)).toBeLessThanOrEqual(row.wordsDelivered + 2 * 50);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    const logs = await app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.id));
    expect(profile).toMatchObject({ wordsUsed: row.wordsCharged, wordsReserved: 0 });
    expect(logs.map((l) => l.wordsGenerated)).toEqual([row.wordsCharged]);
  });
});
