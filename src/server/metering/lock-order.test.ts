import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../db/schema";
import type { Lease } from "../runs/lease";
import { openTestDatabase, postgresAdminUrl, type TestDatabase } from "../test-support/backends";
import { closeRuns } from "./settlement";
import { beginRuns, startRun } from "./start";

/**
 * A statement that starts or settles several runs takes its profiles' locks in ascending order, the
 * money path's order (allowance.ts). Here another transaction holds the first profile of two and
 * then takes the second: a group that took them in any other order would hold the second while
 * waiting for the first, and PostgreSQL would end one of the two as deadlocked. PostgreSQL only:
 * PGlite runs one statement at a time.
 */
describe.skipIf(!postgresAdminUrl())("the lock order of a statement for several runs on postgres", () => {
  let test: TestDatabase;
  let holder: pg.Client;
  const lease: Lease = { instanceId: "instance-a", seconds: 30 };

  beforeAll(async () => {
    test = await openTestDatabase("postgres");
    await test.database.migrate();
  });
  afterAll(async () => {
    await holder?.end().catch(() => {});
    await test?.drop();
  });

  const db = () => test.database.db;
  /** Two users whose profiles' ids are in ascending order: [first, second]. */
  const twoUsers = async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) {
      await db()
        .insert(users)
        .values({ id, name: "Locked", email: `${id}@example.com`, emailVerified: true });
      await db().insert(profiles).values({ userId: id, wordsLimit: 10_000 });
    }
    const rows = await Promise.all(
      ids.map(async (userId) => (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]),
    );
    rows.sort((a, b) => (a.id < b.id ? -1 : 1));
    return rows.map((row) => ({ userId: row.userId, profileId: row.id }));
  };
  const request = (userId: string) => ({
    userId,
    tool: "clarity-booster",
    title: "A run",
    input: { text: "go" },
    options: {},
    presetId: null,
    draftIndex: null,
  });

  /** Holds `first` in a transaction, runs `group` until it waits, then takes `second`; the group's answer. */
  async function holdingFirstThenSecond<T>(first: string, second: string, group: () => Promise<T>): Promise<T> {
    holder = new pg.Client({ connectionString: test.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE", [first]);
    const answer = group();
    answer.catch(() => {});
    // The group is waiting for the first profile once a backend of this database waits on a lock.
    await expect
      .poll(async () => {
        const { rows } = await holder.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n;
      })
      .toBe(1);
    await holder.query("SET LOCAL lock_timeout = '3s'");
    await holder.query("SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE", [second]);
    await holder.query("COMMIT");
    await holder.end();
    return answer;
  }

  it("a group of starts waits for the first profile holding none of the others", async () => {
    const [a, b] = await twoUsers();
    const started = await holdingFirstThenSecond(a.profileId, b.profileId, () =>
      beginRuns(
        db(),
        [b, a].map((u) => ({ request: request(u.userId), words: 50, checks: { inputWords: 1, need: 0 } })),
        lease,
      ),
    );
    expect(started.map((s) => s.reservation?.words)).toEqual([50, 50]);
  });

  it("a group of settlements waits for the first profile holding none of the others", async () => {
    const [a, b] = await twoUsers();
    const runs = [
      (await startRun(db(), request(b.userId), lease, 50))!,
      (await startRun(db(), request(a.userId), lease, 50))!,
    ];
    const settled = await holdingFirstThenSecond(a.profileId, b.profileId, () =>
      closeRuns(
        db(),
        runs.map((run) => ({ runId: run.runId, status: "done" as const, charge: 10 })),
      ),
    );
    expect(settled.map((s) => [s.settled, s.charged])).toEqual([
      [true, 10],
      [true, 10],
    ]);
  });
});
