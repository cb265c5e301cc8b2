import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq, sql } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";
import { parseSse } from "../test-support/sse";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";
const LIMIT = 700; // room for 50 of the 100 runs asked for
const CALLS = 100;

type Outcome = { surface: "app" | "api" | "mcp" | "openai"; charged: number | null; refusal: string | null };

/**
 * The allowance's exactness across every surface at once: 100 runs of one user started together
 * through the app's event stream, the public API, MCP (the official SDK client) and the
 * OpenAI-compatible endpoint (the `openai` package), while LanguageTool checks run beside them;
 * on PostgreSQL, spread over two instances.
 */
describe.each(BACKENDS)("one allowance across every surface on %s", (kind) => {
  let served: ServedApp;
  let second: Awaited<ReturnType<ServedApp["secondInstance"]>> | undefined;

  beforeAll(async () => {
    served = await startServedApp(kind);
    if (kind === "postgres") second = await served.secondInstance();
    Object.assign(served.fake.behaviour, { reply: REPLY, chunkDelayMs: 2, mode: "ok" });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await served?.close();
  });

  it("100 concurrent runs mixed across app, API, MCP and OpenAI: every word charged once, never past the limit", async () => {
    const user = await served.newUser("mixed");
    await served.setWordLimit(user.userId, LIMIT);
    const other = second?.base ?? served.base;
    const body = (i: number) => ({ input: { text: `Make sentence number ${i} clearer.` } });

    const viaApp = async (i: number): Promise<Outcome> => {
      const res = await fetch(`${served.base}/api/tools/${TOOL}/run`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: served.base,
          "x-quillstack-client-ip": user.client.ip,
          cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: JSON.stringify(body(i)),
      });
      if (res.status !== 200) return { surface: "app", charged: null, refusal: `${res.status}` };
      const done = parseSse(await res.text()).find((e) => e.event === "done" || e.event === "error");
      return done?.event === "done"
        ? { surface: "app", charged: (done.data as { wordsCharged: number }).wordsCharged, refusal: null }
        : { surface: "app", charged: null, refusal: `stream ${JSON.stringify(done?.data)}` };
    };
    const viaApi = async (i: number): Promise<Outcome> => {
      const res = await fetch(`${other}/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` },
        body: JSON.stringify(body(i)),
      });
      const answer = (await res.json()) as { wordsCharged?: number; error?: { code: string } };
      return res.status === 200
        ? { surface: "api", charged: answer.wordsCharged ?? null, refusal: null }
        : { surface: "api", charged: null, refusal: `${res.status} ${answer.error?.code}` };
    };
    const mcp = new Client({ name: "mixed", version: "1.0.0" });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${other}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${user.key}` } },
      }),
    );
    const viaMcp = async (i: number): Promise<Outcome> => {
      const result = await mcp.callTool({ name: TOOL, arguments: body(i) });
      if (result.isError)
        return { surface: "mcp", charged: null, refusal: (result.content as { text: string }[])[0].text };
      const run = (result._meta as Record<string, { wordsCharged: number }>)["io.quillstack/run"];
      return { surface: "mcp", charged: run.wordsCharged, refusal: null };
    };
    const openai = new OpenAI({ baseURL: `${served.base}/api/openai/v1`, apiKey: user.key, maxRetries: 0 });
    const viaOpenAi = async (i: number): Promise<Outcome> => {
      try {
        const completion = await openai.chat.completions.create({
          model: TOOL,
          messages: [{ role: "user", content: body(i).input.text }],
        });
        return { surface: "openai", charged: completion.usage?.completion_tokens ?? null, refusal: null };
      } catch (error) {
        return {
          surface: "openai",
          charged: null,
          refusal: `${(error as { status?: number }).status} ${(error as Error).message}`,
        };
      }
    };
    const checks = Array.from({ length: 10 }, () =>
      fetch(`${other}/api/languagetool/v2/check`, {
        method: "POST",
        body: new URLSearchParams({ text: "I recieve it.", language: "en-US", username: user.email, apiKey: user.key }),
      }).then((res) => res.status),
    );

    const surfaces = [viaApp, viaApi, viaMcp, viaOpenAi];
    const [outcomes, checked] = await Promise.all([
      Promise.all(Array.from({ length: CALLS }, (_, i) => surfaces[i % surfaces.length](i))),
      Promise.all(checks),
    ]);
    await mcp.close();

    expect(checked).toEqual(Array(10).fill(200));
    const served_ = outcomes.filter((o) => o.charged !== null);
    const refused = outcomes.filter((o) => o.charged === null);
    // Every refusal is the allowance's (402 for OpenAI, 403 elsewhere, a tool error in MCP): no failures.
    for (const o of refused) expect(o.refusal).toMatch(/^(403|402|.*words?)/i);
    expect(served_.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    const charged = served_.reduce((sum, o) => sum + (o.charged ?? 0), 0);
    const ledger = await ledgerOf(served.app, user.userId);
    expect(ledger).toEqual({ used: charged, reserved: 0, logged: charged });
    expect(ledger.used).toBeLessThanOrEqual(LIMIT);

    // The usage logs name each run's surface, and agree with what each surface answered.
    const logged = await served.app.database.db
      .select({ surface: usageLogs.surface, words: sql<number>`sum(${usageLogs.wordsGenerated})` })
      .from(usageLogs)
      .where(eq(usageLogs.userId, user.userId))
      .groupBy(usageLogs.surface);
    const bySurface = Object.fromEntries(logged.map((l) => [l.surface, Number(l.words)]));
    for (const surface of ["app", "api", "mcp", "openai"] as const) {
      const sum = served_.filter((o) => o.surface === surface).reduce((s, o) => s + (o.charged ?? 0), 0);
      expect(bySurface[surface] ?? 0, surface).toBe(sum);
    }
    // No run is left holding words, and every run that charged is a finished document.
    const open = await served.app.database.db.select().from(runs).where(eq(runs.userId, user.userId));
    expect(open.filter((r) => r.status === "running")).toEqual([]);
    expect(open.filter((r) => r.wordsCharged > 0).length).toBe(served_.length);
  }, 120_000);
});
