import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs, users } from "../db/schema";
import { BACKENDS, openTestDatabase, type TestDatabase } from "../test-support/backends";
import { pruneDocuments, UNDO_WINDOW_MS } from "./retention";
import { insertRuns, runRow } from "./test-rows";

describe.each(BACKENDS)("document retention on %s", (kind) => {
  let test: TestDatabase;
  const now = new Date("2026-06-01T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await test.database.migrate();
    await test.database.db.insert(users).values([
      { id: "u1", name: "One", email: "one@example.com" },
      { id: "u2", name: "Two", email: "two@example.com" },
    ]);
  });
  afterAll(() => test?.drop());

  const remaining = async () =>
    (await test.database.db.select({ title: runs.title }).from(runs).orderBy(asc(runs.title))).map((r) => r.title);

  it("purges documents deleted longer ago than the undo window, and with a retention, finished ones older than it", async () => {
    const { db } = test.database;
    await insertRuns(db, [
      runRow("u1", { title: "deleted past the window", deletedAt: ago(UNDO_WINDOW_MS + 1000), createdAt: ago(DAY) }),
      runRow("u2", { title: "deleted within the window", deletedAt: ago(UNDO_WINDOW_MS - 1000), createdAt: ago(DAY) }),
      runRow("u1", { title: "done, 40 days old", createdAt: ago(40 * DAY) }),
      runRow("u2", { title: "failed, 31 days old", status: "failed", createdAt: ago(31 * DAY) }),
      runRow("u1", { title: "running, 40 days old", status: "running", createdAt: ago(40 * DAY) }),
      runRow("u1", { title: "done, 29 days old", createdAt: ago(29 * DAY) }),
      runRow("u2", { title: "done, today", createdAt: ago(1000) }),
    ]);

    // No retention configured: only the expired deletions go.
    expect(await pruneDocuments(db, undefined, now)).toBe(1);
    expect(await remaining()).toEqual([
      "deleted within the window",
      "done, 29 days old",
      "done, 40 days old",
      "done, today",
      "failed, 31 days old",
      "running, 40 days old",
    ]);

    // 30 days: every finished document older than that, whoever owns it; never a running run.
    expect(await pruneDocuments(db, 30, now)).toBe(2);
    expect(await remaining()).toEqual([
      "deleted within the window",
      "done, 29 days old",
      "done, today",
      "running, 40 days old",
    ]);

    // Later, the undo window of the remaining deletion has passed too; a second prune is idempotent.
    expect(await pruneDocuments(db, 30, new Date(now.getTime() + UNDO_WINDOW_MS))).toBe(1);
    expect(await pruneDocuments(db, 30, new Date(now.getTime() + UNDO_WINDOW_MS))).toBe(0);
    expect(await remaining()).toEqual(["done, 29 days old", "done, today", "running, 40 days old"]);
  });
});
