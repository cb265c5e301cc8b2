import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import type { RunStart, Starting } from "./run-types";
import { settleGroup } from "./settlement";
import { startGroup, startRun } from "./start";

/**
 * Runs that start together are started by one statement (start.ts): each is held or refused
 * exactly as it would be alone, members of one organization share its pool in the order asked (so
 * the pool is never passed), and groups started from two instances at once never deadlock.
 */
describe.each(BACKENDS)("starting several runs in one statement on %s", (kind) => {
  const { db, other, lease, newUser, newOrganization, newMember, request } = moneyTest(kind);
  const starting = (userId: string, words: number, need = 0, tool = "clarity-booster"): Starting => ({
    request: request(userId, tool),
    words,
    checks: { inputWords: 1, need },
  });
  const held = (start: RunStart) => start.reservation?.words ?? 0;
  const counters = async (table: "organizations" | "profiles", id: string) => {
    const column = table === "organizations" ? "id" : "user_id";
    const result = await db().execute(
      sql`SELECT words_used AS used, words_reserved AS reserved FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${id}`,
    );
    const [row] = (result as unknown as { rows: { used: number; reserved: number }[] }).rows;
    return { used: Number(row.used), reserved: Number(row.reserved) };
  };

  it("members of one organization share its pool in the order asked, each within their own checks", async () => {
    const org = await newOrganization(120);
    const [a, b, c, capped] = [
      await newMember(org),
      await newMember(org),
      await newMember(org),
      await newMember(org, 5),
    ];
    const started = await startGroup(
      db(),
      [starting(a, 50, 10), starting(b, 50, 80), starting(capped, 50), starting(c, 50)],
      lease,
    );
    // a holds 50 of 120; b's estimate (80) does not fit in the 70 left: refused, naming the pool
    // that is short; the capped member holds their cap's 5; c holds 50 of the 65 then left.
    expect(started.map(held)).toEqual([50, 0, 5, 50]);
    expect(started[1].allowance).toMatchObject({ remaining: 70, org: { id: org, poolRoom: 70 } });
    expect(await counters("organizations", org)).toEqual({ used: 0, reserved: 105 });
    expect(await counters("profiles", a)).toEqual({ used: 0, reserved: 50 });
    expect(await counters("profiles", b)).toEqual({ used: 0, reserved: 0 });

    // The pool's last 15: one member gets them, the next none.
    const more = await startGroup(db(), [starting(b, 50), starting(await newMember(org), 50)], lease);
    expect(more.map(held)).toEqual([15, 0]);
    expect(await counters("organizations", org)).toEqual({ used: 0, reserved: 120 });
    const all = [...started, ...more].filter((s) => s.reservation);
    await settleGroup(
      db(),
      all.map((s) => ({ runId: s.reservation!.runId, status: "done" as const, charge: "delivered" as const })),
    );
    expect(await counters("organizations", org)).toEqual({ used: 0, reserved: 0 });
  });

  it("refuses each run for its own reason and starts the others", async () => {
    const org = await newOrganization(10_000, ["paraphraser"]);
    const suspended = await newMember(org, null, true);
    const toolOff = await newMember(org);
    const spent = await newUser(100);
    await db().update(profiles).set({ wordsUsed: 100 }).where(eq(profiles.userId, spent));
    const banned = await newUser();
    await db().update(profiles).set({ status: "banned" }).where(eq(profiles.userId, banned));
    const noProfile = await newUser(0, false);
    const fine = await newUser(30);

    const started = await startGroup(
      db(),
      [
        starting(suspended, 50),
        starting(toolOff, 50, 0, "paraphraser"),
        starting(spent, 50),
        starting(banned, 50),
        starting(noProfile, 50),
        starting(fine, 50),
      ],
      lease,
    );
    expect(started.map(held)).toEqual([0, 0, 0, 0, 0, 30]);
    expect(started[0].allowance?.org?.suspended).toBe(true);
    expect(started[1].allowance?.org?.toolOff).toBe(true);
    expect(started[2]).toMatchObject({ status: "active", allowance: { wordsUsed: 100, remaining: 0 } });
    expect(started[3]).toMatchObject({ status: "banned" });
    expect(started[4]).toEqual({ reservation: null, allowance: null, status: null });
    expect(started[5].reservation).toMatchObject({ userId: fine, words: 30, organizationId: null });
    expect(await counters("organizations", org)).toEqual({ used: 0, reserved: 0 });
    await expect(startGroup(db(), [starting(fine, 1), starting(fine, 1)], lease)).rejects.toThrow(/one run per user/);
  });

  it("a group answers each run as the one-run statement does, one after another", async () => {
    /** The same accounts twice: one set starts in one statement, the other one run at a time. */
    const accounts = async () => {
      const org = await newOrganization(200, ["paraphraser"]);
      const spent = await newUser(100);
      await db().update(profiles).set({ wordsUsed: 100 }).where(eq(profiles.userId, spent));
      const banned = await newUser();
      await db().update(profiles).set({ status: "banned" }).where(eq(profiles.userId, banned));
      return [
        starting(await newUser(30), 50),
        starting(spent, 50),
        starting(banned, 50),
        starting(await newUser(0, false), 50),
        starting(await newMember(org), 120, 10),
        starting(await newMember(org, null, true), 50),
        starting(await newMember(org), 50, 0, "paraphraser"),
        starting(await newMember(org, 20), 50),
        starting(await newMember(org), 50, 90),
        starting(await newMember(org), 100),
      ];
    };
    const shown = (start: RunStart) => ({
      held: held(start),
      status: "status" in start ? start.status : "active",
      allowance: start.allowance && {
        ...start.allowance,
        org: start.allowance.org && { ...start.allowance.org, id: "" },
      },
    });
    const together = await startGroup(db(), await accounts(), lease);
    const alone = [];
    for (const one of await accounts()) alone.push(await startRun(db(), lease, one));
    expect(together.map(shown)).toEqual(alone.map(shown));
    expect(together.map(held)).toEqual([30, 0, 0, 0, 120, 0, 0, 20, 0, 60]);
  });

  it("runs starting in the same turn share a statement; two of one user each get their own", async () => {
    const [a, b] = [await newUser(1_000), await newUser(1_000)];
    const started = await Promise.all([
      startRun(db(), lease, starting(a, 400)),
      startRun(db(), lease, starting(b, 400)),
      startRun(db(), lease, starting(a, 400)),
      startRun(db(), lease, starting(a, 400)),
    ]);
    // a's three runs went to three statements, sent at once: which one came last is not fixed.
    expect(started[1].reservation?.words).toBe(400);
    expect([started[0], started[2], started[3]].map(held).sort()).toEqual([200, 400, 400]);
    expect(await counters("profiles", a)).toEqual({ used: 0, reserved: 1_000 });
  });

  it("groups started and settled from two instances at once never deadlock, and never pass the pool", async () => {
    const org = await newOrganization(3_000);
    const people = [await newMember(org, 700)];
    for (let i = 0; i < 5; i++) people.push(await newUser(), await newMember(org));
    let running: RunStart[] = [];
    for (let round = 0; round < 10; round++) {
      const shuffled = [...people].sort(() => Math.random() - 0.5);
      const settling = running.filter((s) => s.reservation);
      const answers = await Promise.all([
        startGroup(
          db(),
          shuffled.slice(0, 6).map((u) => starting(u, 120)),
          lease,
        ),
        startGroup(
          other(),
          shuffled.slice(6).map((u) => starting(u, 120)),
          lease,
        ),
        settleGroup(
          other(),
          settling.map((s) => ({ runId: s.reservation!.runId, status: "done" as const, charge: 100 })),
        ),
      ]);
      running = [...(answers[0] as RunStart[]), ...(answers[1] as RunStart[])];
      const pool = await counters("organizations", org);
      expect(pool.used + pool.reserved).toBeLessThanOrEqual(3_000);
    }
    await settleGroup(
      db(),
      running
        .filter((s) => s.reservation)
        .map((s) => ({ runId: s.reservation!.runId, status: "done" as const, charge: 100 })),
    );
    const pool = await counters("organizations", org);
    expect(pool.reserved).toBe(0);
    const logged = await db().execute(
      sql`SELECT coalesce(sum(words_generated), 0) AS sum FROM usage_logs WHERE organization_id = ${org}`,
    );
    expect(pool.used).toBe(Number((logged as unknown as { rows: { sum: number }[] }).rows[0].sum));
    expect(pool.used).toBeGreaterThan(0);
  });
});
