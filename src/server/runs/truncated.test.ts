import type { CreatedApiKey } from "@shared/api-v1";
import type { DocumentPage } from "@shared/documents";
import type { RunDone } from "@shared/run";
import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAiBehaviour, startFakeOpenAi } from "../../../tests/support/fake-openai";
import { profiles, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { ledgerOf } from "../test-support/ledger";
import { parseSse } from "../test-support/sse";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/** A run whose text was cut short (the allowance ran out, or the model's length limit) says so. */
describe.each(BACKENDS)("a run cut short on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake" });
  }, 60_000);
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, {
      reply: REPLY,
      chunkDelayMs: 0,
      mode: "ok",
      finishReason: undefined,
    } satisfies Partial<FakeOpenAiBehaviour>);
  });

  const newUser = async (wordsUsed = 0) => {
    const email = `cut${n++}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    await app.database.db.update(profiles).set({ wordsUsed }).where(eq(profiles.userId, user.id));
    return { client, userId: user.id };
  };
  const run = async (client: TestClient) => {
    const res = await client.request(`/api/tools/${TOOL}/run`, { json: { input: { text: "Make this clearer." } } });
    const done = parseSse(await res.text()).at(-1)!;
    expect(done.event).toBe("done");
    return done.data as RunDone;
  };
  const statusOf = async (client: TestClient, documentId: string) => {
    const one = await client.json(`/api/documents/${documentId}`);
    const list = await client.json<DocumentPage>("/api/documents");
    expect(list.body.items.find((d) => d.id === documentId)?.status).toBe(one.body.status);
    return one.body.status as string;
  };

  it("the allowance ran out: done says truncated, the document is truncated, charged exactly what it delivered", async () => {
    const { client, userId } = await newUser(1990);
    const done = await run(client);
    expect(done.truncated).toBe(true);
    expect(done.wordsCharged).toBe(10);
    expect(countWords(done.output)).toBe(10);
    expect(await statusOf(client, done.documentId)).toBe("truncated");
    expect(await ledgerOf(app, userId)).toEqual({ used: 2000, reserved: 0, logged: 10 });
  });

  it("the model stopped at its length limit (finish_reason length): truncated too", async () => {
    const { client, userId } = await newUser();
    fake.behaviour.finishReason = "length";
    const done = await run(client);
    expect(done).toMatchObject({ output: REPLY, wordsCharged: 14, truncated: true });
    expect(await statusOf(client, done.documentId)).toBe("truncated");
    expect(await ledgerOf(app, userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("a run that finished whole is not truncated", async () => {
    const { client } = await newUser(1986);
    const done = await run(client); // exactly the 14 words left
    expect(done).toMatchObject({ output: REPLY, wordsCharged: 14, truncated: false });
    expect(await statusOf(client, done.documentId)).toBe("done");
  });

  it("the public API's JSON and SSE answers carry the same field, and its documents the status", async () => {
    const { client, userId } = await newUser(1990);
    const { body: created } = await client.json<CreatedApiKey>("/api/api-keys", { json: { name: "Cut" } });
    const call = (headers: Record<string, string> = {}) =>
      app.app.request(`${TEST_ORIGIN}/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        headers: { authorization: `Bearer ${created.key}`, "content-type": "application/json", ...headers },
        body: JSON.stringify({ input: { text: "Make this clearer." } }),
      });
    const json = (await (await call()).json()) as RunDone;
    expect(json).toMatchObject({ wordsCharged: 10, truncated: true });
    const doc = await app.app.request(`${TEST_ORIGIN}/api/v1/documents/${json.documentId}`, {
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(((await doc.json()) as { status: string }).status).toBe("truncated");

    // The stream's done event, for a model that reached its length limit.
    await app.database.db.update(profiles).set({ wordsUsed: 0 }).where(eq(profiles.userId, userId));
    fake.behaviour.finishReason = "length";
    const streamed = parseSse(await (await call({ accept: "text/event-stream" })).text());
    expect(streamed.at(-1)).toMatchObject({ event: "done", data: { output: REPLY, truncated: true } });
  });
});
