import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { openPostgres } from "../db/client";
import { profiles, runs, usageLogs } from "../db/schema";
import { createPostgresDatabase } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

/**
 * PostgreSQL ends every connection of the app (an operator's pg_terminate_backend, a failover)
 * while runs stream. The app must be answering again within 5 s, and once the runs are settled
 * (by their own process or, for those whose settlement was cut off, from their checkpoints when
 * the lease runs out) every word charged has its text kept and nothing is charged twice.
 */
describe.runIf(postgres)("connections to PostgreSQL killed under load", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let app: TestApp;
  let user: TestClient;
  let userId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: words(60), chunkDelayMs: 15 });
    database = await createPostgresDatabase();
    const env = {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      RUN_LEASE_SECONDS: "2",
    };
    app = await startTestApp("postgres", env, openPostgres(database.url));
    user = await signUpVerified(app, "steady@example.com");
    userId = (await user.json("/api/me")).body.id;
    await app.database.db.update(profiles).set({ wordsLimit: 1_000_000 }).where(eq(profiles.userId, userId));
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await app?.drop();
    await database?.drop();
    await fake?.close();
  });

  /** One run to its end, whatever that is: the HTTP status and the events it streamed. */
  async function run() {
    try {
      const res = await user.request("/api/tools/paraphraser/run", {
        json: { input: { text: "Say it again, please." } },
      });
      const body = await res.text();
      return { status: res.status, events: res.status === 200 ? parseSse(body) : [] };
    } catch (error) {
      return { status: 0, events: [], error };
    }
  }

  it("answers again within 5 s, and every run is settled exactly once from what it kept", async () => {
    // Runs start throughout 1.2 s in which every connection of the app is killed every 25 ms.
    const inFlight = Array.from({ length: 30 }, (_, i) => new Promise((r) => setTimeout(r, i * 40)).then(run));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let killed = 0;
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, 25));
      const result = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      killed += result.rowCount ?? 0;
    }
    const killedAt = Date.now();
    await admin.end();
    expect(killed).toBeGreaterThan(0);
    const outcomes = await Promise.all(inFlight);
    // Every request got an answer (no hang, no dropped socket), 200 with a stream or a clean error.
    for (const outcome of outcomes) expect([200, 500, 503]).toContain(outcome.status);

    // Within 5 s of the kill, a new run goes through from start to end.
    await expect.poll(async () => (await run()).events.at(-1)?.event, { timeout: 5000, interval: 100 }).toBe("done");
    expect(Date.now() - killedAt).toBeLessThan(5000);

    // Runs whose settlement the kill cut off are settled from their checkpoints once their lease
    // (2 s here) runs out; then the books balance.
    const db = app.database.db;
    await expect
      .poll(async () => (await db.select().from(runs).where(eq(runs.status, "running"))).length, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(0);
    const all = await db.select().from(runs).where(eq(runs.userId, userId));
    // The model never failed: a database failure mid-run is an interruption, charged for what it kept.
    for (const row of all) expect(["done", "interrupted"]).toContain(row.status);
    for (const row of all) expect(row.wordsCharged).toBe(countWords(row.output ?? ""));
    // A run the user saw finish is kept whole.
    for (const { events } of outcomes.filter((o) => o.events.at(-1)?.event === "done")) {
      const id = (events[0].data as { documentId: string }).documentId;
      const sent = events
        .filter((e) => e.event === "delta")
        .map((e) => (e.data as { text: string }).text)
        .join("");
      const [row] = all.filter((r) => r.id === id);
      expect(row.output).toBe(sent);
    }
    const logs = await db.select().from(usageLogs).where(eq(usageLogs.userId, userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile.wordsUsed).toBe(all.reduce((sum, row) => sum + row.wordsCharged, 0));
    expect(profile.wordsUsed).toBe(logs.reduce((sum, log) => sum + log.wordsGenerated, 0));
    expect(profile.wordsReserved).toBe(0);
  }, 60_000);

  it("gives every connection back: its pool closes at once", async () => {
    // A connection lost just as a transaction began was never released (drizzle sends BEGIN outside
    // its try/finally): each such loss took a pool slot for good, and closing the pool hung.
    await app.runs.stop();
    await app.changes.close();
    closed = true;
    const outcome = await Promise.race([
      app.database.close().then(() => "closed"),
      new Promise((resolve) => setTimeout(resolve, 10_000, "still waiting for connections")),
    ]);
    expect(outcome).toBe("closed");
  }, 20_000);
});
