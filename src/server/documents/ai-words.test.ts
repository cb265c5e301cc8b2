import type { DocumentDetail } from "@shared/documents";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { insertRuns, runRow } from "./test-rows";

describe.each(BACKENDS)("a document's AI words on %s", (kind) => {
  let app: TestApp;
  let owner: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await signUpVerified(app, "counter@example.com", "Carla Counter");
    ownerId = (
      await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, "counter@example.com"))
    )[0].id;
  });
  afterAll(() => app?.drop());

  it("sums what the AI actions on the document's selections were charged, in reads and in a save's answer", async () => {
    const created = await owner.json<DocumentDetail>("/api/documents", { method: "POST", json: {} });
    const doc = created.body;
    expect(doc).toMatchObject({ wordsCharged: 0, aiWordsCharged: 0 });

    // Two AI actions on the document (12 and 8 words), and one on another document that is not counted.
    const other = (await owner.json<DocumentDetail>("/api/documents", { method: "POST", json: {} })).body;
    await insertRuns(app.database.db, [
      runRow(ownerId, { tool: "shortener", parentId: doc.id, surface: "editor", wordsCharged: 12 }),
      runRow(ownerId, { tool: "paraphraser", parentId: doc.id, surface: "editor", wordsCharged: 8 }),
      runRow(ownerId, { tool: "paraphraser", parentId: other.id, surface: "editor", wordsCharged: 5 }),
    ]);

    const read = (await owner.json<DocumentDetail>(`/api/documents/${doc.id}`)).body;
    expect(read).toMatchObject({ wordsCharged: 0, aiWordsCharged: 20 });
    const saved = await owner.json<DocumentDetail>(`/api/documents/${doc.id}`, {
      method: "PATCH",
      json: { output: "New words.", version: read.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ output: "New words.", aiWordsCharged: 20 });
    expect((await owner.json<DocumentDetail>(`/api/documents/${other.id}`)).body.aiWordsCharged).toBe(5);
  });
});
