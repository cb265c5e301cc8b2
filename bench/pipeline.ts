/**
 * Added latency and throughput of the run pipeline (auth, switches, allowance reservation, SSE,
 * settlement) over calling the model server directly. The model is the fake OpenAI-compatible server
 * from the tests, answering instantly, so the numbers show our overhead, not a model's speed.
 * Run: `npx tsx bench/pipeline.ts` (loopback only, in-memory database, stops by itself).
 */
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { profiles } from "../src/server/db/schema";
import { signUpVerified, startTestApp } from "../src/server/test-support/harness";
import { startFakeOpenAi } from "../tests/support/fake-openai";

const reply = "Clear writing starts with knowing exactly what you want the reader to do next.";
const fake = await startFakeOpenAi({ reply });
const kind = process.env.BENCH_DATABASE_URL ? "postgres" : "pglite";
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake" });
const client = await signUpVerified(app, "bench@example.com");
await app.database.db
  .update(profiles)
  .set({ unlimitedAccess: true })
  .where(eq(profiles.userId, (await client.json("/api/me")).body.id));
const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const server = serve({ fetch: app.app.fetch, port: 3191, hostname: "127.0.0.1" });

async function load(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 10, duration: 10, method: "POST", ...opts });
  console.log(
    `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
}

console.log(`database: ${kind}; 10 connections, 10 s each\n`);
console.log("| target | runs/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|");
await load("fake model server directly (streamed chat completion)", {
  url: `${fake.url}/chat/completions`,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "go" }] }),
});
await load("POST /api/tools/clarity-booster/run (full pipeline)", {
  url: "http://127.0.0.1:3191/api/tools/clarity-booster/run",
  headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
  body: JSON.stringify({ input: { text: "Make this clearer." } }),
});
const usage = (await client.json("/api/me/usage")).body;
console.log(`\nwords charged during the run: ${usage.wordsUsed}`);
server.close();
await app.drop();
await fake.close();
