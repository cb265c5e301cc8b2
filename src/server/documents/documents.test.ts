import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DOCUMENT_OUTPUT_MAX,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_TITLE_MAX,
  type DocumentDetail,
  type DocumentExport,
  type DocumentPage,
} from "@shared/documents";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { UNDO_WINDOW_MS } from "./retention";
import { allDocuments, decodeCursor, encodeCursor, exactTimestamp, SEARCH_WINDOW } from "./store";
import { insertRuns, type RunRow, runRow } from "./test-rows";

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("exactTimestamp (cursor precision)", () => {
  it("turns PostgreSQL's timestamptz text, in any session time zone, into UTC ISO with microseconds", () => {
    expect(exactTimestamp("2026-03-01 12:00:00.000123+00")).toBe("2026-03-01T12:00:00.000123Z");
    expect(exactTimestamp("2026-03-01 12:00:00+00")).toBe("2026-03-01T12:00:00.000000Z");
    expect(exactTimestamp("2026-03-01 12:00:00.5+00")).toBe("2026-03-01T12:00:00.500000Z");
    expect(exactTimestamp("2026-01-01 15:30:00.123456+05:30")).toBe("2026-01-01T10:00:00.123456Z");
    expect(exactTimestamp("2025-12-31 21:00:00.999999-03")).toBe("2026-01-01T00:00:00.999999Z");
    expect(exactTimestamp("1900-01-01 00:53:28+00:53:28")).toBe("1900-01-01T00:00:00.000000Z");
    expect(() => exactTimestamp("01/01/2026 10:00:00")).toThrow(/DateStyle/);
  });
});

