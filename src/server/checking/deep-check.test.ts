import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers, organizations, runs } from "../db/schema";
import { stopRules } from "../nlp/rules";
import { BACKENDS } from "../test-support/backends";
import { TEST_ORIGIN, type TestClient } from "../test-support/harness";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

/**
 * POST /api/nlp/deep-check over a real socket, with the fake model steered: the model's correction
 * aligned into findings, the cache (a hit is free and calls no model), the charge (the words of the
 * paragraphs sent, once, nothing when the model fails), every refusal; and the grammar checker's
 * own run sending the registry's prompt and the style guide's through the same path.
 */
type Answer = {
  results: {
    paragraph: number;
    issues: {
      text: string;
      suggestion: string;
      kind: string;
      start: number;
      end: number;
      source: string;
      explanation: string;
    }[];
  }[];
  wordsCharged: number;
  usage: { wordsUsed: number; wordsLimit: number };
};
type Sent = { messages: { role: string; content: string }[] };

const correction = (text: string) => JSON.stringify({ correctedText: text });

describe.each(BACKENDS)("the deep check on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    served = await startServedApp(kind);
  }, 120_000);
  afterAll(async () => {
    await stopRules();
    await served?.close();
  });

  const post = (client: TestClient | null, body: unknown) =>
    fetch(`${served.base}/api/nlp/deep-check`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        ...(client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const ledger = (userId: string) => ledgerOf(served.app, userId);
  const calls = () => served.fake.requests.length;

  it("answers the model's correction as aligned findings, charged the paragraph's words; again from the cache, free", async () => {
    const user = await served.newUser("deep");
    served.fake.behaviour.mode = "ok";
    served.fake.behaviour.reply = correction("Yesterday we bought an orange bike for my sister.");
    const before = calls();
    const res = await post(user.client, { paragraphs: ["Yesterday we bought a orange bike for my sister."] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(answer.results).toEqual([
      {
        paragraph: 0,
        issues: [
          {
            type: "grammar",
            severity: "high",
            text: "a",
            suggestion: "an",
            suggestions: ["an"],
            explanation: "Use “an” before a vowel sound.",
            start: 20,
            end: 21,
            source: "ai",
            rule: "AiCorrection",
            kind: "article",
          },
        ],
      },
    ]);
    expect(answer.wordsCharged).toBe(9);
    expect(answer.usage).toEqual({ wordsUsed: 9, wordsLimit: 2000 });
    expect(await ledger(user.userId)).toEqual({ used: 9, reserved: 0, logged: 9 });
    expect(calls()).toBe(before + 1);
    // The registry's prompt, with the paragraph fenced as data.
    const sent = served.fake.requests.at(-1)!.body as Sent;
    const system = sent.messages.find((m) => m.role === "system")!.content;
    const prompt = sent.messages.find((m) => m.role === "user")!.content;
    expect(system).toContain("You are a meticulous copy editor.");
    expect(prompt).toContain("with as few changes as possible");
    expect(prompt).toContain('<text>\n"Yesterday we bought a orange bike for my sister."\n</text>');

    // The same paragraph again: no model call, nothing charged, the same findings.
    const again = (await (
      await post(user.client, { paragraphs: ["Yesterday we bought a orange bike for my sister."] })
    ).json()) as Answer;
    expect(again.results).toEqual(answer.results);
    expect(again.wordsCharged).toBe(0);
    expect(again.usage).toEqual({ wordsUsed: 9, wordsLimit: 2000 });
    expect(calls()).toBe(before + 1);

    // A cached paragraph beside a new one: only the new one is sent and charged.
    served.fake.behaviour.reply = correction("They was late.");
    const mixed = await post(user.client, {
      paragraphs: ["Yesterday we bought a orange bike for my sister.", "They was late."],
    });
    const both = (await mixed.json()) as Answer;
    expect(both.wordsCharged).toBe(3);
    expect(both.results[0].issues).toHaveLength(1);
    expect(both.results[1].issues).toEqual([]);
    expect(calls()).toBe(before + 2);
    expect(await ledger(user.userId)).toEqual({ used: 12, reserved: 0, logged: 12 });
    const me = await user.client.json<{ wordsUsed: number }>("/api/me");
    expect(me.body.wordsUsed).toBe(12);

    // Another user's same paragraph is theirs to pay for: the cache is per user.
    const other = await served.newUser("deep-other");
    served.fake.behaviour.reply = correction("Yesterday we bought an orange bike for my sister.");
    const theirs = (await (
      await post(other.client, { paragraphs: ["Yesterday we bought a orange bike for my sister."] })
    ).json()) as Answer;
    expect(theirs.wordsCharged).toBe(9);
  });

  it("a check from a document is one of its runs, not a new document; another writer's document is not found", async () => {
    const user = await served.newUser("in-document");
    const created = await user.client.json<{ id: string }>("/api/documents", { json: { title: "Essay" } });
    expect(created.status).toBe(201);
    served.fake.behaviour.reply = correction("We were late again.");
    const res = await post(user.client, { paragraphs: ["We was late again."], documentId: created.body.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer).wordsCharged).toBe(4);
    const listed = await user.client.json<{ items: { id: string }[] }>("/api/documents");
    expect(listed.body.items.map((d) => d.id)).toEqual([created.body.id]);
    const [row] = await served.app.database.db
      .select()
      .from(runs)
      .where(and(eq(runs.userId, user.userId), eq(runs.tool, "grammar-checker")));
    expect(row).toMatchObject({ parentId: created.body.id, surface: "editor", wordsCharged: 4 });

    const stranger = await served.newUser("stranger");
    const refused = await post(stranger.client, { paragraphs: ["We was late again."], documentId: created.body.id });
    expect(refused.status).toBe(404);
    expect(await ledger(stranger.userId)).toEqual({ used: 0, reserved: 0, logged: 0 });
  });

  it("another dialect is another question, not a cache hit", async () => {
    const user = await served.newUser("dialect");
    served.fake.behaviour.reply = correction("The colour is nice.");
    const before = calls();
    expect((await post(user.client, { paragraphs: ["The colour is nice."], dialect: "british" })).status).toBe(200);
    expect((await post(user.client, { paragraphs: ["The colour is nice."], dialect: "american" })).status).toBe(200);
    expect(calls()).toBe(before + 2);
    const sent = served.fake.requests.at(-1)!.body as Sent;
    expect(sent.messages.map((m) => m.content).join("\n")).toContain("English Dialect: American");
  });

  it("a model that fails charges nothing and leaves nothing in the cache", async () => {
    const user = await served.newUser("fails");
    served.fake.behaviour.mode = "fail";
    try {
      const res = await post(user.client, { paragraphs: ["This sentence are wrong."] });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");
      expect(await ledger(user.userId)).toEqual({ used: 0, reserved: 0, logged: 0 });
    } finally {
      served.fake.behaviour.mode = "ok";
    }
    served.fake.behaviour.reply = correction("This sentence is wrong.");
    const before = calls();
    const ok = (await (await post(user.client, { paragraphs: ["This sentence are wrong."] })).json()) as Answer;
    expect(calls()).toBe(before + 1);
    expect(ok.wordsCharged).toBe(4);
    expect(ok.results[0].issues.map((i) => [i.text, i.suggestion, i.kind])).toEqual([["are", "is", "agreement"]]);
  });

  it("refuses bad bodies, signed-out callers, the emergency stop, the tool switched off, and an exhausted allowance", async () => {
    const user = await served.newUser("refused");
    const before = calls();
    for (const body of [
      "not json",
      {},
      { paragraphs: [] },
      { paragraphs: ["   "] },
      { paragraphs: Array.from({ length: 21 }, () => "Fine.") },
      { paragraphs: ["x".repeat(2001)] },
      { paragraphs: ["Fine."], dialect: "klingon" },
    ]) {
      const res = await post(user.client, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
    }
    expect((await post(null, { paragraphs: ["Fine."] })).status).toBe(401);

    await served.setSwitch("global_api_disabled", true);
    try {
      const paused = await post(user.client, { paragraphs: ["Fine words."] });
      expect(paused.status).toBe(503);
      expect(((await paused.json()) as { error: { code: string } }).error.code).toBe("AI_UNAVAILABLE");
    } finally {
      await served.setSwitch("global_api_disabled", false);
    }
    await served.setSwitch("tool_grammar_checker_enabled", false);
    try {
      const off = await post(user.client, { paragraphs: ["Fine words."] });
      const run = await user.client.request("/api/tools/grammar-checker/run", {
        json: { input: { text: "Fine words." } },
      });
      expect(off.status).toBe(run.status);
      expect(await off.json()).toEqual(JSON.parse(await run.text()));
    } finally {
      await served.setSwitch("tool_grammar_checker_enabled", true);
    }

    // The allowance refuses in the grammar checker's words.
    const poor = await served.newUser("poor");
    await served.setWordLimit(poor.userId, 3);
    const text = "These five words are many.";
    const refused = await post(poor.client, { paragraphs: [text] });
    const run = await poor.client.request("/api/tools/grammar-checker/run", { json: { input: { text } } });
    expect(refused.status).toBe(403);
    expect(run.status).toBe(403);
    expect(await refused.json()).toEqual(JSON.parse(await run.text()));
    expect(calls()).toBe(before);
    expect(await ledger(poor.userId)).toEqual({ used: 0, reserved: 0, logged: 0 });
  });

  it("is off where the user's organization turned the grammar checker off, cached answers too", async () => {
    const user = await served.newUser("member");
    served.fake.behaviour.reply = correction("We met on Monday.");
    expect((await post(user.client, { paragraphs: ["We met on monday."] })).status).toBe(200);
    const orgId = await served.newOrganization(user.email, 10_000);
    const [membership] = await served.app.database.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, user.userId));
    expect(membership?.organizationId).toBe(orgId);
    await served.app.database.db
      .update(organizations)
      .set({ disabledTools: ["grammar-checker"] })
      .where(eq(organizations.id, orgId));
    const before = calls();
    for (const paragraph of ["We met on monday.", "Something new to check."]) {
      const res = await post(user.client, { paragraphs: [paragraph] });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ORG_TOOL_DISABLED");
    }
    expect(calls()).toBe(before);
  });

  it("the grammar checker's run sends the registry's prompt and the style guide's, and shows the model's aligned edits", async () => {
    const user = await served.newUser("guided");
    const put = await user.client.json("/api/me/style-guide", {
      method: "PUT",
      json: { terms: [{ avoid: "utilize", prefer: "use", reason: "Plain words." }] },
    });
    expect(put.status).toBe(200);
    served.fake.behaviour.reply = correction("We utilize the tool every day.");
    const res = await user.client.request("/api/tools/grammar-checker/run", {
      json: { input: { text: "We utilize the tool every days." } },
    });
    expect(res.status).toBe(200);
    const events = await res.text();
    const sent = served.fake.requests.at(-1)!.body as Sent;
    const system = sent.messages.find((m) => m.role === "system")!.content;
    expect(system).toContain("You are a meticulous copy editor.");
    expect(system).toContain("<style_guide>");
    expect(system).toContain('"avoid":"utilize"');
    expect(sent.messages.find((m) => m.role === "user")!.content).toContain(
      '<text>\n"We utilize the tool every days."',
    );
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(events)![1]) as {
      result: { issues: { text: string; suggestion: string; source: string }[]; correctedText: string; engine: string };
    };
    expect(done.result.engine).toBe("rules+ai");
    expect(done.result.issues.filter((i) => i.source === "ai").map((i) => [i.text, i.suggestion])).toContainEqual([
      "days",
      "day",
    ]);
    // The model's edits, then the guide's terms.
    expect(done.result.correctedText).toBe("We use the tool every day.");
  });
});

describe.each(BACKENDS)("the deep check without a model on %s", (kind) => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await startServedApp(kind, {
      AI_PROVIDER: "none",
      CHECK_RATE_LIMIT_BURST: "2",
      CHECK_RATE_LIMIT_PER_MINUTE: "1",
    });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  it("answers 503 AI_UNAVAILABLE, and past the user's bucket 429 with Retry-After", async () => {
    const user = await served.newUser("nomodel");
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const post = () =>
      fetch(`${served.base}/api/nlp/deep-check`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
        body: JSON.stringify({ paragraphs: ["Some words."] }),
      });
    for (let i = 0; i < 2; i++) {
      const res = await post();
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string; title: string } }).error).toMatchObject({
        code: "AI_UNAVAILABLE",
        title: "AI Unavailable",
      });
    }
    const limited = await post();
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(((await limited.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "RATE_LIMITED",
      message: `Too many checks. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
    });
    expect(served.fake.requests).toHaveLength(0);
  });
});
