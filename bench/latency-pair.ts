/**
 * What one run adds to the model's latency, two builds side by side in one run: each build's
 * compiled server (`BUILD_A`, default `build-base`; `BUILD_B`, default `build`) on a PostgreSQL
 * database of its own, one signed-in user each, the fake upstream shared. Requests go one at a time,
 * interleaved (upstream, A, B; then upstream, B, A), so both builds see the same moments of this
 * noisy machine; absolute times drift between runs, the difference between A and B does not.
 *
 * Build the baseline first, e.g. `git stash && BUILD_DIR=build-base npm run build && git stash pop`
 * (`build-*` is ignored by git), then `npm run build && npx tsx bench/latency-pair.ts`.
 * BENCH_PORT (default 3293) is A's port, B's the next. BENCH_ROUNDS (default 4) rounds of BENCH_RUNS
 * (default 400) runs per build; prints the medians.
 */
import http from "node:http";
import { createPostgresDatabase } from "../src/server/test-support/backends";
import { startApp, startFakeProcess } from "./support/processes";
import { seedSignedInUsers } from "./support/sessions";

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const secret = "bench-auth-secret-not-for-production-0123456789";
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const runsPerRound = Number(process.env.BENCH_RUNS ?? 400);
const fake = await startFakeProcess();

/** One keep-alive connection per target, as a browser tab holds one. */
type Target = { url: string; body: string; headers: Record<string, string>; agent: http.Agent };

async function startBuild(dir: string, port: number) {
  process.env.BUILD_DIR = dir; // read by serverCommand
  const database = await createPostgresDatabase();
  const origin = `http://localhost:${port}`;
  const app = await startApp(port, {
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    PUBLIC_URL: origin,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake",
  });
  const [cookie] = await seedSignedInUsers(database.url, app.base, secret, 1);
  const target: Target = {
    url: `${app.base}/api/tools/clarity-booster/run`,
    body: JSON.stringify({ input: { text: "Make this clearer." } }),
    headers: { "content-type": "application/json", origin, cookie },
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  };
  const stop = async () => {
    await app.stop();
    await database.drop();
  };
  return { target, stop };
}

/** The time to the last byte of one request, ms. */
function timed(t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(t.url, { method: "POST", agent: t.agent, headers: t.headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(performance.now() - started));
    });
    req.on("error", reject);
    req.end(t.body);
  });
}

const port = Number(process.env.BENCH_PORT ?? 3293);
const a = await startBuild(process.env.BUILD_A ?? "build-base", port);
const b = await startBuild(process.env.BUILD_B ?? "build", port + 1);
const upstream: Target = {
  url: `${fake.url}/chat/completions`,
  body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "go" }] }),
  headers: { "content-type": "application/json" },
  agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
};
const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1];

console.log("| round | upstream directly ms | A adds ms | B adds ms | B − A ms |\n| --- | --- | --- | --- | --- |");
for (let round = 1; round <= rounds; round++) {
  const direct: number[] = [];
  const inA: number[] = [];
  const inB: number[] = [];
  for (let i = 0; i < runsPerRound; i++) {
    direct.push(await timed(upstream));
    const [first, second] = i % 2 ? [a, b] : [b, a];
    const firstMs = await timed(first.target);
    const secondMs = await timed(second.target);
    (first === a ? inA : inB).push(firstMs);
    (second === a ? inA : inB).push(secondMs);
  }
  const d = median(direct);
  const [addA, addB] = [median(inA) - d, median(inB) - d];
  console.log(`| ${round} | ${d.toFixed(2)} | ${addA.toFixed(2)} | ${addB.toFixed(2)} | ${(addB - addA).toFixed(2)} |`);
}
await a.stop();
await b.stop();
await fake.stop();
process.exit(0);
