import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { countWords } from "@shared/words";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { type Database, openPglite, openPostgres } from "../db/client";
import { emailOutbox, profiles, runs, usageLogs, users } from "../db/schema";
import { BACKENDS, createPostgresDatabase } from "../test-support/backends";
import { STRONG_PASSWORD } from "../test-support/harness";
import {
  Browser,
  PUBLIC_URL,
  type ServerProcess,
  signedInOn,
  startServerProcess,
} from "../test-support/server-process";
import { parseSse } from "../test-support/sse";
import { RESERVE_STEP } from "./stream-run";

/*
 * Crash tests with real server processes: runs stream from an instance that is then killed with
 * SIGKILL (no shutdown code runs), and the allowance must come back whole through another instance
 * (PostgreSQL) or the restarted one (PGlite), each run settled once from its last checkpoint.
 */

const LEASE_SECONDS = 3;
const AUTH_SECRET = "crash-test-secret-crash-test-secret-0123456789";
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const started: ServerProcess[] = [];

/** A server process with a short lease, the fake model, and only the environment given. */
async function startInstance(env: Record<string, string>): Promise<ServerProcess> {
  const instance = await startServerProcess({
    AUTH_SECRET,
    RUN_LEASE_SECONDS: String(LEASE_SECONDS),
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    ...env,
  });
  started.push(instance);
  return instance;
}

async function kill9(instance: ServerProcess) {
  instance.child.kill("SIGKILL");
  await instance.exited;
}

/** Signs up, confirms through the emailed link (found by `linkFor`) and signs in. */
async function signedIn(base: string, email: string, linkFor: () => Promise<string>) {
  const browser = new Browser(base);
  const signUp = await browser.request("/api/auth/sign-up/email", {
    json: { name: "Crash Test", email, password: STRONG_PASSWORD },
  });
  expect(signUp.status).toBe(200);
  const link = new URL(await linkFor());
  expect((await browser.request(link.pathname + link.search)).status).toBeLessThan(400);
  const signIn = await browser.request("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } });
  expect(signIn.status).toBe(200);
  return browser;
}

/** A run read as it streams: the text received so far, until the connection ends. */
type Watched = { tag: string; received: () => string; ended: Promise<void>; done: () => unknown };

async function watchRun(browser: Browser, tag: string): Promise<Watched> {
  const res = await browser.request("/api/tools/clarity-booster/run", { json: { input: { text: `go ${tag}` } } });
  expect(res.status).toBe(200);
  let raw = "";
  const events = () => parseSse(raw.slice(0, raw.lastIndexOf("\n\n") + 2));
  const ended = (async () => {
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += new TextDecoder().decode(value);
      }
    } catch {
      // the instance died mid-stream
    }
  })();
  return {
    tag,
    ended,
    received: () =>
      events()
        .filter((e) => e.event === "delta")
        .map((e) => (e.data as { text: string }).text)
        .join(""),
    done: () => events().find((e) => e.event === "done")?.data,
  };
}

/**
 * Starts `n` slow runs in two waves and waits until each has received more than one reservation
 * step (the first wave about two), so the runs die with one or two checkpoints behind them.
 */
async function runsUnderway(browser: Browser, n: number) {
  const watched: Watched[] = [];
  const going = async () => {
    const deadline = Date.now() + 20_000;
    while (watched.some((w) => countWords(w.received()) < RESERVE_STEP + 10)) {
      if (Date.now() > deadline) throw new Error("the runs did not get going");
      await sleep(50);
    }
  };
  for (let i = 0; i < n; i++) {
    if (i === n / 2) await going();
    watched.push(await watchRun(browser, `tag${i}`));
  }
  await going();
  return watched;
}

/**
 * What must hold once the runs of a killed instance are settled: every run interrupted, its output
 * a prefix of what its client received, charged exactly its output's words (with its usage_logs
 * row) and at most one reservation step less than the client received; no reservation left.
 */
