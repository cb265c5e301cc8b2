/**
 * The run pipeline and signed-in reads on PostgreSQL, each side by side with the fake model server
 * called directly in the same run. Three processes, as in production: this one generates the load
 * (autocannon), the app (the compiled server when built, else tsx) and the fake OpenAI-compatible
 * upstream each have their own event loop.
 *
 * Run: `npx tsx bench/pipeline.ts` (PostgreSQL at BENCH_DATABASE_URL, default the local `test`
 * database; a fresh database is created and dropped). BENCH_SECONDS (default 10) per load,
 * BENCH_CONNECTIONS (default 32). Prints a markdown table, and a `RESULT {json}` line for bench/all.ts.
 *
 * When PostgreSQL's Unix socket is there (BENCH_PG_SOCKET, default /var/run/postgresql), the pipeline
 * is also measured with the app connected over it, alternated with TCP (the app restarted each
 * time: TCP, socket, TCP, socket, the first TCP being the headline row). BENCH_PG_SOCKET=off skips it.
 */
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { createPostgresDatabase } from "../src/server/test-support/backends";
import { cpuMs, postgresCpuMs, startApp, startFakeProcess } from "./support/processes";
import { joinOneOrganization, seedSignedInUsers } from "./support/sessions";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const secret = "bench-auth-secret-not-for-production-0123456789";
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://localhost:${port}`;

const fake = await startFakeProcess();
const database = await createPostgresDatabase();
const appEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: secret,
  PUBLIC_URL: origin,
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: fake.url,
  AI_MODEL: "fake",
});
let app = await startApp(port, appEnv(database.url));
// One signed-in browser per connection, each its own user (unlimited words: the load never hits a limit).
const cookies = await seedSignedInUsers(database.url, app.base, secret, connections);
// BENCH_ORG=1: every user is a member of one organization (a school): every run holds its pool.
if (process.env.BENCH_ORG === "1") await joinOneOrganization(database.url);

const upstream = {
  url: `${fake.url}/chat/completions`,
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "go" }] }),
};
const runBody = JSON.stringify({ input: { text: "Make this clearer." } });
const run = (cookie: string) => ({
  url: `${app.base}/api/tools/clarity-booster/run`,
  method: "POST" as const,
  headers: { "content-type": "application/json", origin, cookie },
  body: runBody,
});

/**
 * CPU per request of each process taking part (ms): the app, PostgreSQL (every server process), the
 * fake upstream, and this process (the load generator). With 2 cores, 2,000 ms of CPU a second is
 * all there is: the sum per request bounds the rate any app could reach here.
 */
type CpuShare = { app: number; postgres: number; upstream: number; loadGenerator: number };
type Load = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
  cpu: CpuShare;
};

function cpuNow(): CpuShare {
  const own = process.cpuUsage();
  return {
    app: cpuMs(app.child.pid!),
    postgres: postgresCpuMs(),
    upstream: cpuMs(fake.child.pid!),
    loadGenerator: (own.user + own.system) / 1000,
  };
}

/** `connections` clients for `seconds`, each client with its own signed-in cookie where one is needed. */
async function load(opts: autocannon.Options, signedIn = false): Promise<Load> {
  let next = 0;
  const before = cpuNow();
  const result = await autocannon({
    connections,
    duration: seconds,
    ...opts,
    ...(signedIn
      ? {
          setupClient: (client: autocannon.Client) => {
            client.setHeaders({ ...(opts.headers ?? {}), cookie: cookies[next++ % cookies.length] });
          },
        }
      : {}),
  });
  const after = cpuNow();
  const per = (key: keyof CpuShare) => (result.requests.total ? (after[key] - before[key]) / result.requests.total : 0);
  const cpu = {
    app: per("app"),
    postgres: per("postgres"),
    upstream: per("upstream"),
    loadGenerator: per("loadGenerator"),
  };
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMsPerRequest: cpu.app,
    cpu,
  };
}

/** One request at a time, A B A B, for the latency the pipeline adds (ms, median of each). */
async function sequentialMedians(n: number) {
  const direct: number[] = [];
  const pipeline: number[] = [];
  const once = async (init: { url: string; method: string; headers: Record<string, string>; body: string }) => {
    const started = performance.now();
    const res = await fetch(init.url, init);
    await res.text();
    return performance.now() - started;
  };
  const before = cpuNow();
  for (let i = 0; i < n; i++) {
    direct.push(await once(upstream));
    pipeline.push(await once(run(cookies[0])));
  }
  const after = cpuNow();
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
  // The app is idle while the upstream is asked directly: its CPU here is the runs' alone.
  const appCpuPerRun = (after.app - before.app) / n;
  const postgresCpuPerRun = (after.postgres - before.postgres) / n;
  return { direct: median(direct), pipeline: median(pipeline), appCpuPerRun, postgresCpuPerRun };
}

