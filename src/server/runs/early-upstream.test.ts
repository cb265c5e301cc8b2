import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import type { AiProvider } from "../ai/types";
import { organizationMembers, organizations, profiles, runs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { ledgerOf } from "../test-support/ledger";
import { parseSse } from "../test-support/sse";
import { mayAskEarly, noteRoom } from "./early-upstream";
import { createRunHost } from "./host";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words

/** An app on `kind` whose model is the fake server, and makers of its users and their runs. */
function earlyApp(kind: "pglite" | "postgres") {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let n = 0;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake" });
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  const newUser = async () => {
    const email = `early${n++}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    return { client, userId: user.id };
  };
  const run = async (client: TestClient) => {
    const res = await client.request("/api/tools/clarity-booster/run", { json: { input: { text: "Make it clear." } } });
    const text = await res.text();
    return { status: res.status, text, events: res.status === 200 ? parseSse(text) : [] };
  };
  return { app: () => app, fake: () => fake, newUser, run };
}

/**
 * The model is asked while a run's words are reserved (early-upstream.ts) only for a user this
 * instance last saw with room; nothing it writes is shown or charged unless the run started.
 */
describe.each(BACKENDS)("asking the model early on %s", (kind) => {
  const { app, newUser, run } = earlyApp(kind);
  const runsOf = async (userId: string) =>
    (await app().database.db.select({ n: sql<number>`count(*)::int` }).from(runs).where(eq(runs.userId, userId)))[0].n;

  it("a run refused at the limit after a request sent early shows and charges nothing", async () => {
    const { client, userId } = await newUser();
    expect((await run(client)).events.at(-1)?.event).toBe("done"); // this instance now knows the user's room
    // The limit is reached behind this instance's back (another instance's runs, or an operator).
    await app().database.db.update(profiles).set({ wordsUsed: 2000 }).where(eq(profiles.userId, userId));

    const refused = await run(client);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error.code).toBe("WORD_LIMIT_REACHED");
    expect(refused.text).not.toContain("Clear writing");
    expect(await runsOf(userId)).toBe(1);
    expect(await ledgerOf(app(), userId)).toEqual({ used: 2000, reserved: 0, logged: 14 });
  });
});

/**
 * Whether the request goes out before the words are reserved, seen by holding the user's profile
 * (which the start statement locks) from another transaction. PostgreSQL only: PGlite runs one
 * statement at a time.
 */
describe.skipIf(!BACKENDS.includes("postgres"))("the model's request and the run's start on postgres", () => {
  const { app, fake, newUser, run } = earlyApp("postgres");
  let holder: pg.Client | undefined;
  afterAll(async () => {
    await holder?.end().catch(() => {});
  });

  /**
   * Starts a run while the user's profile is locked; what the fake was asked by then, and the run's
   * answer. `meanwhile` runs in the holding transaction before it commits.
   */
  async function runWhileHeld(client: TestClient, userId: string, meanwhile?: (holder: pg.Client) => Promise<unknown>) {
    holder = new pg.Client({ connectionString: app().database.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT 1 FROM profiles WHERE user_id = $1 FOR UPDATE", [userId]);
    const before = fake().requests.length;
    const answer = run(client);
    answer.catch(() => {});
    await expect
      .poll(async () => {
        const { rows } = await holder!.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n;
      })
      .toBe(1);
    // Time for a request sent at the start to arrive (the fake answers at once).
    await new Promise((r) => setTimeout(r, 200));
    const askedWhileHeld = fake().requests.length - before;
    await meanwhile?.(holder);
    await holder.query("COMMIT");
    await holder.end();
    holder = undefined;
    return { askedWhileHeld, answer: await answer };
  }

  it("a user this instance has not served yet: the model is asked once the words are reserved", async () => {
    const { client, userId } = await newUser();
    const { askedWhileHeld, answer } = await runWhileHeld(client, userId);
    expect(askedWhileHeld).toBe(0);
    expect(answer.events.at(-1)).toMatchObject({ event: "done", data: { output: REPLY, wordsCharged: 14 } });
  });

  it("a user last seen with room: the model is asked while the words are reserved, and the run is charged once", async () => {
    const { client, userId } = await newUser();
    expect((await run(client)).events.at(-1)?.event).toBe("done");
    const { askedWhileHeld, answer } = await runWhileHeld(client, userId);
    expect(askedWhileHeld).toBe(1);
    const { events } = answer;
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(events[0].event).toBe("start");
    expect(deltas.join("")).toBe(REPLY);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { output: REPLY, wordsCharged: 14 } });
    expect(await ledgerOf(app(), userId)).toEqual({ used: 28, reserved: 0, logged: 28 });
  });

  it("a run refused after its request went out early shows nothing of it; the user's next run is refused before the model is asked", async () => {
    const { client, userId } = await newUser();
    expect((await run(client)).events.at(-1)?.event).toBe("done");
    // While the start waits, another instance's runs use up the month.
    const reachLimit = (holder: pg.Client) =>
      holder.query("UPDATE profiles SET words_used = 2000 WHERE user_id = $1", [userId]);
    // The model is still writing when the start is refused, however slow this machine is: a pause
    // shorter than the whole exchange let the stream finish first under load, and nothing was aborted.
    fake().behaviour.chunkDelayMs = 5_000;
    const aborted = fake().abortedStreams;
    let first: Awaited<ReturnType<typeof runWhileHeld>>;
    try {
      first = await runWhileHeld(client, userId, reachLimit);
      expect(first.askedWhileHeld).toBe(1);
      expect(first.answer.status).toBe(403);
      await expect.poll(() => fake().abortedStreams).toBe(aborted + 1); // and its request is ended
    } finally {
      fake().behaviour.chunkDelayMs = 0;
    }
    expect(JSON.parse(first.answer.text).error.code).toBe("WORD_LIMIT_REACHED");
    expect(first.answer.text).not.toContain("Clear writing");

    const second = await runWhileHeld(client, userId);
    expect(second.askedWhileHeld).toBe(0);
    expect(second.answer.status).toBe(403);
    expect(await ledgerOf(app(), userId)).toEqual({ used: 2000, reserved: 0, logged: 14 });
  });

  it("a refusal that is not about the limit (the organization turned the tool off) also stops early requests", async () => {
    const { client, userId } = await newUser();
    expect((await run(client)).events.at(-1)?.event).toBe("done"); // room seen: the next run asks early
    const [org] = await app()
      .database.db.insert(organizations)
      .values({ name: "Northfield School", poolWords: 100_000, disabledTools: ["clarity-booster"] })
      .returning();
    await app().database.db.insert(organizationMembers).values({ userId, organizationId: org.id, role: "member" });

    const first = await runWhileHeld(client, userId);
    expect(first.askedWhileHeld).toBe(1);
    expect(first.answer.status).toBe(403);
    expect(first.answer.text).not.toContain("Clear writing");
    const second = await runWhileHeld(client, userId);
    expect(second.askedWhileHeld).toBe(0); // the pool still has room, but this tool is refused
    expect(second.answer.status).toBe(403);
  });
});

describe("when the model may be asked early", () => {
  const remote = { name: "openai-compatible" } as AiProvider;
  const checks = { inputWords: 30, need: 0 };

  it("only for a user last seen with room for the run's input, its estimate and a step, and only a remote model", () => {
    const host = createRunHost(30);
    expect(mayAskEarly(remote, host, "u", checks, 50)).toBe(false); // not seen yet
    noteRoom(host, "u", 500);
    expect(mayAskEarly(remote, host, "u", checks, 50)).toBe(true);
    expect(mayAskEarly(remote, host, "u", { inputWords: 600, need: 0 }, 50)).toBe(false);
    expect(mayAskEarly(remote, host, "u", { inputWords: 30, need: 501 }, 50)).toBe(false);
    expect(mayAskEarly({ name: "local" } as AiProvider, host, "u", checks, 50)).toBe(false);
    expect(mayAskEarly(remote, createRunHost(30), "u", checks, 50)).toBe(false); // another instance
    noteRoom(host, "u", 40);
    expect(mayAskEarly(remote, host, "u", checks, 50)).toBe(false); // less than a step left
    noteRoom(host, "u", 0);
    expect(mayAskEarly(remote, host, "u", checks, 50)).toBe(false);
  });
});