async function expectSettledFromCheckpoints(db: Database["db"], userId: string, watched: Watched[]) {
  const tags = new Set(watched.map((w) => `go ${w.tag}`));
  const rows = (await db.select().from(runs).where(eq(runs.userId, userId))).filter((r) => tags.has(r.input.text));
  expect(rows).toHaveLength(watched.length);
  let charged = 0;
  for (const w of watched) {
    const row = rows.find((r) => r.input.text === `go ${w.tag}`)!;
    const received = w.received();
    expect(row.status).toBe("interrupted");
    expect(row.output.startsWith(`${w.tag} `)).toBe(true);
    expect(received.startsWith(row.output)).toBe(true);
    expect(row.wordsCharged).toBe(countWords(row.output));
    expect(row.wordsCharged).toBeLessThanOrEqual(countWords(received));
    expect(row.wordsCharged).toBeGreaterThanOrEqual(countWords(received) - RESERVE_STEP);
    expect(row).toMatchObject({ wordsReserved: 0, leaseUntil: null });
    charged += row.wordsCharged;
  }
  // Each charge has exactly one usage_logs row, dated to its run's start (usage_logs has no run id).
  const logs = await db.select().from(usageLogs).where(eq(usageLogs.userId, userId));
  const starts = new Map(rows.map((r) => [r.createdAt.getTime(), r]));
  const theirs = logs.filter((l) => starts.has(l.createdAt.getTime()));
  expect(theirs).toHaveLength(rows.filter((r) => r.wordsCharged > 0).length);
  for (const log of theirs) expect(log.wordsGenerated).toBe(starts.get(log.createdAt.getTime())!.wordsCharged);
  return { charged, logs };
}

/** A run that needs every word left: it must be charged all of them, so none are still held. */
async function expectWholeAllowanceUsable(browser: Browser, fake: Awaited<ReturnType<typeof startFakeOpenAi>>) {
  const usage = (await (await browser.request("/api/me/usage")).json()) as {
    wordsUsed: number;
    wordsLimit: number;
    remaining: number;
  };
  expect(usage.remaining).toBe(usage.wordsLimit - usage.wordsUsed);
  Object.assign(fake.behaviour, { reply: words(usage.remaining), chunkDelayMs: 0, echoLastWord: false });
  const last = await watchRun(browser, "last");
  await last.ended;
  expect(last.done()).toMatchObject({ wordsCharged: usage.remaining, usage: { wordsUsed: usage.wordsLimit } });
}

afterEach(async () => {
  for (const instance of started.splice(0)) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) await kill9(instance);
  }
});

describe.runIf(BACKENDS.includes("postgres"))("an instance killed mid-stream, on PostgreSQL", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await fake?.close();
    await database?.close();
    await created?.drop();
  });

  it("another instance settles its runs from their checkpoints within the lease, and the allowance is whole", async () => {
    fake = await startFakeOpenAi({ reply: words(400), chunkDelayMs: 40, echoLastWord: true });
    created = await createPostgresDatabase();
    database = openPostgres(created.url);
    const env = { DATABASE_URL: created.url, AI_BASE_URL: fake.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "qs-")) };
    // One after the other: the first migrates the fresh database.
    const a = await startInstance(env);
    const b = await startInstance(env);

    const email = "crash-pg@example.com";
    const linkFor = async () => {
      const [mail] = await database!.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return /https?:\/\/\S+/.exec(mail.text)![0];
    };
    const onB = await signedIn(b.base, email, linkFor);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db.update(profiles).set({ wordsLimit: 4000 }).where(eq(profiles.userId, user.id));
    // The same session, on instance A (sessions live in the database).
    const onA = new Browser(a.base);
    onA.cookies = onB.cookies;

    const watched = await runsUnderway(onA, 20);
    await kill9(a);
    const killedAt = Date.now();
    await Promise.all(watched.map((w) => w.ended));

    // B's reaper settles them once their lease (3 s) has run out: allow for its tick (1.5 s) and slack.
    await expect
      .poll(async () => (await database!.db.select().from(runs).where(eq(runs.status, "running"))).length, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(0);
    expect(Date.now() - killedAt).toBeLessThan((LEASE_SECONDS + LEASE_SECONDS / 2 + 3) * 1000);

    const { charged, logs } = await expectSettledFromCheckpoints(database.db, user.id, watched);
    expect(logs.reduce((sum, l) => sum + l.wordsGenerated, 0)).toBe(charged);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ wordsUsed: charged, wordsReserved: 0 });
    await expectWholeAllowanceUsable(onB, fake);
  });
});

