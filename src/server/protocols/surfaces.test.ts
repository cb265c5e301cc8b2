import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { REFUSALS } from "@shared/run";
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

/** A refused run as its surface answered it: the HTTP status (none for MCP's tool error) and the error. */
type Refusal = { status: number | null; error: { code?: string; title?: string; message: string } };
type Outcome = { surface: "app" | "api" | "mcp" | "openai"; charged: number | null; refusal: Refusal | null };
const INPUT_WORDS = 5; // "Make sentence number N clearer."

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
      if (res.status !== 200) {
        const { error } = (await res.json()) as { error: Refusal["error"] };
        return { surface: "app", charged: null, refusal: { status: res.status, error } };
      }
      const done = parseSse(await res.text()).find((e) => e.event === "done" || e.event === "error");
      return done?.event === "done"
        ? { surface: "app", charged: (done.data as { wordsCharged: number }).wordsCharged, refusal: null }
        : { surface: "app", charged: null, refusal: { status: 200, error: done?.data as Refusal["error"] } };
    };
    const viaApi = async (i: number): Promise<Outcome> => {
      const res = await fetch(`${other}/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` },
        body: JSON.stringify(body(i)),
      });
      const answer = (await res.json()) as { wordsCharged?: number; error?: Refusal["error"] };
      return res.status === 200
        ? { surface: "api", charged: answer.wordsCharged ?? null, refusal: null }
        : { surface: "api", charged: null, refusal: { status: res.status, error: answer.error ?? { message: "" } } };
    };
    const mcp = new Client({ name: "mixed", version: "1.0.0" });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${other}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${user.key}` } },
      }),
    );
    const viaMcp = async (i: number): Promise<Outcome> => {
      const result = await mcp.callTool({ name: TOOL, arguments: body(i) });
      if (result.isError) {
        const message = (result.content as { text: string }[])[0].text;
        return { surface: "mcp", charged: null, refusal: { status: null, error: { message } } };
      }
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
        const { status, error: body } = error as { status?: number; error?: { message?: string } };
        return {
          surface: "openai",
          charged: null,
          refusal: { status: status ?? 0, error: { message: body?.message ?? "" } },
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
    // Every refusal is the allowance's, exactly: the limit reached, or a text longer than the words
    // left (fewer than its 5). 403 with the whole error in the app and the API, 402 with its message
    // from the OpenAI endpoint, its message as the tool error in MCP. No failures.
    const allowance = [
      REFUSALS.limitReached(LIMIT),
      ...[0, 1, 2, 3, 4].map((r) => REFUSALS.inputTooLong(INPUT_WORDS, r)),
    ];
    for (const o of refused) {
      const expected = allowance.find((refusal) => refusal.message === o.refusal?.error.message);
      expect(expected, JSON.stringify(o)).toBeDefined();
      if (o.surface === "app" || o.surface === "api") expect(o.refusal).toEqual({ status: 403, error: expected });
      else
        expect(o.refusal).toEqual({
          status: o.surface === "openai" ? 402 : null,
          error: { message: expected?.message },
        });
    }
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
