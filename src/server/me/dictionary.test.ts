import { DICTIONARY_MAX_WORDS } from "@shared/dictionary";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaryWords, users } from "../db/schema";
import { stopRules } from "../nlp/rules";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

describe.each(BACKENDS)("the personal dictionary on %s", (kind) => {
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    // No model: the grammar checker answers with the offline rules alone.
    app = await startTestApp(kind, { AI_PROVIDER: "none" });
    owner = await signUpVerified(app, "words@example.com", "Wendy Words");
    other = await signUpVerified(app, "other@example.com", "Otto Other");
  });
  afterAll(async () => {
    await stopRules();
    await app?.drop();
  });

  it("adds, lists, ignores a second addition (whatever its case) and removes words, per user", async () => {
    expect((await app.client().json("/api/me/dictionary")).status).toBe(401);
    expect((await owner.json("/api/me/dictionary")).body).toEqual({ words: [] });

    const added = await owner.json("/api/me/dictionary", { json: { word: "  Quillstackish " } });
    expect(added).toEqual({ status: 200, body: { words: ["Quillstackish"] } });
    expect((await owner.json("/api/me/dictionary", { json: { word: "quillstackish" } })).body).toEqual({
      words: ["Quillstackish"],
    });
    await owner.json("/api/me/dictionary", { json: { word: "Zorblat" } });
    expect((await owner.json("/api/me/dictionary")).body.words).toEqual(["Quillstackish", "Zorblat"]);
    expect((await other.json("/api/me/dictionary")).body).toEqual({ words: [] });

    // Someone else cannot remove the owner's word; the owner can, by any case.
    await other.json("/api/me/dictionary/Zorblat", { method: "DELETE" });
    expect((await owner.json("/api/me/dictionary")).body.words).toContain("Zorblat");
    const removed = await owner.json("/api/me/dictionary/zorblat", { method: "DELETE" });
    expect(removed.body).toEqual({ words: ["Quillstackish"] });
  });

  it("refuses what is not one word of 1 to 64 characters, with a clear message", async () => {
    const cases: [unknown, string][] = [
      [{ word: "   " }, "Please give a word."],
      [{}, "Please give a word."],
      [{ word: "two words" }, "Add one word at a time, without spaces."],
      [{ word: "x".repeat(65) }, "A word is at most 64 characters."],
    ];
    for (const [json, message] of cases) {
      const res = await owner.json("/api/me/dictionary", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "VALIDATION_ERROR", message });
    }
    expect((await owner.json("/api/me/dictionary", { json: { word: "x".repeat(64) } })).status).toBe(200);
  });

  it(`holds at most ${DICTIONARY_MAX_WORDS} words a user`, async () => {
    const full = await signUpVerified(app, "full@example.com");
    const [{ id }] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "full@example.com"));
    await app.database.db
      .insert(dictionaryWords)
      .values(Array.from({ length: DICTIONARY_MAX_WORDS - 1 }, (_, i) => ({ userId: id, word: `word${i}` })));
    expect((await full.json("/api/me/dictionary", { json: { word: "last" } })).status).toBe(200);
    const refused = await full.json("/api/me/dictionary", { json: { word: "onemore" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "DICTIONARY_FULL" });
    expect(refused.body.error.message).toMatch(/1,000 words/);
    // A word already there is still fine; the others keep their own room.
    expect((await full.json("/api/me/dictionary", { json: { word: "LAST" } })).status).toBe(200);
    expect((await other.json("/api/me/dictionary", { json: { word: "onemore" } })).status).toBe(200);
  });

  it("the server's offline checks no longer flag a dictionary word, for its owner only", async () => {
    const text = "Quillstackish is our word. I saw teh cat.";
    const flagged = async (client: TestClient) => {
      const nlp = await client.json("/api/nlp/check", { json: { text } });
      const res = await client.request("/api/tools/grammar-checker/run", { json: { input: { text } } });
      const done = parseSse(await res.text()).at(-1)!.data as { result: { issues: { text: string }[] } };
      return {
        nlp: nlp.body.issues.map((i: { text: string }) => i.text),
        tool: done.result.issues.map((i) => i.text),
      };
    };
    const owners = await flagged(owner);
    expect(owners.nlp).toContain("teh");
    expect(owners.nlp).not.toContain("Quillstackish");
    expect(owners.tool).toContain("teh");
    expect(owners.tool).not.toContain("Quillstackish");
    const others = await flagged(other);
    expect(others.nlp).toContain("Quillstackish");
    expect(others.tool).toContain("Quillstackish");
  });
});