describe("the embedded database's only instance killed mid-stream", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  afterAll(() => fake?.close());

  it("settles its runs at the restart, before answering, and the allowance is whole", async () => {
    fake = await startFakeOpenAi({ reply: words(400), chunkDelayMs: 40, echoLastWord: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), "qs-crash-"));
    const env = { DATA_DIR: dataDir, AI_BASE_URL: fake.url };
    const first = await startInstance(env);
    const email = "crash-pglite@example.com";
    // No SMTP and no access to the database from outside: the confirmation link is in the log.
    const browser = await signedInOn(first, email);

    const watched = await runsUnderway(browser, 10);
    await kill9(first);
    await Promise.all(watched.map((w) => w.ended));

    const second = await startInstance(env);
    const restarted = new Browser(second.base);
    restarted.cookies = browser.cookies;
    // Right after /api/health: nothing is held any more, and the charges are in.
    const usage = (await (await restarted.request("/api/me/usage")).json()) as { wordsUsed: number; remaining: number };
    const received = watched.reduce((s, w) => s + countWords(w.received()), 0);
    expect(usage.remaining).toBe(2000 - usage.wordsUsed);
    expect(usage.wordsUsed).toBeLessThanOrEqual(received);
    expect(usage.wordsUsed).toBeGreaterThanOrEqual(received - RESERVE_STEP * watched.length);
    await expectWholeAllowanceUsable(restarted, fake);

    // Stop it gracefully, then read the rows (PGlite: one process at a time).
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    const database = await openPglite(path.join(dataDir, "pglite"));
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const { charged, logs } = await expectSettledFromCheckpoints(database.db, user.id, watched);
      expect(charged).toBe(usage.wordsUsed);
      // Plus the last run's, which took the rest: the month's logs add up to the whole allowance.
      expect(logs.reduce((sum, l) => sum + l.wordsGenerated, 0)).toBe(2000);
      const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile).toMatchObject({ wordsUsed: 2000, wordsReserved: 0 });
    } finally {
      await database.close();
    }
  }, 240_000); // two cold starts of the embedded database on a busy machine
});

