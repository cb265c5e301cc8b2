/**
 * A burst: many runs started within a second on two app instances sharing one PostgreSQL, against
 * a slow model, by users with a finite allowance. Counts every answer by kind (served, told to
 * retry with Retry-After, refused for the allowance, anything ≥ 500) and then checks the
 * accounting in the database: nothing left running or reserved, every user's words used equal to
 * what their runs were charged, never past their limit, and the words the clients were told they
 * were charged equal to the words charged.
 *
 * Run: `npm run build && npx tsx bench/burst.ts` (PostgreSQL at BENCH_DATABASE_URL, default the
 * local `test` database; a fresh database is created and dropped). BURST_RUNS (default 2000),
 * BURST_USERS (200), BURST_LIMIT words per user (300), BURST_SECONDS over which the runs are started
 * (1), FAKE_CHUNK_DELAY_MS per streamed piece (20), BENCH_PORT (3300, and the next), BURST_ENV
 * (`KEY=value,…` added to both instances' environment). Prints a markdown row and `RESULT {json}`.
 */
import pg from "pg";
import { Agent, fetch } from "undici";
import { createPostgresDatabase } from "../src/server/test-support/backends";
import { startApp, startFakeProcess } from "./support/processes";
import { seedSignedInUsers } from "./support/sessions";

const runs = Number(process.env.BURST_RUNS ?? 2000);
const userCount = Number(process.env.BURST_USERS ?? 200);
const limit = Number(process.env.BURST_LIMIT ?? 300);
const spreadMs = Number(process.env.BURST_SECONDS ?? 1) * 1000;
const port = Number(process.env.BENCH_PORT ?? 3300);
const extraEnv = Object.fromEntries(
  (process.env.BURST_ENV ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const secret = "bench-auth-secret-not-for-production-0123456789";
const origin = `http://localhost:${port}`;

const fake = await startFakeProcess({ FAKE_CHUNK_DELAY_MS: process.env.FAKE_CHUNK_DELAY_MS ?? "20" });
const database = await createPostgresDatabase();
const env = {
  DATABASE_URL: database.url,
  AUTH_SECRET: secret,
  PUBLIC_URL: origin,
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: fake.url,
  AI_MODEL: "fake",
  LOG_LEVEL: "warn",
  ...extraEnv,
};
const apps = [await startApp(port, env), await startApp(port + 1, env)];
const cookies = await seedSignedInUsers(database.url, apps[0].base, secret, userCount, { sessionCache: false });
const admin = new pg.Client({ connectionString: database.url });
await admin.connect();
await admin.query("UPDATE profiles SET unlimited_access = false, words_limit = $1", [limit]);
console.error(`burst: ${userCount} users seeded; starting ${runs} runs within ${spreadMs} ms`);

/** The allowance's refusals: the limit reached, or the input longer than what remains. */
const ALLOWANCE_CODES = /^(WORD_LIMIT_|INPUT_EXCEEDS_REMAINING|ESTIMATE_EXCEEDS_REMAINING)/;

type Outcome = "served" | "retry" | "allowance" | "refused" | "failed" | "5xx" | "network";
const counts: Record<Outcome, number> = {
  served: 0,
  retry: 0,
  allowance: 0,
  refused: 0,
  failed: 0,
  "5xx": 0,
  network: 0,
};
const other = new Map<string, number>();
let toldCharged = 0;
let retryWithoutHeader = 0;
const waits: number[] = [];

// Unlimited sockets: every run is its own connection, as from that many browsers.
const dispatcher = new Agent({ connections: null, pipelining: 0, headersTimeout: 0, bodyTimeout: 0 });
async function oneRun(i: number): Promise<void> {
  const app = apps[i % apps.length];
  const started = performance.now();
  try {
    const res = await fetch(`${app.base}/api/tools/clarity-booster/run`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: cookies[i % cookies.length] },
      body: JSON.stringify({ input: { text: "Make this clearer." } }),
      dispatcher,
    });
    const text = await res.text();
    if (res.status >= 500) {
      counts["5xx"]++;
      other.set(`${res.status} ${text.slice(0, 120)}`, (other.get(`${res.status} ${text.slice(0, 120)}`) ?? 0) + 1);
    } else if (res.status === 429) {
      counts.retry++;
      if (!res.headers.get("retry-after")) retryWithoutHeader++;
    } else if (res.status !== 200) {
      const code = JSON.parse(text).error?.code;
      if (ALLOWANCE_CODES.test(String(code))) counts.allowance++;
      else {
        counts.refused++;
        other.set(`${res.status} ${code}`, (other.get(`${res.status} ${code}`) ?? 0) + 1);
      }
    } else {
      const done = /event: done\ndata: (.*)\n/.exec(text);
      if (done) {
        counts.served++;
        toldCharged += JSON.parse(done[1]).wordsCharged;
        waits.push(performance.now() - started);
      } else {
        const error = /event: error\ndata: (.*)\n/.exec(text);
        const code = error ? JSON.parse(error[1]).code : "no done event";
        if (ALLOWANCE_CODES.test(String(code))) counts.allowance++;
        else {
          counts.failed++;
          other.set(`stream ${code}`, (other.get(`stream ${code}`) ?? 0) + 1);
        }
      }
    }
  } catch (error) {
    counts.network++;
    const key = `network ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`;
    other.set(key, (other.get(key) ?? 0) + 1);
  }
}