// Signed-in GET /api/me as a browser asks for it (it always says what encodings it takes).
const meRequest = {
  url: `${app.base}/api/me`,
  headers: { "accept-encoding": process.env.BENCH_ME_ENCODING ?? "gzip, deflate, br" },
};
await load({ ...upstream, duration: 2 }); // warm both sides
await load({ ...run(""), duration: 2 }, true);
// BENCH_ONLY=pipeline (or =me) runs the pipeline's load (or signed-in GET /api/me) alone, for a CPU
// profile of just that, then stops; BENCH_ONLY=latency, one run at a time beside the upstream alone.
const only = process.env.BENCH_ONLY;
if (only === "pipeline" || only === "me" || only === "latency") {
  const measured =
    only === "latency" ? await sequentialMedians(300) : await load(only === "me" ? meRequest : run(""), true);
  console.log(JSON.stringify(measured));
  await app.stop();
  await fake.stop();
  await database.drop();
  process.exit(0);
}
const direct = await load(upstream);
const pipeline = await load(run(""), true);
const me = await load(meRequest, true);
const sequential = await sequentialMedians(300);

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
console.log(`PostgreSQL, ${connections} connections, ${seconds} s each; app ${app.command}\n`);
console.log(row(["target", "req/s", "p50 ms", "p99 ms", "errors", "app CPU ms/request"]));
console.log(row(["---", "---", "---", "---", "---", "---"]));
console.log(
  row(["fake model server directly (streamed completion)", direct.rps, direct.p50, direct.p99, direct.errors, "–"]),
);
for (const [name, r] of [
  ["POST /api/tools/clarity-booster/run (full pipeline)", pipeline],
  ["GET /api/me signed in", me],
] as const) {
  console.log(row([name, r.rps, r.p50, r.p99, r.errors, r.cpuMsPerRequest.toFixed(2)]));
}
console.log("\nCPU per request by process, ms (2 cores = 2,000 ms of CPU per second):\n");
console.log(row(["load", "app", "PostgreSQL", "fake upstream", "load generator", "sum", "ceiling at 2 cores, req/s"]));
console.log(row(["---", "---", "---", "---", "---", "---", "---"]));
for (const [name, r] of [
  ["upstream directly", direct],
  ["full pipeline", pipeline],
  ["GET /api/me", me],
] as const) {
  const sum = r.cpu.app + r.cpu.postgres + r.cpu.upstream + r.cpu.loadGenerator;
  const cells = [r.cpu.app, r.cpu.postgres, r.cpu.upstream, r.cpu.loadGenerator, sum].map((x) => x.toFixed(3));
  console.log(row([name, ...cells, Math.round(2000 / sum)]));
}
const share = pipeline.rps / direct.rps;
const added = sequential.pipeline - sequential.direct;
console.log(`\npipeline / direct upstream: ${(share * 100).toFixed(1)}%`);
console.log(
  `one at a time (median of 300, A B A B): direct ${sequential.direct.toFixed(2)} ms, pipeline ${sequential.pipeline.toFixed(2)} ms, added ${added.toFixed(2)} ms; CPU per run alone: app ${sequential.appCpuPerRun.toFixed(3)} ms, PostgreSQL ${sequential.postgresCpuPerRun.toFixed(3)} ms`,
);

// The same pipeline with the app connected to PostgreSQL over its Unix socket, alternated with TCP.
const socketDir = process.env.BENCH_PG_SOCKET ?? "/var/run/postgresql";
let overSocket: { tcp: Load[]; socket: Load[] } | undefined;
if (socketDir !== "off" && existsSync(`${socketDir}/.s.PGSQL.${new URL(database.url).port || 5432}`)) {
  const socketUrl = new URL(database.url);
  socketUrl.hostname = "localhost";
  socketUrl.searchParams.set("host", socketDir);
  const measure = async (url: string) => {
    await app.stop();
    app = await startApp(port, appEnv(url));
    await load({ ...run(""), duration: 2 }, true); // warm
    return load(run(""), true);
  };
  overSocket = { tcp: [pipeline], socket: [] };
  overSocket.socket.push(await measure(socketUrl.toString()));
  overSocket.tcp.push(await measure(database.url));
  overSocket.socket.push(await measure(socketUrl.toString()));
  console.log(
    `\nFull pipeline, PostgreSQL over TCP (127.0.0.1) and over its Unix socket (${socketDir}), alternated:\n`,
  );
  console.log(
    row([
      "connection",
      "round",
      "runs/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "app ms/run",
      "PostgreSQL ms/run",
      "sum ms/run",
    ]),
  );
  console.log(row(["---", "---", "---", "---", "---", "---", "---", "---", "---"]));
  for (let i = 0; i < 2; i++) {
    for (const [name, r] of [
      ["TCP", overSocket.tcp[i]],
      ["Unix socket", overSocket.socket[i]],
    ] as const) {
      const sum = r.cpu.app + r.cpu.postgres + r.cpu.upstream + r.cpu.loadGenerator;
      console.log(
        row([
          name,
          i + 1,
          r.rps,
          r.p50,
          r.p99,
          r.errors,
          r.cpu.app.toFixed(3),
          r.cpu.postgres.toFixed(3),
          sum.toFixed(3),
        ]),
      );
    }
  }
}

console.log(
  `RESULT ${JSON.stringify({ direct, pipeline, me, share, addedLatencyMs: added, sequential, overSocket, command: app.command })}`,
);

await app.stop();
await fake.stop();
await database.drop();
