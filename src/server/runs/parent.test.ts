import type { RunEvent } from "@shared/run-events";
import { findTool } from "@shared/tools";
import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AiProvider } from "../ai/types";
import { profiles, runs } from "../db/schema";
import { listDocuments } from "../documents/store";
import type { Switches } from "../kill-switches/switches";
import { BACKENDS } from "../test-support/backends";
import { moneyTest } from "../test-support/money";
import { createRunHost } from "./host";
import { runTool } from "./run";
import type { RunDeps, RunInput, RunOutcome } from "./types";

/*
 * A run started for a document (the editor's AI on a selection): kept as that document's run
 * (parent_id, surface 'editor'), charged like any run, never listed as a document, and refused
 * before anything is held when the document is not the caller's own.
 */

const REPLY = "Short and clear.";
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const switches = (toolOn: boolean): Switches => ({
  read: async () => ({ globalDisabled: false, toolEnabled: () => toolOn }),
  changed: async () => {},
  onChange: () => {},
});

function fakeModel(): AiProvider & { asked: number } {
  return {
    name: "local",
    asked: 0,
    status: () => ({ provider: "local", state: "ready", model: "fake" }),
    async *streamText() {
      this.asked++;
      yield REPLY;
    },
    async generateObject<T>(): Promise<T> {
      throw new Error("not a check");
    },
  };
}

async function collect(outcome: RunOutcome): Promise<RunEvent[]> {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused.code}`);
  const events: RunEvent[] = [];
  for await (const event of outcome.events) events.push(event);
  return events;
}

const doneOf = (events: RunEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== "done") throw new Error("the run did not finish");
  return last.done;
};

describe.each(BACKENDS)("a run for a document on %s", (kind) => {
  const money = moneyTest(kind);
  const run = (model: AiProvider, input: Omit<RunInput, "tool" | "signal">, toolOn = true) => {
    const deps: RunDeps = {
      db: money.db(),
      provider: model,
      log: quiet,
      host: createRunHost(30),
      switches: switches(toolOn),
    };
    return runTool(deps, { ...input, tool: findTool("sentence-shortener")!, signal: new AbortController().signal });
  };
  const body = { input: { text: "This sentence is much longer than it needs to be." } };
  const rowOf = async (id: string) => (await money.db().select().from(runs).where(eq(runs.id, id)))[0];
  const usedBy = async (userId: string) =>
    (await money.db().select().from(profiles).where(eq(profiles.userId, userId)))[0].wordsUsed;
  const runsOf = async (userId: string) => money.db().select().from(runs).where(eq(runs.userId, userId));
  const documentOf = async (userId: string) =>
    doneOf(await collect(await run(fakeModel(), { userId, body }))).documentId;

  it("records its document and surface 'editor', is charged, and is not listed as a document", async () => {
    const userId = await money.newUser(1000);
    const parentId = await documentOf(userId);
    const before = await usedBy(userId);

    const done = doneOf(await collect(await run(fakeModel(), { userId, body, parentId })));
    expect(done.output).toBe(REPLY);
    expect(await rowOf(done.documentId)).toMatchObject({
      parentId,
      surface: "editor",
      status: "done",
      wordsCharged: countWords(REPLY),
    });
    expect(await usedBy(userId)).toBe(before + countWords(REPLY));
    expect(await rowOf(parentId)).toMatchObject({ parentId: null, surface: "app" });

    for (const filter of [{}, { tool: "sentence-shortener" }, { q: "short" }]) {
      const listed = (await listDocuments(money.db(), userId, filter)).items.map((d) => d.id);
      expect(listed).toEqual([parentId]);
    }
  });

  it("records parent and surface when several users' runs start in one statement", async () => {
    const users = await Promise.all([money.newUser(1000), money.newUser(1000)]);
    const parents = await Promise.all(users.map(documentOf));
    // Started in the same turn, they go through the grouped start statement together.
    const outcomes = await Promise.all(
      users.map((userId, i) => run(fakeModel(), { userId, body, parentId: parents[i] })),
    );
    const dones = await Promise.all(outcomes.map(async (o) => doneOf(await collect(o))));
    for (const [i, done] of dones.entries()) {
      expect(await rowOf(done.documentId)).toMatchObject({ parentId: parents[i], surface: "editor", status: "done" });
    }
  });

  it("the public API's surface is recorded as 'api'", async () => {
    const userId = await money.newUser(1000);
    const done = doneOf(await collect(await run(fakeModel(), { userId, body, surface: "api" })));
    expect(await rowOf(done.documentId)).toMatchObject({ parentId: null, surface: "api" });
  });

  it("refuses another user's, a deleted, a missing or a malformed document with 404, holding nothing", async () => {
    const owner = await money.newUser(1000);
    const stranger = await money.newUser(1000);
    const ownersDocument = await documentOf(owner);
    const deleted = await documentOf(stranger);
    await money.db().update(runs).set({ deletedAt: new Date() }).where(eq(runs.id, deleted));
    const child = doneOf(
      await collect(await run(fakeModel(), { userId: stranger, body, parentId: await documentOf(stranger) })),
    );
    const strangerRuns = (await runsOf(stranger)).length;
    const used = await usedBy(stranger);

    const model = fakeModel();
    for (const parentId of [
      ownersDocument,
      deleted,
      child.documentId,
      "00000000-0000-4000-8000-000000000000",
      "nope",
    ]) {
      const refused = await run(model, { userId: stranger, body, parentId });
      expect(refused).toEqual({
        refused: {
          status: 404,
          code: "NOT_FOUND",
          title: "Not Found",
          message: "This document does not exist or was deleted.",
        },
      });
    }
    expect(model.asked).toBe(0);
    expect(await usedBy(stranger)).toBe(used);
    expect(await runsOf(stranger)).toHaveLength(strangerRuns);
  });

  it("a switched-off tool and an allowance too small refuse as any run, in their own words", async () => {
    const userId = await money.newUser(1000);
    const parentId = await documentOf(userId);
    const model = fakeModel();
    expect(await run(model, { userId, body, parentId }, false)).toMatchObject({
      refused: { status: 503, code: "TOOL_DISABLED" },
    });

    await money.db().update(profiles).set({ wordsUsed: 995 }).where(eq(profiles.userId, userId));
    const refused = await run(model, { userId, body, parentId });
    expect(refused).toMatchObject({ refused: { status: 403, code: "INPUT_EXCEEDS_REMAINING" } });
    if ("refused" in refused) expect(refused.refused.message).toMatch(/remaining/i);
    expect(model.asked).toBe(0);
    expect(await runsOf(userId)).toHaveLength(1);
  });
});
