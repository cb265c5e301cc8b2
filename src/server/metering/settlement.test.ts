import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import { checkpointRun } from "./checkpoint";
import type { Reservation, Settled } from "./run-types";
import { settleGroup, settleRun } from "./settlement";
import { NO_CHECKS, startRun } from "./start";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

/**
 * Runs that end together are settled by one statement (settlement.ts): each must be charged exactly
 * as it would be alone, with two runs of one user or of one organization both counted, and groups
 * settled at the same time as runs start and hold more must never deadlock.
 */
describe.each(BACKENDS)("settling several runs in one statement on %s", (kind) => {
  const { db, other, lease, newUser, newOrganization, newMember, request } = moneyTest(kind);

  /** A running run that delivered (checkpointed) `delivered` words. */
  const runningRun = async (userId: string, delivered: number, handle = db()): Promise<Reservation> => {
    const reservation = (await startRun(handle, lease, { request: request(userId), words: 50, checks: NO_CHECKS }))
      .reservation;
    expect(reservation).not.toBeNull();
    if (delivered > 0) {
      const more = Math.max(delivered + 1 - reservation!.words, 50);
      expect(await checkpointRun(handle, reservation!, lease, words(delivered), more)).not.toBeNull();
    }
    return reservation!;
  };

  /** A user's counters beside the runs and logs they stand for (one snapshot). */
  const ledger = async (userId: string) => {
    const result = await db().execute(sql`SELECT p.words_used AS used, p.words_reserved AS reserved,
        (SELECT coalesce(sum(words_reserved), 0) FROM runs WHERE user_id = p.user_id AND status = 'running') AS held,
        (SELECT coalesce(sum(words_generated), 0) FROM usage_logs WHERE user_id = p.user_id) AS logged,
        (SELECT count(*) FROM usage_logs WHERE user_id = p.user_id) AS log_rows,
        m.words_used AS member_used, m.words_reserved AS member_reserved
      FROM profiles p LEFT JOIN organization_members m ON m.user_id = p.user_id WHERE p.user_id = ${userId}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v == null ? null : Number(v)]));
  };
  const pool = async (organizationId: string) => {
    const result = await db().execute(sql`SELECT o.words_used AS used, o.words_reserved AS reserved,
        (SELECT coalesce(sum(words_reserved), 0) FROM runs WHERE organization_id = o.id AND status = 'running') AS held,
        (SELECT coalesce(sum(words_generated), 0) FROM usage_logs WHERE organization_id = o.id) AS logged
      FROM organizations o WHERE o.id = ${organizationId}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };

  it("charges each run of one statement as alone: one user's runs, two members of a pool, one settled already", async () => {
    const personal = await newUser();
    const org = await newOrganization(10_000);
    const capped = await newMember(org, 5_000);
    const uncapped = await newMember(org, null);
    const mine = [await runningRun(personal, 10), await runningRun(personal, 20), await runningRun(personal, 30)];
    const members = [await runningRun(capped, 15), await runningRun(uncapped, 25), await runningRun(uncapped, 5)];
    const earlier = await runningRun(personal, 40);
    expect((await settleRun(db(), earlier, { status: "done", charge: "delivered" })).charged).toBe(40);
    const heldByThird = mine[2].words;

    const settled = await settleGroup(db(), [
      { runId: mine[0].runId, status: "done", charge: 10, output: words(10) },
      { runId: members[0].runId, status: "stopped", charge: "delivered" },
      { runId: mine[1].runId, status: "interrupted", charge: "delivered" },
      { runId: earlier.runId, status: "done", charge: 99, output: "late" },
      { runId: members[1].runId, status: "done", charge: 25, output: words(25), result: { kept: true } },
      { runId: mine[2].runId, status: "done", charge: 100_000, output: words(30) },
      { runId: members[2].runId, status: "failed", charge: 0 },
    ]);

    expect(settled.map((s) => [s.settled, s.charged])).toEqual([
      [true, 10],
      [true, 15],
      [true, 20],
      [false, 40], // the reaper (here: an earlier settlement) charged it; nothing changes
      [true, 25],
      [true, heldByThird], // never more than the run held
      [true, 0],
    ]);
    const personalUsed = 40 + 10 + 20 + heldByThird;
    expect(settled[0].usage).toEqual({ wordsUsed: personalUsed, wordsLimit: 100_000 });
    // A member's meter is their cap and the pool (10,000 less the 40 the members used), not their profile's.
    expect(settled[1].usage).toEqual({ wordsUsed: 15, wordsLimit: 5_000 });
    expect(settled[4].usage).toEqual({ wordsUsed: 25, wordsLimit: 25 + 9_960 });
    expect(await ledger(personal)).toMatchObject({
      used: personalUsed,
      reserved: 0,
      held: 0,
      logged: personalUsed,
      log_rows: 4,
    });
    expect(await ledger(capped)).toMatchObject({
      used: 15,
      reserved: 0,
      logged: 15,
      member_used: 15,
      member_reserved: 0,
    });
    expect(await ledger(uncapped)).toMatchObject({
      used: 25,
      reserved: 0,
      logged: 25,
      member_used: 25,
      member_reserved: 0,
    });
    expect(await pool(org)).toEqual({ used: 40, reserved: 0, held: 0, logged: 40 });

    const rows = await db().select().from(runs).where(eq(runs.userId, uncapped));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(members[1].runId)).toMatchObject({ status: "done", wordsCharged: 25, result: { kept: true } });
    expect(byId.get(members[2].runId)).toMatchObject({ status: "failed", wordsCharged: 0, output: words(5) });
    const [late] = await db().select().from(runs).where(eq(runs.id, earlier.runId));
    expect(late).toMatchObject({ status: "done", wordsCharged: 40, output: words(40) });
    const twice = { runId: mine[0].runId, status: "done" as const, charge: 1 };
    await expect(settleGroup(db(), [twice, twice])).rejects.toThrow(/each run once/);
  });

  it("a group settles each run as the one-run statement does, one after another", async () => {
    /** The same runs twice: one set settled in one statement, the other one run at a time. */
    const scene = async () => {
      const personal = await newUser();
      const org = await newOrganization(10_000);
      const member = await newMember(org, 1_000);
      const runs = [
        await runningRun(personal, 10),
        await runningRun(personal, 70),
        await runningRun(member, 20),
        await runningRun(member, 0),
      ];
      const settledBefore = await runningRun(personal, 5);
      await settleRun(db(), settledBefore, { status: "done", charge: "delivered" });
      const ends = [
        { status: "done" as const, charge: 10, output: words(10) },
        { status: "interrupted" as const, charge: "delivered" as const },
        { status: "done" as const, charge: 999, output: words(20), result: { n: 1 } },
        { status: "failed" as const, charge: 0 },
        { status: "done" as const, charge: 3 },
      ];
      const closing = [...runs, settledBefore].map((run, i) => ({ runId: run.runId, ...ends[i] }));
      return { personal, member, org, closing };
    };
    const books = async (people: { personal: string; member: string; org: string }) => ({
      personal: await ledger(people.personal),
      member: await ledger(people.member),
      pool: await pool(people.org),
    });
    const a = await scene();
    const together = await settleGroup(db(), a.closing);
    const b = await scene();
    const alone = [];
    for (const { runId, ...end } of b.closing) alone.push(await settleRun(db(), { runId }, end));
    const charged = (all: Settled[]) => all.map((s) => [s.settled, s.charged]);
    expect(charged(together)).toEqual(charged(alone));
    expect(await books(a)).toEqual(await books(b));
    expect((await books(a)).pool).toMatchObject({ used: 100, reserved: 0 }); // all the member's third run held
  });

  it("runs ending in the same turn share one statement and are each answered", async () => {
    const userId = await newUser();
    const started = [];
    for (let i = 0; i < 6; i++) started.push(await runningRun(userId, 10 + i));
    const settled = await Promise.all(
      started.map((run, i) => settleRun(db(), run, { status: "done", charge: 10 + i, output: words(10 + i) })),
    );
    expect(settled.map((s) => s.charged)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(settled.every((s) => s.settled)).toBe(true);
    // Settled in one statement: every run saw the same profile after all six.
    expect(new Set(settled.map((s) => s.usage?.wordsUsed))).toEqual(new Set([75]));
    expect(await ledger(userId)).toMatchObject({ used: 75, reserved: 0, logged: 75, log_rows: 6 });
  });

  it("groups settled from two instances while runs start and hold more never deadlock, and every counter balances", async () => {
    const org = await newOrganization(1_000_000);
    const people = [await newUser(), await newUser(), await newMember(org, null), await newMember(org, 200_000)];
    people.push(await newMember(org, null));
    let running: Reservation[] = [];
    for (const userId of people) for (let i = 0; i < 6; i++) running.push(await runningRun(userId, 5 + i));

    for (let round = 0; round < 4; round++) {
      // Every run's own settlement, in groups whose users overlap and come in opposite orders, sent
      // from both handles at once, while each user starts another run and some runs hold more.
      const shuffled = [...running].sort(() => Math.random() - 0.5);
      const groups = [shuffled.slice(0, 10), shuffled.slice(10, 20), shuffled.slice(20)];
      const closing = groups.map((group, g) =>
        settleGroup(
          g % 2 === 0 ? db() : other(),
          group.map((run) => ({ runId: run.runId, status: "done" as const, charge: "delivered" as const })),
        ),
      );
      const keep = people.map((userId, i) => runningRun(userId, 3, i % 2 === 0 ? other() : db()));
      const answers = await Promise.all([...closing, Promise.all(keep)]);
      expect(
        answers
          .slice(0, 3)
          .flat()
          .every((s) => (s as { settled: boolean }).settled),
      ).toBe(true);
      running = answers[3] as Reservation[];
      for (let i = 0; i < 5; i++) running.push(await runningRun(people[(round + i) % people.length], 7));
    }
    await settleGroup(
      db(),
      running.map((run) => ({ runId: run.runId, status: "done" as const, charge: "delivered" as const })),
    );

    for (const userId of people) {
      const books = await ledger(userId);
      expect(books.used).toBe(books.logged);
      expect(books).toMatchObject({ reserved: 0, held: 0 });
      if (books.member_used != null) expect(books.member_used).toBe(books.logged);
    }
    const books = await pool(org);
    expect(books.used).toBe(books.logged);
    expect(books).toMatchObject({ reserved: 0, held: 0 });
    expect(books.logged).toBeGreaterThan(0);
  });
});
