import type { CreatedApiKey } from "@shared/api-v1";
import type { DocumentDetail, DocumentPage, DocumentRevision, RevisionList } from "@shared/documents";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentRevisions, runs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { insertRuns, runRow } from "./test-rows";

const MISSING = "00000000-0000-4000-8000-000000000000";

describe.each(BACKENDS)("new documents and revisions on %s", (kind) => {
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let ownerId: string;

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const create = async (client: TestClient, json?: unknown) =>
    client.json<DocumentDetail>("/api/documents", { method: "POST", ...(json === undefined ? {} : { json }) });
  const patch = (client: TestClient, id: string, json: unknown) =>
    client.json<DocumentDetail>(`/api/documents/${id}`, { method: "PATCH", json });
  const revisions = async (id: string, client = owner) =>
    (await client.json<RevisionList>(`/api/documents/${id}/revisions`)).body.items;
  /** Makes every revision of the document `seconds` older, as if that much time had passed. */
  const age = (id: string, seconds: number) =>
    app.database.db
      .update(documentRevisions)
      .set({ createdAt: sql`${documentRevisions.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(documentRevisions.runId, id));
  /** An editor run on a selection of `parentId` (as the AI action's run pipeline leaves it). */
  const editorRun = async (
    userId: string,
    parentId: string | null,
    tool = "shortener",
    options: Record<string, string | boolean> = {},
  ) => (await insertRuns(app.database.db, [runRow(userId, { tool, parentId, surface: "editor", options })]))[0];

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await signUpVerified(app, "writer@example.com", "Wendy Writer");
    other = await signUpVerified(app, "nosy@example.com", "Nosy Neighbour");
    ownerId = await idOf("writer@example.com");
  });
  afterAll(() => app?.drop());

  it("creates a blank document (or a given one) that is listed, searched, filtered and exported, charging nothing", async () => {
    const blank = await create(owner);
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({
      tool: "document",
      title: "Untitled document",
      status: "done",
      output: "",
      body: null,
      wordsCharged: 0,
      version: 1,
      input: {},
      options: {},
    });
    const given = await create(owner, {
      title: "  Field notes  ",
      output: "Herons nest early.",
      body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Herons nest early." }] }] },
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ title: "Field notes", output: "Herons nest early.", tool: "document" });
    expect(given.body.body).toMatchObject({ type: "doc" });

    const [row] = await app.database.db.select().from(runs).where(eq(runs.id, blank.body.id));
    expect(row).toMatchObject({ surface: "editor", wordsCharged: 0, wordsReserved: 0, userId: ownerId });
    expect(row.usagePeriod).toBe(new Date().toISOString().slice(0, 7));
    const logs = await app.database.db.execute(sql`select count(*)::int as n from usage_logs`);
    expect(Number((logs as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);

    const list = (await owner.json<DocumentPage>("/api/documents?tool=document")).body.items.map((d) => d.id);
    expect(list).toEqual([given.body.id, blank.body.id]);
    expect((await owner.json<DocumentPage>("/api/documents?q=herons")).body.items.map((d) => d.id)).toEqual([
      given.body.id,
    ]);
    const exported = (await owner.json("/api/documents/export")).body.documents.map((d: DocumentDetail) => d.id);
    expect(exported).toContain(blank.body.id);
    expect((await other.json<DocumentPage>("/api/documents")).body.items).toEqual([]);

    for (const [json, message] of [
      [{ title: "   " }, "Please enter a title."],
      [{ output: 5 }, "Text must be text."],
      [{ body: { type: "doc" } }, "The rich text needs its plain text (output) beside it."],
      [{ tool: "paraphraser" }, 'Unrecognized key: "tool"'],
    ] as const) {
      const res = await create(owner, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await app.client().json("/api/documents", { method: "POST", json: {} })).status).toBe(401);
  });

  it("keeps the original before the first change, batches autosaves a minute at a time, and skips renames", async () => {
    const doc = (await create(owner, { output: "First words." })).body;
    expect(await revisions(doc.id)).toEqual([]);
    // A rename is no revision.
    await patch(owner, doc.id, { title: "Renamed", version: 1 });
    expect(await revisions(doc.id)).toEqual([]);

    await patch(owner, doc.id, { output: "First words. More", version: 2 });
    await patch(owner, doc.id, { output: "First words. More and more", version: 3 });
    let items = await revisions(doc.id);
    expect(items.map((r) => [r.reason, r.words])).toEqual([
      ["autosave", 5],
      ["original", 2],
    ]);
    const original = (await owner.json<DocumentRevision>(`/api/documents/${doc.id}/revisions/${items[1].id}`)).body;
    expect(original).toMatchObject({ reason: "original", title: "Renamed", output: "First words.", body: null });
    expect(Object.keys(items[0]).sort()).toEqual(["createdAt", "id", "reason", "sourceOptions", "sourceTool", "words"]);

    // A minute later, the next autosave is a revision of its own; the older batch stays as it was.
    await age(doc.id, 61);
    await patch(owner, doc.id, { output: "Second batch", version: 4 });
    await patch(owner, doc.id, { output: "Second batch grows", version: 5 });
    items = await revisions(doc.id);
    expect(items.map((r) => [r.reason, r.words])).toEqual([
      ["autosave", 3],
      ["autosave", 5],
      ["original", 2],
    ]);
    const kept = (await owner.json<DocumentRevision>(`/api/documents/${doc.id}/revisions/${items[1].id}`)).body;
    expect(kept.output).toBe("First words. More and more");
    // Just inside the minute, it is still the same batch.
    await age(doc.id, 50);
    await patch(owner, doc.id, { output: "Second batch grows again", version: 6 });
    expect((await revisions(doc.id)).map((r) => r.reason)).toEqual(["autosave", "autosave", "original"]);
  });

  it("names the options an accepted AI action ran with: a translation's target language", async () => {
    const doc = (await create(owner, { output: "A short sentence." })).body;
    const run = await editorRun(ownerId, doc.id, "language-translator", { source: "auto", target: "fr" });
    const accepted = await patch(owner, doc.id, {
      output: "Une phrase courte.",
      version: 1,
      revision: { reason: "ai", sourceRunId: run },
    });
    expect(accepted.status).toBe(200);
    const [translated] = await revisions(doc.id);
    expect(translated).toMatchObject({
      reason: "ai",
      sourceTool: "language-translator",
      sourceOptions: { source: "auto", target: "fr" },
    });
  });

  it("keeps an accepted AI action as a revision naming its tool, only for a run of this document", async () => {
    const doc = (await create(owner, { output: "A long and winding sentence." })).body;
    const run = await editorRun(ownerId, doc.id, "shortener");
    const accepted = await patch(owner, doc.id, {
      output: "A short sentence.",
      version: 1,
      revision: { reason: "ai", sourceRunId: run },
    });
    expect(accepted.status).toBe(200);
    // An autosave right after is a revision of its own: the AI one is never merged into a batch.
    await patch(owner, doc.id, { output: "A short sentence, edited.", version: 2 });
    const items = await revisions(doc.id);
    expect(items.map((r) => [r.reason, r.sourceTool, r.sourceOptions])).toEqual([
      ["autosave", null, null],
      ["ai", "shortener", {}],
      ["original", null, null],
    ]);
    const [stored] = await app.database.db
      .select({ sourceId: documentRevisions.sourceId })
      .from(documentRevisions)
      .where(eq(documentRevisions.id, items[1].id));
    expect(stored.sourceId).toBe(run);

    // Refused: a run of another document, a run with no document, another user's run, no run at all.
    const otherDoc = (await create(owner)).body;
    const nosyId = await idOf("nosy@example.com");
    const nosyDoc = (await create(other)).body;
    for (const sourceRunId of [
      await editorRun(ownerId, otherDoc.id),
      await editorRun(ownerId, null),
      await editorRun(nosyId, nosyDoc.id),
      MISSING,
    ]) {
      const res = await patch(owner, doc.id, { output: "x", version: 3, revision: { reason: "ai", sourceRunId } });
      expect(res.status, sourceRunId).toBe(400);
      expect((res.body as unknown as { error: unknown }).error).toEqual({
        code: "VALIDATION_ERROR",
        title: "Error",
        message: "The AI run to accept (revision.sourceRunId) is not one of this document's runs.",
      });
    }
    expect((await owner.json<DocumentDetail>(`/api/documents/${doc.id}`)).body).toMatchObject({
      version: 3,
      output: "A short sentence, edited.",
    });
    for (const [revision, message] of [
      [{ reason: "autosave", sourceRunId: run }, 'The revision\'s reason must be "ai".'],
      [{ reason: "ai", sourceRunId: "nope" }, "The revision's sourceRunId must be the id of the AI run."],
      [{ reason: "ai", sourceRunId: run, extra: 1 }, 'Unrecognized key: "extra"'],
    ] as const) {
      const res = await patch(owner, doc.id, { output: "x", version: 3, revision });
      expect(res.status).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toBe(message);
    }
    const titleOnly = await patch(owner, doc.id, {
      title: "x",
      version: 3,
      revision: { reason: "ai", sourceRunId: run },
    });
    expect((titleOnly.body as unknown as { error: { message: string } }).error.message).toBe(
      "An AI revision must carry the new text (output).",
    );
  });

  it("restores a revision (itself a revision, so it can be undone), on the version check", async () => {
    const doc = (await create(owner, { title: "Poem", output: "Roses are red." })).body;
    await patch(owner, doc.id, { output: "Roses are blue.", body: { type: "doc", content: [] }, version: 1 });
    const [, original] = await revisions(doc.id);

    // A stale version: 409 with the document as it is now; nothing restored.
    const stale = await owner.json(`/api/documents/${doc.id}/revisions/${original.id}/restore`, {
      method: "POST",
      json: { version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: "VERSION_CONFLICT" }, current: { version: 2 } });

    const restored = await owner.json<DocumentDetail>(`/api/documents/${doc.id}/revisions/${original.id}/restore`, {
      method: "POST",
      json: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: "Poem", output: "Roses are red.", body: null, version: 3 });
    expect((await owner.json<DocumentDetail>(`/api/documents/${doc.id}`)).body.output).toBe("Roses are red.");
    const items = await revisions(doc.id);
    expect(items.map((r) => r.reason)).toEqual(["restore", "autosave", "original"]);
    const [stored] = await app.database.db
      .select({ sourceId: documentRevisions.sourceId, output: documentRevisions.output })
      .from(documentRevisions)
      .where(eq(documentRevisions.id, items[0].id));
    expect(stored).toEqual({ sourceId: original.id, output: "Roses are red." });

    // Undo the restore by restoring the autosave.
    const undone = await owner.json<DocumentDetail>(`/api/documents/${doc.id}/revisions/${items[1].id}/restore`, {
      method: "POST",
      json: { version: 3 },
    });
    expect(undone.body).toMatchObject({ output: "Roses are blue.", body: { type: "doc", content: [] }, version: 4 });
    expect((await revisions(doc.id)).map((r) => r.reason)).toEqual(["restore", "restore", "autosave", "original"]);

    // A revision of another document is no revision of this one; bad bodies are 400.
    const elsewhere = (await create(owner)).body;
    await patch(owner, elsewhere.id, { output: "Elsewhere", version: 1 });
    const [foreign] = await revisions(elsewhere.id);
    for (const revisionId of [foreign.id, MISSING, "not-a-uuid"]) {
      const res = await owner.json(`/api/documents/${doc.id}/revisions/${revisionId}/restore`, {
        method: "POST",
        json: { version: 4 },
      });
      expect(res.status, revisionId).toBe(404);
      expect(res.body.error).toEqual({
        code: "NOT_FOUND",
        title: "Not Found",
        message: "This version of the document does not exist.",
      });
      expect((await owner.json(`/api/documents/${doc.id}/revisions/${revisionId}`)).status).toBe(404);
    }
    for (const json of [undefined, {}, { version: "4" }, { version: 4, title: "x" }]) {
      const res = await owner.json(`/api/documents/${doc.id}/revisions/${items[1].id}/restore`, {
        method: "POST",
        json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    // A run still being written cannot be restored.
    await app.database.db.update(runs).set({ status: "running" }).where(eq(runs.id, doc.id));
    const running = await owner.json(`/api/documents/${doc.id}/revisions/${items[1].id}/restore`, {
      method: "POST",
      json: { version: 4 },
    });
    expect(running.status).toBe(409);
    expect(running.body.error.code).toBe("RUN_IN_PROGRESS");
    await app.database.db.update(runs).set({ status: "done" }).where(eq(runs.id, doc.id));
  });

  it("only the owner reaches revisions: others and deleted documents get the document's 404, signed out 401", async () => {
    const doc = (await create(owner, { output: "Private draft" })).body;
    await patch(owner, doc.id, { output: "Private draft, edited", version: 1 });
    const [latest] = await revisions(doc.id);
    const urls = [
      ["GET", `/api/documents/${doc.id}/revisions`],
      ["GET", `/api/documents/${doc.id}/revisions/${latest.id}`],
      ["POST", `/api/documents/${doc.id}/revisions/${latest.id}/restore`, { version: 2 }],
    ] as const;
    const missing = await owner.json(`/api/documents/${MISSING}/revisions`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("This document does not exist or was deleted.");
    for (const [method, url, json] of urls) {
      const stranger = await other.json(url, { method, json });
      expect(stranger.status, `${method} ${url}`).toBe(404);
      expect(stranger.body, url).toEqual(missing.body);
      expect((await app.client().json(url, { method, json })).status, url).toBe(401);
      const malformed = url.replace(doc.id, "nope");
      expect((await owner.json(malformed, { method, json })).body, malformed).toEqual(missing.body);
    }
    await owner.request(`/api/documents/${doc.id}`, { method: "DELETE" });
    for (const [method, url, json] of urls) {
      expect((await owner.json(url, { method, json })).body, `deleted: ${url}`).toEqual(missing.body);
    }
    await owner.request(`/api/documents/${doc.id}/restore`, { method: "POST" });
    expect((await owner.json(urls[0][1])).status).toBe(200);
  });

  it("the public API with a key sees the same documents and revisions", async () => {
    const created = await owner.json<CreatedApiKey>("/api/api-keys", { json: { name: "Revisions" } });
    const bearer = async (path: string, method = "GET", json?: unknown) => {
      const res = await app.app.request(`${TEST_ORIGIN}/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${created.body.key}`, "Content-Type": "application/json" },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      return { status: res.status, body: await res.json() };
    };
    const made = await bearer("/documents", "POST", { title: "From the API" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: "From the API", tool: "document" });
    const id = made.body.id;
    expect((await bearer(`/documents/${id}`, "PATCH", { output: "Typed by a script", version: 1 })).status).toBe(200);
    const listed = await bearer(`/documents/${id}/revisions`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ items: await revisions(id) });
    const original = listed.body.items[1];
    expect((await bearer(`/documents/${id}/revisions/${original.id}`)).body).toMatchObject({ output: "" });
    const restored = await bearer(`/documents/${id}/revisions/${original.id}/restore`, "POST", { version: 2 });
    expect(restored.body).toMatchObject({ output: "", version: 3 });
    expect((await owner.json<DocumentDetail>(`/api/documents/${id}`)).body.version).toBe(3);
    // Another user's document is a 404 through the API too.
    const nosy = (await create(other)).body;
    expect((await bearer(`/documents/${nosy.id}/revisions`)).status).toBe(404);
  });
});