describe.each(BACKENDS)("documents API on %s", (kind) => {
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let root: TestClient; // super_admin from ADMIN_EMAILS
  let ownerId: string;
  let otherId: string;

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const insert = (userId: string, rows: Partial<RunRow>[]) =>
    insertRuns(
      app.database.db,
      rows.map((r) => runRow(userId, r)),
    );
  const insertOne = async (userId: string, row: Partial<RunRow> = {}) => (await insert(userId, [row]))[0];
  /** Every page of a listing, following nextCursor, with the items in order. */
  const walk = async (client: TestClient, query = "") => {
    const items: DocumentPage["items"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = query ? "&" : "";
      const url: string = `/api/documents?${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await client.json<DocumentPage>(url);
      expect(res.status, url).toBe(200);
      items.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    return { items, pages };
  };

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_EMAILS: "root@example.com" });
    owner = await signUpVerified(app, "owner@example.com", "Olive Owner");
    other = await signUpVerified(app, "other@example.com", "Otto Other");
    root = await signUpVerified(app, "root@example.com", "Root");
    ownerId = await idOf("owner@example.com");
    otherId = await idOf("other@example.com");
  });
  afterAll(() => app?.drop());

  it("privacy matrix: only the owner reaches a document; others, admins included, get the same 404 as a missing one", async () => {
    const signedOut = app.client();
    const strangers: [string, TestClient][] = [
      ["another user", other],
      ["an admin", root],
    ];
    // Per-document routes: a fresh document for each, so the owner's call (last) sees it untouched.
    const routes: [string, (id: string) => string, unknown?, boolean?][] = [
      ["GET", (id) => `/api/documents/${id}`],
      ["PATCH", (id) => `/api/documents/${id}`, { title: "Renamed", version: 1 }],
      ["DELETE", (id) => `/api/documents/${id}`],
      ["POST", (id) => `/api/documents/${id}/restore`, undefined, true],
    ];
    for (const [method, url, json, deletedFirst] of routes) {
      const id = await insertOne(ownerId, { title: "Private notes" });
      if (deletedFirst) await app.database.db.update(runs).set({ deletedAt: sql`now()` }).where(eq(runs.id, id));
      const out = await signedOut.json(url(id), { method, json });
      expect(out.status, `signed out ${method}`).toBe(401);
      expect(out.body.error).toEqual({
        code: "UNAUTHORIZED",
        title: "Authentication Required",
        message: "Please sign in to continue.",
      });
      const missing = await owner.json(url(MISSING), { method, json });
      expect(missing.status, `owner ${method} missing`).toBe(404);
      for (const [who, client] of strangers) {
        const res = await client.json(url(id), { method, json });
        expect(res.status, `${who} ${method}`).toBe(404);
        expect(res.body, `${who} ${method} looks exactly like a missing document`).toEqual(missing.body);
      }
      expect((await owner.request(url(id), { method, json })).status, `owner ${method}`).toBe(200);
      // A malformed id is a 404 too, not a 400 or a database error.
      expect((await owner.request(url("not-a-uuid"), { method, json })).status).toBe(404);
    }
    expect((await owner.json(`/api/documents/${MISSING}`)).body.error.code).toBe("NOT_FOUND");

    // Collection routes: 401 signed out; strangers never see, export or delete the owner's documents.
    const id = await insertOne(ownerId, { title: "Owner only" });
    for (const [method, url, json] of [
      ["GET", "/api/documents"],
      ["GET", "/api/documents/export"],
      ["DELETE", "/api/documents", { confirm: "DELETE" }],
    ] as const) {
      expect((await signedOut.request(url, { method, json })).status, `signed out ${method} ${url}`).toBe(401);
    }
    for (const [who, client] of strangers) {
      expect(
        (await walk(client)).items.map((d) => d.id),
        who,
      ).not.toContain(id);
      const exported = (await client.json<DocumentExport>("/api/documents/export")).body;
      expect(
        exported.documents.map((d) => d.id),
        who,
      ).not.toContain(id);
      expect((await client.json("/api/documents", { method: "DELETE", json: { confirm: "DELETE" } })).status).toBe(200);
    }
    expect((await owner.json(`/api/documents/${id}`)).status).toBe(200);
  });

  it("administrators see usage, never document text: no admin route answers a document's title, input or output", async () => {
    const marker = "zanzibarquokka";
    await insertOne(ownerId, {
      title: `Title ${marker}`,
      input: { text: `Input ${marker}` },
      output: `Output ${marker}`,
    });
    for (const url of [
      "/api/admin/stats",
      "/api/admin/activity?include=visits",
      "/api/admin/users",
      "/api/admin/usage-logs",
      "/api/admin/usage-logs/tools",
      "/api/admin/billing/stats",
      "/api/admin/billing/subscriptions",
      "/api/admin/billing/subscriptions/export",
      "/api/admin/settings",
    ]) {
      const res = await root.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).not.toContain(marker);
    }
    // And no admin code reads a run's text columns (a later admin route must not start to).
    const adminDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../admin");
    for (const file of readdirSync(adminDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = readFileSync(path.join(adminDir, file), "utf8");
      expect(source, file).not.toMatch(/\bruns\.(title|input|output|result|options|search)\b/);
    }
  });

  it("lists newest first, DOCUMENT_PAGE_SIZE a page, across > 2 pages with no gaps or duplicates, stable under inserts", async () => {
    const user = await signUpVerified(app, "pager@example.com");
    const userId = await idOf("pager@example.com");
    // 2.5 pages, all created within ONE millisecond, a microsecond apart, and some rows sharing a
    // timestamp exactly: a cursor rounded to the millisecond, or without the id tie-break, would fail.
    const count = Math.floor(DOCUMENT_PAGE_SIZE * 2.5);
    const base = "2026-03-01 12:00:00.000100+00";
    const ids = await insert(
      userId,
      Array.from({ length: count }, (_, i) => ({
        title: `Doc ${i}`,
        createdAt: sql`${base}::timestamptz + make_interval(secs => ${Math.floor(i / 3) / 1_000_000})` as never,
      })),
    );
    const [deleted] = await insert(userId, [{ title: "Deleted", deletedAt: new Date() }]);
    const expected = await app.database.db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.userId, userId), isNull(runs.deletedAt)))
      .orderBy(desc(runs.createdAt), desc(runs.id));
    expect(expected).toHaveLength(count);

    const first = await user.json<DocumentPage>("/api/documents");
    expect(first.body.items).toHaveLength(DOCUMENT_PAGE_SIZE);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ["createdAt", "id", "status", "title", "tool", "updatedAt", "wordsCharged"].sort(),
    );
    // New documents arriving while the user pages (a run finishing) do not shift the later pages.
    const seen = [...first.body.items];
    let cursor = first.body.nextCursor;
    let arrived = 0;
    while (cursor) {
      await insert(userId, [{ title: "Arrived while paging" }]);
      arrived++;
      const page = await user.json<DocumentPage>(`/api/documents?cursor=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    expect(seen.map((d) => d.id)).toEqual(expected.map((r) => r.id));
    expect(new Set(seen.map((d) => d.id)).size).toBe(count);
    expect(seen.map((d) => d.id)).not.toContain(deleted);
    expect(ids).toHaveLength(count);

    // A fresh walk starts with what arrived since, then the same documents.
    const again = await walk(user);
    expect(again.pages).toBeGreaterThan(2);
    expect(arrived).toBe(2);
    expect(again.items.slice(0, arrived).map((d) => d.title)).toEqual(Array(arrived).fill("Arrived while paging"));
    expect(again.items.slice(arrived).map((d) => d.id)).toEqual(expected.map((r) => r.id));

    // The database session's time zone changes the text it sends, not the pages (PGlite has one session).
    if (kind === "pglite") {
      await app.database.db.execute(sql`set timezone to 'America/St_Johns'`);
      const elsewhere = await walk(user);
      await app.database.db.execute(sql`set timezone to 'UTC'`);
      expect(elsewhere.items).toEqual(again.items);
    }
  });

  it("refuses a cursor it did not make and an unknown tool with a 400", async () => {
    for (const cursor of ["nope", "!!!", Buffer.from("2026-01-01|x").toString("base64url"), "a".repeat(300)]) {
      const res = await owner.json(`/api/documents?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error).toEqual({
        code: "VALIDATION_ERROR",
        title: "Error",
        message: "Invalid page cursor. Reload the list.",
      });
    }
    const tool = await owner.json("/api/documents?tool=no-such-tool");
    expect(tool.status).toBe(400);
    expect(tool.body.error.message).toBe("Unknown tool.");
    const long = await owner.json(`/api/documents?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("Search must be at most 200 characters.");
    // Cursors round-trip the exact timestamp.
    const cursor = { createdAt: "2026-03-01T12:00:00.000123Z", id: MISSING };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("filters by tool, and searches title, input and output with stemming, newest first", async () => {
    const user = await signUpVerified(app, "searcher@example.com");
    const userId = await idOf("searcher@example.com");
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 9, minute));
    const [inTitle, inInput, inOutput, unrelated, humanized] = await insert(userId, [
      { title: "Compost for beginners", createdAt: at(1) },
      { input: { text: "How do I compost kitchen scraps?" }, createdAt: at(2) },
      { output: "Composted leaves feed the soil.", createdAt: at(3) },
      { title: "Tax return checklist", output: "Receipts and forms.", createdAt: at(4) },
      { tool: "humanizer", title: "Garden diary", output: "The compost heap is warm.", createdAt: at(5) },
    ]);
    await insert(userId, [{ title: "Deleted compost notes", deletedAt: new Date() }]);
    await insert(otherId, [{ title: "Someone else's compost" }]);

    const search = async (query: string) => (await walk(user, query)).items.map((d) => d.id);
    expect(await search("q=composting")).toEqual([humanized, inOutput, inInput, inTitle]);
    expect(await search("q=Compost&tool=paraphraser")).toEqual([inOutput, inInput, inTitle]);
    expect(await search("tool=humanizer")).toEqual([humanized]);
    expect(await search("tool=paraphraser")).toEqual([unrelated, inOutput, inInput, inTitle]);
    // websearch syntax: quoted phrases and exclusions; nothing matching is an empty page.
    expect(await search(`q=${encodeURIComponent('"kitchen scraps"')}`)).toEqual([inInput]);
    expect(await search(`q=${encodeURIComponent("compost -garden -heap")}`)).toEqual([inOutput, inInput, inTitle]);
    expect(await search("q=receipt")).toEqual([unrelated]);
    expect(await search("q=zeppelin")).toEqual([]);
    // Only stop words: no lexemes, no matches, no error. A blank q is no filter.
    expect(await search("q=the")).toEqual([]);
    expect(await search("q=%20%20")).toHaveLength(5);
    expect(await search("q=compost%00ing")).toEqual([]); // control characters are spaces: "compost" and "ing"
    expect(await search("q=%00compost")).toEqual([humanized, inOutput, inInput, inTitle]);
    // Editing the output re-indexes it (the trigger runs_search_refresh).
    const detail = (await user.json<DocumentDetail>(`/api/documents/${unrelated}`)).body;
    await user.json(`/api/documents/${unrelated}`, {
      method: "PATCH",
      json: { output: "Now about mulching.", version: detail.version },
    });
    expect(await search("q=mulch")).toEqual([unrelated]);
    expect(await search("q=receipt")).toEqual([]);
  });

  it("a running run is indexed for search when it ends, not at each checkpoint", async () => {
    const user = await signUpVerified(app, "indexer@example.com");
    const userId = await idOf("indexer@example.com");
    const [id] = await insert(userId, [
      { status: "running", title: "Beekeeping draft", output: "", wordsDelivered: 0, wordsCharged: 0 },
    ]);
    const searchOf = async () =>
      (await app.database.db.select({ search: runs.search }).from(runs).where(eq(runs.id, id)))[0].search;
    const found = async (word: string) => (await walk(user, `q=${word}`)).items.map((d) => d.id);
    expect(await searchOf()).toBeNull();
    // A checkpoint (more text while running) computes nothing.
    await app.database.db.update(runs).set({ output: "Hives need calm hands." }).where(eq(runs.id, id));
    expect(await searchOf()).toBeNull();
    expect(await found("hive")).toEqual([]);
    // Ending it indexes title, input and output.
    await app.database.db.update(runs).set({ status: "done", output: "Hives need calm hands." }).where(eq(runs.id, id));
    expect(await found("hive")).toEqual([id]);
    expect(await found("beekeeping")).toEqual([id]);
    // A change that touches none of them (the lease, say) keeps the index as it is.
    await app.database.db.update(runs).set({ leaseUntil: null }).where(eq(runs.id, id));
    expect(await found("hive")).toEqual([id]);
  });

  it("search pages match the full result beyond the newest SEARCH_WINDOW documents (rare, old, frequent words, ties)", async () => {
    const user = await signUpVerified(app, "archivist@example.com");
    const userId = await idOf("archivist@example.com");
    const count = SEARCH_WINDOW + 130;
    // Oldest first; four documents share each timestamp, so the window's boundary falls on a tie.
    const words = (i: number) =>
      [
        i % 3 === 0 ? "frequent" : "",
        i % 97 === 5 ? "scarce" : "",
        i < 30 ? "ancient" : "",
        i % 25 === 0 ? "periodic" : "",
        // Tied with the window's last document (index count - SEARCH_WINDOW, four to a timestamp).
        [10, 200, ...[0, 1, 2, 3].map((k) => 4 * Math.floor((count - SEARCH_WINDOW) / 4) + k)].includes(i)
          ? "boundary"
          : "",
        i % 2 === 0 ? "even" : "odd",
      ].join(" ");
    await insert(
      userId,
      Array.from({ length: count }, (_, i) => ({
        tool: i % 5 === 0 ? "humanizer" : "paraphraser",
        output: `Entry ${words(i)}`,
        createdAt: new Date(Date.UTC(2026, 1, 1) + Math.floor(i / 4) * 1000),
      })),
    );
    await insert(userId, [{ output: "ancient scarce frequent", deletedAt: new Date() }]);
    const truth = async (word: string, tool?: string) =>
      (
        await app.database.db
          .select({ id: runs.id })
          .from(runs)
          .where(
            and(
              eq(runs.userId, userId),
              isNull(runs.deletedAt),
              tool ? eq(runs.tool, tool) : undefined,
              sql`${runs.search} @@ websearch_to_tsquery('english', ${word})`,
            ),
          )
          .orderBy(desc(runs.createdAt), desc(runs.id))
      ).map((r) => r.id);
    for (const [word, tool] of [
      ["ancient"], // only older than the window: found through the second statement
      ["scarce"], // a few in the window, a few older: a page from both
      ["frequent"], // pages filled from the window, deep pages start beyond it
      ["periodic"],
      ["boundary"], // documents sharing the window boundary's timestamp are neither lost nor repeated
      ["even", "humanizer"],
      ["scarce -even"],
    ] as [string, string?][]) {
      const expected = await truth(word, tool);
      expect(expected.length, word).toBeGreaterThan(0);
      const query = `q=${encodeURIComponent(word)}${tool ? `&tool=${tool}` : ""}`;
      const got = (await walk(user, query)).items.map((d) => d.id);
      expect(got, query).toEqual(expected);
    }
  });

  it("returns the whole document, and PATCH edits it once per version (stale → 409 with the current version)", async () => {
    const id = await insertOne(ownerId, {
      title: "Draft",
      input: { text: "Original words", tone: "friendly" },
      options: { mode: "fluency", creativity: 3, keepLength: true },
      presetId: "blog",
      draftIndex: 2,
      output: "Rewritten words",
      result: { issues: [] },
      wordsCharged: 2,
    });
    const got = await owner.json<DocumentDetail>(`/api/documents/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      tool: "paraphraser",
      title: "Draft",
      status: "done",
      wordsCharged: 2,
      input: { text: "Original words", tone: "friendly" },
      options: { mode: "fluency", creativity: 3, keepLength: true },
      presetId: "blog",
      draftIndex: 2,
      output: "Rewritten words",
      result: { issues: [] },
      version: 1,
    });
    expect(Object.keys(got.body)).not.toContain("search");

    const saved = await owner.json<DocumentDetail>(`/api/documents/${id}`, {
      method: "PATCH",
      json: { title: "  My post  ", output: "Edited words", version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: "My post", output: "Edited words", version: 2, input: got.body.input });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.parse(got.body.updatedAt));
    expect(saved.body.createdAt).toBe(got.body.createdAt);
    const titleOnly = await owner.json(`/api/documents/${id}`, { method: "PATCH", json: { title: "T", version: 2 } });
    expect(titleOnly.body).toMatchObject({ title: "T", output: "Edited words", version: 3 });

    // Another tab still on version 1 (or 2): refused, with what the document is now.
    const stale = await owner.json(`/api/documents/${id}`, { method: "PATCH", json: { output: "Mine", version: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: {
        code: "VERSION_CONFLICT",
        title: "Document changed",
        message: "This document was changed elsewhere (another tab?). Reload it to see the latest version.",
      },
      current: { version: 3, title: "T", output: "Edited words", updatedAt: titleOnly.body.updatedAt },
    });
    expect((await owner.json(`/api/documents/${id}`)).body.output).toBe("Edited words");

    // Two tabs saving on the same version at the same moment: exactly one wins.
    const race = await Promise.all(
      ["A", "B"].map((text) =>
        owner.request(`/api/documents/${id}`, { method: "PATCH", json: { output: text, version: 3 } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await owner.json(`/api/documents/${id}`)).body.version).toBe(4);

    // A run still being written cannot be edited or deleted.
    const running = await insertOne(ownerId, { status: "running", output: "Half a sent" });
    const edit = await owner.json(`/api/documents/${running}`, { method: "PATCH", json: { title: "x", version: 1 } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe("RUN_IN_PROGRESS");
    const del = await owner.json(`/api/documents/${running}`, { method: "DELETE" });
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe("RUN_IN_PROGRESS");
    expect((await owner.json(`/api/documents/${running}`)).body.status).toBe("running");
  });

  it("validates PATCH bodies with clear messages", async () => {
    const id = await insertOne(ownerId);
    const cases: [unknown, string][] = [
      [{ title: "   ", version: 1 }, "Please enter a title."],
      [{ title: "x".repeat(DOCUMENT_TITLE_MAX + 1), version: 1 }, "Title must be at most 200 characters."],
      [{ output: "x".repeat(DOCUMENT_OUTPUT_MAX + 1), version: 1 }, "Text must be at most 200,000 characters."],
      [{ title: "Fine" }, "The document's version is missing."],
      [{ title: "Fine", version: 1.5 }, "The document's version must be a whole number."],
      [{ version: 1 }, "Nothing to change."],
      [{ title: 5, version: 1 }, "Title must be text."],
      [{ title: "a\u0000b", version: 1 }, "Title cannot contain NUL characters."],
      [{ output: "a\u0000b", version: 1 }, "Text cannot contain NUL characters."],
      [null, "Invalid input: expected object, received null"],
    ];
    for (const [json, message] of cases) {
      const res = await owner.json(`/api/documents/${id}`, { method: "PATCH", json });
      expect(res.status, JSON.stringify(json)?.slice(0, 60)).toBe(400);
      expect(res.body.error).toEqual({ code: "VALIDATION_ERROR", title: "Error", message });
    }
    const extra = await owner.json(`/api/documents/${id}`, {
      method: "PATCH",
      json: { title: "x", version: 1, status: "done" },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/status/);
    // Exactly DOCUMENT_TITLE_MAX and DOCUMENT_OUTPUT_MAX are fine.
    const max = await owner.json(`/api/documents/${id}`, {
      method: "PATCH",
      json: { title: "t".repeat(DOCUMENT_TITLE_MAX), output: "o".repeat(DOCUMENT_OUTPUT_MAX), version: 1 },
    });
    expect(max.status).toBe(200);
  });

  it("deletes softly: hidden at once, restorable within the undo window, gone for good after it", async () => {
    const id = await insertOne(ownerId, { title: "Undo me" });
    const del = await owner.json(`/api/documents/${id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(del.body.id).toBe(id);
    expect(Date.parse(del.body.restorableUntil) - Date.parse(del.body.deletedAt)).toBe(UNDO_WINDOW_MS);
    expect((await owner.json(`/api/documents/${id}`)).status).toBe(404);
    expect((await walk(owner)).items.map((d) => d.id)).not.toContain(id);
    expect(
      (await owner.json(`/api/documents/${id}`, { method: "PATCH", json: { title: "x", version: 1 } })).status,
    ).toBe(404);
    expect((await owner.json(`/api/documents/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.json(`/api/documents/${id}/restore`, { method: "POST" })).status).toBe(404);

    const restored = await owner.json<DocumentDetail>(`/api/documents/${id}/restore`, { method: "POST" });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, title: "Undo me" });
    expect((await owner.json(`/api/documents/${id}`)).status).toBe(200);
    // Undo pressed twice: the second is harmless.
    expect((await owner.json(`/api/documents/${id}/restore`, { method: "POST" })).status).toBe(200);

    // Deleted longer ago than the window (just past it): no longer restorable.
    await owner.json(`/api/documents/${id}`, { method: "DELETE" });
    await app.database.db
      .update(runs)
      .set({ deletedAt: sql`now() - make_interval(secs => ${UNDO_WINDOW_MS / 1000 + 1})` })
      .where(eq(runs.id, id));
    expect((await owner.json(`/api/documents/${id}/restore`, { method: "POST" })).status).toBe(404);
    // …and just inside it, still is.
    await app.database.db
      .update(runs)
      .set({ deletedAt: sql`now() - make_interval(secs => ${UNDO_WINDOW_MS / 1000 - 5})` })
      .where(eq(runs.id, id));
    expect((await owner.json(`/api/documents/${id}/restore`, { method: "POST" })).status).toBe(200);
  });

  it("exports every live document in full as a JSON download", async () => {
    const user = await signUpVerified(app, "exporter@example.com");
    const userId = await idOf("exporter@example.com");
    const ids = await insert(
      userId,
      Array.from({ length: 45 }, (_, i) => ({
        title: `Export ${i}`,
        output: `Output "${i}" \u2014 with \\ quotes\nand lines`,
        input: { text: `Input ${i}` },
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    await insert(userId, [{ title: "Deleted", deletedAt: new Date() }]);
    const running = await insert(userId, [{ title: "Running", status: "running", createdAt: new Date(0) }]);

    const res = await user.request("/api/documents/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="quillstack-documents.json"');
    const body = (await res.json()) as DocumentExport;
    expect(Math.abs(Date.parse(body.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(body.documents.map((d) => d.id)).toEqual([...[...ids].reverse(), ...running]);
    const detail = (await user.json<DocumentDetail>(`/api/documents/${ids[7]}`)).body;
    expect(body.documents.find((d) => d.id === ids[7])).toEqual(detail);

    // Read a batch at a time (small batches here), the same documents in the same order.
    const batched: string[] = [];
    for await (const batch of allDocuments(app.database.db, userId, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      batched.push(...batch.map((d) => d.id));
    }
    expect(batched).toEqual(body.documents.map((d) => d.id));

    // Nothing to export is an empty list, still valid JSON.
    const empty = await signUpVerified(app, "empty@example.com");
    expect((await empty.json<DocumentExport>("/api/documents/export")).body.documents).toEqual([]);
  });

  it("deletes all documents only with { confirm: 'DELETE' }, keeping running runs and others' documents", async () => {
    const user = await signUpVerified(app, "purger@example.com");
    const userId = await idOf("purger@example.com");
    await insert(userId, [{}, {}, { status: "failed" }, { deletedAt: new Date() }]);
    const [running] = await insert(userId, [{ status: "running" }]);
    const othersBefore = (await walk(other)).items.length;
    for (const json of [undefined, {}, { confirm: "delete" }, { confirm: true }]) {
      const res = await user.json("/api/documents", { method: "DELETE", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toBe('To delete all your documents, send { "confirm": "DELETE" }.');
    }
    expect((await walk(user)).items).toHaveLength(4);
    const res = await user.json("/api/documents", { method: "DELETE", json: { confirm: "DELETE" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 4 });
    expect((await walk(user)).items.map((d) => d.id)).toEqual([running]);
    expect(await app.database.db.select({ id: runs.id }).from(runs).where(eq(runs.userId, userId))).toHaveLength(1);
    expect((await walk(other)).items).toHaveLength(othersBefore);
  });

  it("deleting an account (the admin route) deletes its documents", async () => {
    await signUpVerified(app, "leaver@example.com");
    const leaverId = await idOf("leaver@example.com");
    await insert(leaverId, [{}, { status: "running" }, { deletedAt: new Date() }]);
    const count = async () =>
      (await app.database.db.select({ id: runs.id }).from(runs).where(eq(runs.userId, leaverId))).length;
    expect(await count()).toBe(3);
    expect((await root.request(`/api/admin/users/${leaverId}`, { method: "DELETE" })).status).toBe(200);
    expect(await count()).toBe(0);
  });
});
