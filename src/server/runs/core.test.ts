import type { RunEvent } from "@shared/run-events";
import { findTool } from "@shared/tools";
import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AiError, type AiProvider } from "../ai/types";
import { profiles, runs } from "../db/schema";
import type { Switches } from "../kill-switches/switches";
import { BACKENDS } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import { createRunHost } from "./host";
import { runTool } from "./run";
import type { RunDeps, RunOutcome } from "./types";

/*
 * The run core on its own, with no HTTP: the events a run reports, its refusals, a check, and a
 * caller that leaves. The surfaces' own tests (run.test.ts, api tests) check the bytes on the wire.
 */

const REPLY = ["Clear ", "writing ", "starts ", "with ", "knowing ", "what ", "you ", "want."];
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const allOn: Switches = {
  read: async () => ({ globalDisabled: false, toolEnabled: () => true }),
  changed: async () => {},
  onChange: () => {},
};

/** A model in memory: writes REPLY piece by piece (each after `gapMs`), and checks find one fix. */
function fakeModel(gapMs = 0): AiProvider & { asked: number } {
  return {
    name: "local",
    asked: 0,
    status: () => ({ provider: "local", state: "ready", model: "fake" }),
    async *streamText(request) {
      this.asked++;
      for (const piece of REPLY) {
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
        if (request.signal.aborted) throw new AiError("ABORTED", "aborted");
        yield piece;
      }
    },
    async generateObject<T>(): Promise<T> {
      this.asked++;
      const answer = {
        issues: [{ type: "spelling", severity: "high", text: "teh", suggestion: "the", explanation: "Misspelled." }],
        correctedText: "I saw the cat.",
      };
      return answer as T;
    },
  };
}

async function collect(outcome: RunOutcome): Promise<RunEvent[]> {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused.code}`);
  const events: RunEvent[] = [];
  for await (const event of outcome.events) events.push(event);
  return events;
}

describe.each(BACKENDS)("the run core on %s", (kind) => {
  const money = moneyTest(kind);
  const depsWith = (provider: AiProvider): RunDeps => ({
    db: money.db(),
    provider,
    log: quiet,
    host: createRunHost(30),
    switches: allOn,
  });
  const start = (
    provider: AiProvider,
    userId: string,
    slug: string,
    body: unknown,
    signal = new AbortController().signal,
  ) => runTool(depsWith(provider), { tool: findTool(slug)!, userId, body, signal });
  const rowOf = async (id: string) => (await money.db().select().from(runs).where(eq(runs.id, id)))[0];
  const usedBy = async (userId: string) =>
    (await money.db().select().from(profiles).where(eq(profiles.userId, userId)))[0].wordsUsed;

  it("a streamed run reports start, its text in deltas, then done with the settlement's usage", async () => {
    const userId = await money.newUser(1000);
    const events = await collect(await start(fakeModel(), userId, "clarity-booster", { input: { text: "Say it." } }));
    const [first, ...rest] = events;
    expect(first.type).toBe("start");
    const deltas = rest.filter((e) => e.type === "delta").map((e) => (e as { text: string }).text);
    expect(deltas.join("")).toBe(REPLY.join(""));
    const last = events.at(-1)!;
    expect(last.type).toBe("done");
    if (last.type !== "done" || first.type !== "start") return;
    const charged = countWords(REPLY.join(""));
    expect(last.done).toMatchObject({ output: REPLY.join(""), wordsCharged: charged, truncated: false });
    expect(last.done.documentId).toBe(first.documentId);
    expect(last.done.usage).toEqual({ wordsUsed: charged, wordsLimit: 1000 });
    expect(await usedBy(userId)).toBe(charged);
    expect(await rowOf(first.documentId)).toMatchObject({ status: "done", wordsCharged: charged });
  });

  it("refuses before starting: a body that fails the tool's schema, and a user at their limit", async () => {
    const userId = await money.newUser(10);
    const model = fakeModel();
    const invalid = await start(model, userId, "clarity-booster", { input: {} });
    expect(invalid).toMatchObject({ refused: { status: 400, code: "VALIDATION_ERROR", title: "Error" } });
    if (!("refused" in invalid)) return;
    expect(invalid.refused.issues?.[0]?.message).toBe(invalid.refused.message);

    await money.db().update(profiles).set({ wordsUsed: 10 }).where(eq(profiles.userId, userId));
    const limited = await start(model, userId, "clarity-booster", { input: { text: "Say it." } });
    expect(limited).toMatchObject({ refused: { status: 403, code: "WORD_LIMIT_REACHED" } });
    expect(model.asked).toBe(0);
    expect(await money.db().select().from(runs).where(eq(runs.userId, userId))).toHaveLength(0);
  });

  it("a check reports one done with its result, charged its corrected text, started through the start statement", async () => {
    const userId = await money.newUser(1000);
    const events = await collect(
      await start(fakeModel(), userId, "grammar-checker", { input: { text: "I saw teh cat." } }),
    );
    expect(events.map((e) => e.type)).toEqual(["done"]);
    const [done] = events;
    if (done.type !== "done" || !("result" in done.done)) throw new Error("no check result");
    expect(done.done.result.engine).toBe("rules+ai");
    expect(done.done.wordsCharged).toBe(countWords("I saw the cat."));
    expect(done.done.usage).toEqual({ wordsUsed: done.done.wordsCharged, wordsLimit: 1000 });
    expect(await rowOf(done.done.documentId)).toMatchObject({ status: "done", wordsReserved: 0 });
  });

  it("a check is refused by the start statement's checks, in the allowance's words", async () => {
    const userId = await money.newUser(3);
    const model = fakeModel();
    const refused = await start(model, userId, "grammar-checker", { input: { text: "I saw teh cat today." } });
    expect(refused).toMatchObject({ refused: { status: 403, code: "INPUT_EXCEEDS_REMAINING" } });
    expect(model.asked).toBe(0);
  });

  it("a caller that leaves ends the run stopped, charged exactly what it was given", async () => {
    const userId = await money.newUser(1000);
    const left = new AbortController();
    const outcome = await start(fakeModel(20), userId, "clarity-booster", { input: { text: "Say it." } }, left.signal);
    if ("refused" in outcome) throw new Error("refused");
    const events: RunEvent[] = [];
    for await (const event of outcome.events) {
      events.push(event);
      if (events.length === 3) left.abort();
    }
    expect(events.map((e) => e.type)).toEqual(["start", "delta", "delta"]);
    const given = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    const id = (events[0] as { documentId: string }).documentId;
    await expect.poll(async () => (await rowOf(id)).status).toBe("stopped");
    expect(await rowOf(id)).toMatchObject({ output: given, wordsCharged: countWords(given), wordsReserved: 0 });
    expect(await usedBy(userId)).toBe(countWords(given));
  });

  it("a reader that stops reading is a caller that left: the run still settles", async () => {
    const userId = await money.newUser(1000);
    const outcome = await start(fakeModel(20), userId, "clarity-booster", { input: { text: "Say it." } });
    if ("refused" in outcome) throw new Error("refused");
    let id = "";
    for await (const event of outcome.events) {
      if (event.type === "start") id = event.documentId;
      if (event.type === "delta") break;
    }
    await expect.poll(async () => (await rowOf(id)).status).toBe("stopped");
    const row = await rowOf(id);
    expect(row.wordsReserved).toBe(0);
    expect(await usedBy(userId)).toBe(row.wordsCharged);
  });
});
