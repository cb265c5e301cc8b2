import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { openPostgres } from "../db/client";
import { profiles, runs, usageLogs } from "../db/schema";
import { BACKENDS, createPostgresDatabase } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse, type SseEvent } from "../test-support/sse";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
const SECRET = "emergency-stop-test-secret-0123456789abcdef";

/**
 * The emergency stop (and a tool's switch) as an operator relies on it: flipped on one instance, it
 * stops the runs streaming on every instance and refuses new ones there within a second, with the
 * words each stopped run wrote kept and charged. The switches are read from memory; this is what
 * proves the change reaches the other instances (PostgreSQL NOTIFY, or in process on PGlite).
 */
describe.each(BACKENDS)("the emergency stop on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let adminApp: TestApp; // where the admin flips the switch
  let runApp: TestApp; // where the user's runs stream: another instance on PostgreSQL
  let admin: TestClient;
  let user: TestClient;
  let userId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: words(200), chunkDelayMs: 20 });
    const env = {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      ADMIN_EMAILS: "root@example.com",
      AUTH_SECRET: SECRET, // several instances share one secret
    };
    // PGlite belongs to one process: there the "other instance" is the same one.
    if (kind === "postgres") {
      postgres = await createPostgresDatabase();
      adminApp = await startTestApp(kind, env, openPostgres(postgres.url));
      runApp = await startTestApp(kind, env, openPostgres(postgres.url));
    } else {
      adminApp = await startTestApp(kind, env);
      runApp = adminApp;
    }
    admin = await signUpVerified(adminApp, "root@example.com");
    user = await signUpVerified(adminApp, "writer@example.com");
    userId = (await user.json("/api/me")).body.id;
    await adminApp.database.db.update(profiles).set({ wordsLimit: 100_000 }).where(eq(profiles.userId, userId));
  });
  afterAll(async () => {
    if (runApp !== adminApp) await runApp?.drop();
    await adminApp?.drop();
    await postgres?.drop();
    await fake?.close();
  });

  /** Sends `user`'s cookies to the run instance (same sessions, another process in production). */
  const onRunApp = (path: string, json?: unknown) => {
    const client = runApp.client(user.ip);
    client.cookies = user.cookies;
    return client.request(path, json === undefined ? {} : { json });
  };

  const flip = async (key: string, value: boolean) => {
    const res = await admin.request(`/api/admin/settings/${key}`, { method: "PUT", json: { value } });
    expect(res.status).toBe(200);
  };

  /** Starts a run on the run instance and waits until text is streaming; `ended` gives all its events. */
  async function streamingRun(slug: string) {
    const res = await onRunApp(`/api/tools/${slug}/run`, { input: { text: "Make this clearer, please." } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: delta")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return parseSse(text);
        text += decoder.decode(value, { stream: true });
      }
    })();
    return { ended };
  }

  const withinASecond = <T>(ended: Promise<T>) =>
    Promise.race([ended, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);

  async function expectStopped(events: SseEvent[], code: string) {
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code } });
    const sent = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    const documentId = (events[0].data as { documentId: string }).documentId;
    const [row] = await adminApp.database.db.select().from(runs).where(eq(runs.id, documentId));
    // Stopped long before the model's 200 words, with every word the user saw kept and charged once.
    expect(row.status).toBe("interrupted");
    expect(row.output).toBe(sent);
    expect(row.wordsCharged).toBe(countWords(sent));
    expect(row.wordsCharged).toBeLessThan(200);
  }

  /** Once no run is going: words_used is the sum of the usage logs, and nothing is held. */
  async function expectLedgerBalanced() {
    const logs = await adminApp.database.db.select().from(usageLogs).where(eq(usageLogs.userId, userId));
    const [profile] = await adminApp.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile.wordsUsed).toBe(logs.reduce((sum, log) => sum + log.wordsGenerated, 0));
    expect(profile.wordsReserved).toBe(0);
  }

  /** The run instance allows runs again within a second of the switch going back. */
  async function expectAllowedAgain() {
    await expect
      .poll(async () => (await onRunApp("/api/tools/clarity-booster/availability")).json(), { timeout: 1000 })
      .toEqual({ globalDisabled: false, toolEnabled: true, orgDisabledBy: null });
  }

  it("the global switch stops the runs in flight on every instance and refuses new ones within a second", async () => {
    // The run instance has read the switches (they are in its memory) before the admin flips one.
    const running = await streamingRun("clarity-booster");
    await flip("global_api_disabled", true);
    const flippedAt = Date.now();
    const ended = await withinASecond(running.ended);
    expect(ended, "the run was still streaming a second after the stop").not.toBeNull();
    await expectStopped(ended!, "SERVICE_UNAVAILABLE");
    const refused = await onRunApp("/api/tools/clarity-booster/run", { input: { text: "Another one." } });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe("SERVICE_UNAVAILABLE");
    expect(Date.now() - flippedAt).toBeLessThan(1000);

    await expectLedgerBalanced();

    await flip("global_api_disabled", false);
    await expectAllowedAgain();
  });

  it("a tool's switch stops that tool's runs everywhere, and only that tool's", async () => {
    const stopped = await streamingRun("clarity-booster");
    const untouched = await streamingRun("paraphraser");
    await flip("tool_clarity_booster_enabled", false);
    const ended = await withinASecond(stopped.ended);
    expect(ended, "the run was still streaming a second after the switch").not.toBeNull();
    await expectStopped(ended!, "TOOL_DISABLED");
    const other = await untouched.ended;
    expect(other.at(-1)).toMatchObject({ event: "done" });
    await expectLedgerBalanced();
    await flip("tool_clarity_booster_enabled", true);
    await expectAllowedAgain();
  });
});
