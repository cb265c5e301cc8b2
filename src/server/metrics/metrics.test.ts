import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../db/schema";
import { checkpointRun } from "../metering/checkpoint";
import { NO_CHECKS, startRun } from "../metering/start";
import { createRunHost } from "../runs/host";
import { BACKENDS } from "../test-support/backends";
import { type ServedApp, startServedApp } from "../test-support/served";
import { parseSse } from "../test-support/sse";

const TOKEN = "scrape-token-0123456789abcdef";
const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/** A Prometheus text exposition, read back: the value of a series, or undefined when absent. */
function parseExposition(text: string) {
  const series = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    series.set(`${match[1]}${match[2] ?? ""}`, Number(match[3]));
  }
  return (name: string, labels: Record<string, string> = {}) => {
    const inner = Object.entries(labels)
      .map(([k, v]) => `${k}="${v}"`)
      .join(",");
    return series.get(inner ? `${name}{${inner}}` : name);
  };
}

async function scrape(base: string, authorization?: string) {
  return fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
}

describe.each(BACKENDS)("GET /metrics on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    // A short lease: the reaper looks every second.
    served = await startServedApp(kind, { METRICS_TOKEN: TOKEN, RUN_LEASE_SECONDS: "2" });
    Object.assign(served.fake.behaviour, { reply: REPLY, mode: "ok" });
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });

  it("asks for the bearer token, compared whole", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(served.base, authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain("quillstack_");
    }
    const res = await scrape(served.base, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    // With text logs too, every answer names its request.
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const text = await res.text();
    expect(text).toContain("# TYPE quillstack_runs_started_total counter");
    // The process's own metrics, in this instance's registry.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts runs by surface and final status, the words they were charged, and their timings", async () => {
    const user = await served.newUser("metrics");
    const body = (i: number) => JSON.stringify({ input: { text: `Make sentence number ${i} clearer.` } });
    const viaApi = async (i: number) => {
      const res = await fetch(`${served.base}/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` },
        body: body(i),
      });
      return { status: res.status, body: (await res.json()) as { wordsCharged?: number; truncated?: boolean } };
    };
    const viaApp = async (i: number) => {
      const res = await fetch(`${served.base}/api/tools/${TOOL}/run`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: served.base,
          "x-quillstack-client-ip": user.client.ip,
          cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: body(i),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const done = parseSse(await res.text()).find((e) => e.event === "done");
      return (done?.data as { wordsCharged: number }).wordsCharged;
    };

    const api = [await viaApi(1), await viaApi(2)];
    for (const answer of api) expect(answer.status).toBe(200);
    const app = await viaApp(3);
    served.fake.behaviour.mode = "fail";
    const failed = await viaApi(4);
    served.fake.behaviour.mode = "ok";
    expect(failed.status).toBeGreaterThanOrEqual(400);
    // A user with room for 5 more words: the reply is cut there.
    const short = await served.newUser("short");
    await served.setWordLimit(short.userId, 5);
    const cut = await fetch(`${served.base}/api/v1/tools/${TOOL}/runs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${short.key}` },
      body: body(5),
    }).then((res) => res.json() as Promise<{ wordsCharged: number; truncated: boolean }>);
    expect(cut).toMatchObject({ wordsCharged: 5, truncated: true });
    await fetch(`${served.base}/no/such/page/${Date.now()}`);

    const res = await scrape(served.base, `Bearer ${TOKEN}`);
    const value = parseExposition(await res.text());
    expect(value("quillstack_runs_started_total", { surface: "api", tool: TOOL })).toBe(4);
    expect(value("quillstack_runs_started_total", { surface: "app", tool: TOOL })).toBe(1);
    expect(value("quillstack_runs_ended_total", { status: "done", surface: "api" })).toBe(2);
    expect(value("quillstack_runs_ended_total", { status: "failed", surface: "api" })).toBe(1);
    expect(value("quillstack_runs_ended_total", { status: "truncated", surface: "api" })).toBe(1);
    expect(value("quillstack_runs_ended_total", { status: "done", surface: "app" })).toBe(1);
    const apiWords = (api[0].body.wordsCharged ?? 0) + (api[1].body.wordsCharged ?? 0) + cut.wordsCharged;
    expect(apiWords).toBe(14 + 14 + 5);
    expect(value("quillstack_words_charged_total", { surface: "api" })).toBe(apiWords);
    expect(value("quillstack_words_charged_total", { surface: "app" })).toBe(app);
    expect(value("quillstack_run_duration_seconds_count", { surface: "api" })).toBe(4);
    expect(value("quillstack_run_duration_seconds_count", { surface: "app" })).toBe(1);
    // Every run that wrote a word; the failed one wrote none.
    expect(value("quillstack_run_first_word_seconds_count", { surface: "api" })).toBe(3);
    expect(value("quillstack_run_first_word_seconds_sum", { surface: "api" })).toBeGreaterThan(0);
    // Requests by the route's pattern, not the path asked for (the public API declares a route per tool).
    const apiRoute = `/api/v1/tools/${TOOL}/runs`;
    expect(value("quillstack_http_requests_total", { route: apiRoute, method: "POST", status: "200" })).toBe(3);
    expect(value("quillstack_http_requests_total", { route: apiRoute, method: "POST", status: "502" })).toBe(1);
    expect(
      value("quillstack_http_requests_total", { route: "/api/tools/:slug/run", method: "POST", status: "200" }),
    ).toBe(1);
    expect(value("quillstack_http_requests_total", { route: "unmatched", method: "GET", status: "404" })).toBe(1);
    expect(value("quillstack_run_queue_depth")).toBe(0);
    expect(value("quillstack_reaper_settlements_total")).toBe(0);
    if (kind === "postgres") {
      // A transaction held open has a connection checked out, which a scrape meanwhile counts.
      await served.app.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        const held = parseExposition(await (await scrape(served.base, `Bearer ${TOKEN}`)).text());
        expect(held("quillstack_db_pool_in_use")).toBeGreaterThanOrEqual(1);
      });
      expect(value("quillstack_db_pool_waiting")).toBe(0);
    } else {
      expect(value("quillstack_db_pool_in_use")).toBeUndefined();
    }
  });

  it("counts a run its instance left, settled by the reaper, with the words it had delivered", async () => {
    const user = await served.newUser("left");
    const db = served.app.database.db;
    // A run of an instance that is gone: started under its lease, 7 words checkpointed, lease run out.
    const gone = createRunHost(2).lease;
    const request = {
      userId: user.userId,
      tool: TOOL,
      title: "A run",
      input: { text: "go" },
      options: {},
      presetId: null,
      draftIndex: null,
      surface: "mcp" as const,
    };
    const { reservation } = await startRun(db, gone, { request, words: 50, checks: NO_CHECKS });
    expect(await checkpointRun(db, reservation!, gone, "one two three four five six seven", 50)).not.toBeNull();
    await db.update(runs).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(runs.id, reservation!.runId));

    let value = parseExposition("");
    for (let tries = 0; tries < 100 && value("quillstack_reaper_settlements_total") !== 1; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = parseExposition(await (await scrape(served.base, `Bearer ${TOKEN}`)).text());
    }
    expect(value("quillstack_reaper_settlements_total")).toBe(1);
    expect(value("quillstack_runs_ended_total", { status: "interrupted", surface: "mcp" })).toBe(1);
    expect(value("quillstack_words_charged_total", { surface: "mcp" })).toBe(7);
    const [row] = await db.select().from(runs).where(eq(runs.id, reservation!.runId));
    expect(row).toMatchObject({ status: "interrupted", wordsCharged: 7 });
  });

  it("reads the run queue's depth from whatever is wired to it", async () => {
    served.app.metrics!.setQueueDepthSource(() => 7);
    const value = parseExposition(await (await scrape(served.base, `Bearer ${TOKEN}`)).text());
    expect(value("quillstack_run_queue_depth")).toBe(7);
  });
});

describe("without METRICS_TOKEN", () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await startServedApp("pglite");
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });

  it("has no /metrics: it answers as any unknown path does", async () => {
    const unknown = await fetch(`${served.base}/metricz`);
    const res = await scrape(served.base, `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.status).toBe(unknown.status);
    expect(await res.text()).toBe(await unknown.text());
    expect(served.app.metrics).toBeUndefined();
  });
});