describe("a slow model's run killed between two reservation steps", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  afterAll(() => fake?.close());

  it("keeps and charges every word delivered more than 2 s before the kill", async () => {
    // Four words a second: the first reservation step (50 words) would last 12 s.
    fake = await startFakeOpenAi({ reply: words(400), chunkDelayMs: 250, echoLastWord: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), "qs-crash-slow-"));
    const env = { DATA_DIR: dataDir, AI_BASE_URL: fake.url };
    const first = await startInstance(env);
    const email = "crash-slow@example.com";
    // No SMTP and no access to the database from outside: the confirmation link is in the log.
    const browser = await signedInOn(first, email);

    // When each word reached the client.
    const arrivals: { at: number; words: number }[] = [];
    const res = await browser.request("/api/tools/clarity-booster/run", { json: { input: { text: "go slow" } } });
    expect(res.status).toBe(200);
    let raw = "";
    const reading = (async () => {
      const reader = res.body!.getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          raw += new TextDecoder().decode(value);
          const text = parseSse(raw.slice(0, raw.lastIndexOf("\n\n") + 2))
            .filter((e) => e.event === "delta")
            .map((e) => (e.data as { text: string }).text)
            .join("");
          arrivals.push({ at: Date.now(), words: countWords(text) });
        }
      } catch {
        // the instance died mid-stream
      }
    })();
    while ((arrivals.at(-1)?.words ?? 0) < 24) await sleep(50);
    await kill9(first);
    const killedAt = Date.now();
    await reading;
    const deliveredBefore = Math.max(0, ...arrivals.filter((a) => a.at <= killedAt - 2000).map((a) => a.words));
    expect(deliveredBefore).toBeGreaterThan(10);
    expect(arrivals.at(-1)!.words).toBeLessThan(RESERVE_STEP); // no reservation checkpoint happened

    const second = await startInstance(env);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    const database = await openPglite(path.join(dataDir, "pglite"));
    try {
      const [row] = await database.db.select().from(runs).where(eq(runs.status, "interrupted"));
      expect(row.wordsCharged).toBe(countWords(row.output));
      expect(row.wordsCharged).toBeGreaterThanOrEqual(deliveredBefore);
      expect(row.wordsCharged).toBeLessThanOrEqual(arrivals.at(-1)!.words);
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile).toMatchObject({ wordsUsed: row.wordsCharged, wordsReserved: 0 });
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe.runIf(BACKENDS.includes("postgres"))("an instance stopped with SIGTERM under load, on PostgreSQL", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await fake?.close();
    await database?.close();
    await created?.drop();
  });

  it("ends 500 streaming runs as interrupted, charged what each client received, turns later requests away, exits within 10 s", async () => {
    const RUNS = 500;
    // 3,000 words at 10 a second: longer than the whole test may take (its batches of 50 wait for
    // their answers, then the runs get 60 s to get going), so on a busy machine no run can finish
    // before the signal: each must be in flight when it comes.
    fake = await startFakeOpenAi({ reply: words(3000), chunkDelayMs: 100, echoLastWord: true });
    created = await createPostgresDatabase();
    database = openPostgres(created.url);
    const instance = await startInstance({
      DATABASE_URL: created.url,
      AI_BASE_URL: fake.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "qs-")),
      RUN_LEASE_SECONDS: "30",
      RUN_CONCURRENCY: "1000", // all 500 stream at once
    });
    const email = "sigterm@example.com";
    const linkFor = async () => {
      const [mail] = await database!.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return /https?:\/\/\S+/.exec(mail.text)![0];
    };
    const browser = await signedIn(instance.base, email, linkFor);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db.update(profiles).set({ wordsLimit: 1_000_000 }).where(eq(profiles.userId, user.id));

    const watched: Watched[] = [];
    for (let i = 0; i < RUNS; i += 50) {
      watched.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => watchRun(browser, `t${i + j}`)))));
    }
    const deadline = Date.now() + 60_000;
    while (watched.some((w) => countWords(w.received()) < 3)) {
      if (Date.now() > deadline) throw new Error("the runs did not get going");
      await sleep(100);
    }

    const stopping = Date.now();
    instance.child.kill("SIGTERM");
    // Requests sent after the signal are refused (the listener is closed) or answered 503.
    await sleep(200);
    const late = await fetch(`${instance.base}/api/me/usage`, {
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "), origin: PUBLIC_URL },
    }).then(
      (res) => res.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(late);
    expect(await instance.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    await Promise.all(watched.map((w) => w.ended));

    const rows = await database.db.select().from(runs).where(eq(runs.userId, user.id));
    expect(rows).toHaveLength(RUNS);
    let charged = 0;
    for (const w of watched) {
      const row = rows.find((r) => r.input.text === `go ${w.tag}`)!;
      expect(row.status).toBe("interrupted");
      expect(row.output).toBe(w.received());
      expect(row.wordsCharged).toBe(countWords(w.received()));
      expect(row.wordsReserved).toBe(0);
      charged += row.wordsCharged;
    }
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ wordsUsed: charged, wordsReserved: 0 });
  }, 180_000);
});
