import { inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { postgresAdminUrl } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import { settleGroup } from "./settlement";
import { NO_CHECKS, startGroup, startRun } from "./start";

/**
 * A statement that starts or settles several runs takes its profiles' locks in ascending order, the
 * money path's order (allowance.ts). Here another transaction holds the first profile of two and
 * then takes the second: a group that took them in any other order would hold the second while
 * waiting for the first, and PostgreSQL would end one of the two as deadlocked. PostgreSQL only:
 * PGlite runs one statement at a time.
 */
describe.skipIf(!postgresAdminUrl())("the lock order of a statement for several runs on postgres", () => {
  const { db, url, lease, newUser, request } = moneyTest("postgres");
  let holder: pg.Client | undefined;
  afterAll(async () => {
    await holder?.end().catch(() => {});
  });

  /** Two users whose profiles' ids are in ascending order: [first, second]. */
  const twoUsers = async () => {
    const ids = [await newUser(), await newUser()];
    const rows = await db().select().from(profiles).where(inArray(profiles.userId, ids));
    rows.sort((a, b) => (a.id < b.id ? -1 : 1));
    return rows.map((row) => ({ userId: row.userId, profileId: row.id }));
  };

  /** Holds `first` in a transaction, runs `group` until it waits, then takes `second`; the group's answer. */
  async function holdingFirstThenSecond<T>(first: string, second: string, group: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url() });
    holder = client;
    await client.connect();
    await client.query("BEGIN");
    await client.query("SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE", [first]);
    const answer = group();
    answer.catch(() => {});
    // The group is waiting for the first profile once a backend of this database waits on a lock.
    await expect
      .poll(async () => {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n;
      })
      .toBe(1);
    await client.query("SET LOCAL lock_timeout = '3s'");
    await client.query("SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE", [second]);
    await client.query("COMMIT");
    await client.end();
    return answer;
  }

  it("a group of starts waits for the first profile holding none of the others", async () => {
    const [a, b] = await twoUsers();
    const started = await holdingFirstThenSecond(a.profileId, b.profileId, () =>
      startGroup(
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
      (await startRun(db(), lease, { request: request(b.userId), words: 50, checks: NO_CHECKS })).reservation!,
      (await startRun(db(), lease, { request: request(a.userId), words: 50, checks: NO_CHECKS })).reservation!,
    ];
    const settled = await holdingFirstThenSecond(a.profileId, b.profileId, () =>
      settleGroup(
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
