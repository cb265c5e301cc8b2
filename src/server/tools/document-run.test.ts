import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { runs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

/*
 * The browser's run route with `?document=<id>`: the editor's AI on a selection. The body is the
 * tool's as ever; the run is kept as the document's run, and only for the caller's own document.
 */

const REPLY = "Shorter.";

describe.each(BACKENDS)("a run for a document over HTTP on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let owner: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake-model" });
    owner = await signUpVerified(app, "owner@example.com");
    stranger = await signUpVerified(app, "stranger@example.com");
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  const body = { input: { text: "This sentence is longer than it needs to be." } };
  const run = async (client: TestClient, query = "") => {
    const res = await client.request(`/api/tools/sentence-shortener/run${query}`, { json: body });
    const text = await res.text();
    return { status: res.status, text, events: res.status === 200 ? parseSse(text) : [] };
  };
  const documentIdOf = (events: ReturnType<typeof parseSse>) => {
    const start = events.find((e) => e.event === "start");
    return (start?.data as { documentId: string }).documentId;
  };

  it("keeps the run as the document's (parent, surface 'editor'), out of the documents list", async () => {
    const parent = documentIdOf((await run(owner)).events);
    const child = await run(owner, `?document=${parent}`);
    expect(child.status).toBe(200);
    const childId = documentIdOf(child.events);
    const [row] = await app.database.db.select().from(runs).where(eq(runs.id, childId));
    expect(row).toMatchObject({ parentId: parent, surface: "editor", status: "done", output: REPLY });

    const listed = await owner.json<{ items: { id: string }[] }>("/api/documents");
    expect(listed.body.items.map((d) => d.id)).toEqual([parent]);
  });

  it("answers 404 NOT_FOUND for another user's document, holding nothing", async () => {
    const parent = documentIdOf((await run(owner)).events);
    const refused = await run(stranger, `?document=${parent}`);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text).error).toMatchObject({
      code: "NOT_FOUND",
      message: "This document does not exist or was deleted.",
    });
    const usage = await stranger.json<{ wordsUsed: number }>("/api/me/usage");
    expect(usage.body.wordsUsed).toBe(0);
  });
});
