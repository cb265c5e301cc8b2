import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { profiles, runs, usageLogs, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

type Done = { output: string; wordsCharged: number; documentId: string; truncated: boolean };

describe.each(BACKENDS)("run rows and the allowance under concurrency on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: words(80), chunkDelayMs: 1 });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake-model" });
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  /** Everything the invariants compare, read in ONE statement (one snapshot). */
  const snapshot = async (userId: string) => {
    const result = await app.database.db.execute(sql`
      SELECT p.words_used AS used, p.words_reserved AS reserved,
        (SELECT coalesce(sum(r.words_reserved), 0) FROM runs r
          WHERE r.user_id = p.user_id AND r.status = 'running' AND r.usage_period = p.usage_period) AS held,
        (SELECT coalesce(sum(l.words_generated), 0) FROM usage_logs l WHERE l.user_id = p.user_id) AS logged
      FROM profiles p WHERE p.user_id = ${userId}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      used: Number(row.used),
      reserved: Number(row.reserved),
      held: Number(row.held),
      logged: Number(row.logged),
    };
  };

  /** A run whose client leaves after `deltas` pieces; returns the text it received. */
  const leaveEarly = async (client: TestClient, deltas: number) => {
    const controller = new AbortController();
    const res = await app.app.request(`${TEST_ORIGIN}/api/tools/clarity-booster/run`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        "x-quillstack-client-ip": client.ip,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ input: { text: "go" } }),
      signal: controller.signal,
    });
    if (res.status !== 200) return { status: res.status, received: "" };
    const reader = res.body!.getReader();
    let raw = "";
    while ((raw.match(/event: delta/g) ?? []).length < deltas) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += new TextDecoder().decode(value);
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const received = parseSse(raw.slice(0, raw.lastIndexOf("\n\n") + 2))
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    return { status: 200, received };
  };

  it("keeps words_used, words_reserved, the run rows and usage_logs in step, however many runs race", async () => {
    const email = `racer-${kind}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const limit = 1500;
    await app.database.db.update(profiles).set({ wordsLimit: limit }).where(eq(profiles.userId, user.id));

    // Sample the invariants while the runs are in flight.
    let sampling = true;
    const samples: Awaited<ReturnType<typeof snapshot>>[] = [];
    const sampler = (async () => {
      while (sampling) {
        samples.push(await snapshot(user.id));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const finished = Array.from({ length: 30 }, () =>
      client.request("/api/tools/clarity-booster/run", { json: { input: { text: "go" } } }).then(async (res) => ({
        status: res.status,
        events: res.status === 200 ? parseSse(await res.text()) : [],
      })),
    );
    const checks = Array.from({ length: 3 }, () =>
      client
        .request("/api/tools/grammar-checker/run", { json: { input: { text: "This is an test." } } })
        .then(async (res) => (res.status === 200 ? parseSse(await res.text()) : null)),
    );
    const left = Array.from({ length: 10 }, () => leaveEarly(client, 5));
    const [runsDone, checksDone, leftEarly] = await Promise.all([
      Promise.all(finished),
      Promise.all(checks),
      Promise.all(left),
    ]);
    // The runs whose clients left settle on their own schedule: wait until none is running.
    await expect
      .poll(async () => (await app.database.db.select().from(runs).where(eq(runs.status, "running"))).length, {
        timeout: 10_000,
      })
      .toBe(0);
    sampling = false;
    await sampler;

    expect(samples.length).toBeGreaterThan(5);
    for (const s of samples) {
      expect(s.reserved).toBe(s.held);
      expect(s.used).toBe(s.logged);
      expect(s.used + s.reserved).toBeLessThanOrEqual(limit);
    }
    const end = await snapshot(user.id);
    expect(end.reserved).toBe(0);
    expect(end.held).toBe(0);
    expect(end.used).toBe(end.logged);
    expect(end.used).toBeLessThanOrEqual(limit);

    const rows = await app.database.db.select().from(runs).where(eq(runs.userId, user.id));
    const accepted =
      runsDone.filter((r) => r.status === 200).length +
      checksDone.filter(Boolean).length +
      leftEarly.filter((r) => r.status === 200).length;
    expect(rows).toHaveLength(accepted);
    expect(rows.every((r) => r.wordsReserved === 0 && r.leaseUntil === null)).toBe(true);

    // Every `done` names its run's row, which keeps the same text and charge.
    const dones = runsDone.flatMap((r) => r.events).filter((e) => e.event === "done");
    expect(dones.length).toBeGreaterThan(0);
    for (const { data } of dones) {
      const done = data as Done;
      const row = rows.find((r) => r.id === done.documentId);
      // A run the limit cut short says so, in its event and its row.
      const status = done.truncated ? "truncated" : "done";
      expect(row).toMatchObject({ status, output: done.output, wordsCharged: done.wordsCharged });
    }
    for (const events of checksDone) {
      if (!events) continue; // refused: the limit was reached before it started
      const done = events.at(-1)!.data as Done & { result: unknown };
      const row = rows.find((r) => r.id === done.documentId)!;
      expect(row).toMatchObject({ status: "done", tool: "grammar-checker", wordsCharged: done.wordsCharged });
      expect(row.result).toEqual(done.result);
    }
    // A client that left: its run stopped, keeping at least the text the client got.
    const stopped = rows.filter((r) => r.status === "stopped");
    expect(stopped.length).toBe(leftEarly.filter((r) => r.status === 200).length);
    for (const { received } of leftEarly.filter((r) => r.status === 200)) {
      expect(stopped.some((r) => r.output.startsWith(received))).toBe(true);
    }

    // Each run's charge is its usage_logs row: same user, tool and start (usage_logs has no run id).
    const logs = await app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.id));
    const charged = rows.filter((r) => r.wordsCharged > 0);
    expect(logs).toHaveLength(charged.length);
    const key = (tool: string, at: Date) => `${tool}@${at.toISOString()}`;
    const byStart = new Map<string, number[]>();
    for (const r of charged)
      byStart.set(key(r.tool, r.createdAt), [...(byStart.get(key(r.tool, r.createdAt)) ?? []), r.wordsCharged]);
    const logsByStart = new Map<string, number[]>();
    for (const l of logs)
      logsByStart.set(key(l.toolName, l.createdAt), [
        ...(logsByStart.get(key(l.toolName, l.createdAt)) ?? []),
        l.wordsGenerated,
      ]);
    expect(new Map([...logsByStart].map(([k, v]) => [k, v.sort()]))).toEqual(
      new Map([...byStart].map(([k, v]) => [k, v.sort()])),
    );
    expect(charged.reduce((s, r) => s + r.wordsCharged, 0)).toBe(end.used);
  });
});