const t0 = performance.now();
const all: Promise<void>[] = [];
for (let i = 0; i < runs; i++) {
  const due = t0 + (i * spreadMs) / runs;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  all.push(oneRun(i));
}
const startedWithinMs = performance.now() - t0;
const progress = setInterval(() => console.error(`burst: ${JSON.stringify(counts)}`), 5000);
await Promise.all(all);
const totalMs = performance.now() - t0;
clearInterval(progress);

// Whatever is still settling (a run the client saw end is settled before its last event) is given a moment.
await new Promise((r) => setTimeout(r, 500));
const { rows: accounts } = await admin.query<{
  used: number;
  reserved: number;
  words_limit: number;
  logged: string | null;
}>(
  `SELECT p.words_used AS used, p.words_reserved AS reserved, p.words_limit,
     (SELECT sum(u.words_generated) FROM usage_logs u WHERE u.user_id = p.user_id) AS logged
   FROM profiles p`,
);
const { rows: running } = await admin.query<{ n: string }>("SELECT count(*) AS n FROM runs WHERE status = 'running'");
const used = accounts.reduce((sum, a) => sum + a.used, 0);
const accounting = {
  running: Number(running[0].n),
  reserved: accounts.reduce((sum, a) => sum + a.reserved, 0),
  overLimit: accounts.filter((a) => a.used > a.words_limit).length,
  usedNotLogged: accounts.filter((a) => a.used !== Number(a.logged ?? 0)).length,
  used,
  toldCharged,
};
const exact =
  accounting.running === 0 &&
  accounting.reserved === 0 &&
  accounting.overLimit === 0 &&
  accounting.usedNotLogged === 0 &&
  used === toldCharged;

waits.sort((a, b) => a - b);
const p = (q: number) => Math.round(waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0);
const result = {
  runs,
  users: userCount,
  startedWithinMs: Math.round(startedWithinMs),
  totalMs: Math.round(totalMs),
  ...counts,
  retryWithoutHeader,
  servedMs: { p50: p(0.5), p99: p(0.99), max: p(1) },
  accounting,
  exact,
  other: Object.fromEntries(other),
};
console.log(
  `| ${runs} | ${result.startedWithinMs} ms | ${counts.served} | ${counts.retry} | ${counts.allowance} | ${counts.refused + counts.failed} | ${counts["5xx"]} | ${counts.network} | ${result.servedMs.p50} / ${result.servedMs.p99} ms | ${exact ? "exact" : "NOT EXACT"} |`,
);
console.log(`RESULT ${JSON.stringify(result)}`);

await admin.end();
await dispatcher.close();
for (const app of apps) await app.stop();
await fake.stop();
await database.drop();
process.exit(exact && counts["5xx"] === 0 && counts.network === 0 ? 0 : 1);
