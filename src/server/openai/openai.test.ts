import { and, eq, sql } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizations, runs, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/** The official `openai` package against /api/openai/v1 over a real socket, counting the requests it sends. */
function openAiClient(served: ServedApp, apiKey: string, options: { maxRetries?: number } = {}) {
  const sent = { count: 0 };
  const client = new OpenAI({
    baseURL: `${served.base}/api/openai/v1`,
    apiKey,
    maxRetries: options.maxRetries ?? 2,
    fetch: (url, init) => {
      sent.count++;
      return fetch(url, init);
    },
  });
  return { client, sent };
}

describe.each(BACKENDS)("the OpenAI-compatible endpoint on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    served = await startServedApp(kind);
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });
  beforeEach(() => {
    Object.assign(served.fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" });
  });

  const ask = (text: string, model = TOOL) => ({ model, messages: [{ role: "user" as const, content: text }] });

  it("lists the tools as models, and a switched-off tool is neither listed nor run", async () => {
    const user = await served.newUser();
    const { client, sent } = openAiClient(served, user.key);
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    expect(models.map((m) => m.id)).toEqual(expect.arrayContaining(["paraphraser", "grammar-checker", TOOL]));
    expect(models.find((m) => m.id === "paraphraser")).toMatchObject({ object: "model", owned_by: "quillstack" });
    expect((await client.models.retrieve("paraphraser")).id).toBe("paraphraser");

    await served.setSwitch("tool_paraphraser_enabled", false);
    try {
      const after = [];
      for await (const model of client.models.list()) after.push(model.id);
      expect(after).not.toContain("paraphraser");
      sent.count = 0;
      const refused = await client.chat.completions.create(ask("Say it again.", "paraphraser")).catch((e) => e);
      expect(refused).toBeInstanceOf(OpenAI.PermissionDeniedError);
      expect(refused.message).toContain("This tool is temporarily disabled for maintenance.");
      expect(sent.count).toBe(1); // not retried
    } finally {
      await served.setSwitch("tool_paraphraser_enabled", true);
    }
  });

  it("a completion: the tool's text, usage in words, charged once and logged as the openai surface", async () => {
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const completion = await client.chat.completions.create({
      model: TOOL,
      messages: [
        { role: "system", content: "You are helpful." },
        { role: "user", content: "An earlier message." },
        { role: "assistant", content: "An earlier answer." },
        { role: "user", content: "Make this sentence clearer for readers please." },
      ],
      temperature: 0.2,
    });
    expect(completion.object).toBe("chat.completion");
    expect(completion.model).toBe(TOOL);
    expect(completion.choices[0].message).toMatchObject({ role: "assistant", content: REPLY });
    expect(completion.choices[0].finish_reason).toBe("stop");
    expect(completion.usage).toEqual({ prompt_tokens: 7, completion_tokens: 14, total_tokens: 21 });
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const logs = await served.app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.userId));
    expect(logs.map((l) => [l.surface, l.toolName, l.wordsGenerated])).toEqual([["openai", TOOL, 14]]);
    // Only the last user message is the tool's input.
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("Make this sentence clearer");
    expect(prompt).not.toContain("An earlier message");
    // The run is the user's document, as any run is.
    const documentId = (completion as unknown as { quillstack: { documentId: string } }).quillstack.documentId;
    expect(completion.id).toBe(`chatcmpl-${documentId}`);
    const [row] = await served.app.database.db.select().from(runs).where(eq(runs.id, documentId));
    expect(row).toMatchObject({ userId: user.userId, surface: "openai", output: REPLY, status: "done" });
  });

  it("streams chunks whose deltas make the text, then a usage chunk, and the quillstack options reach the prompt", async () => {
    served.fake.behaviour.chunkDelayMs = 2;
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const stream = await client.chat.completions.create({
      ...ask("Rephrase these few words now.", "paraphraser"),
      stream: true,
      stream_options: { include_usage: true },
      quillstack: { options: { mode: "formal", language: "de" } },
    } as OpenAI.ChatCompletionCreateParamsStreaming);
    const chunks: OpenAI.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? "").join("");
    expect(text).toBe(REPLY);
    expect(chunks.filter((c) => c.choices[0]?.delta.content).length).toBeGreaterThan(1);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe("stop");
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 5, completion_tokens: 14 } });
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("German");
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });

    // An option the tool does not have a choice for is the tool's own validation message.
    const bad = await client.chat.completions
      .create({ ...ask("Rephrase this.", "paraphraser"), quillstack: { options: { mode: "shouting" } } } as never)
      .catch((e) => e);
    expect(bad).toBeInstanceOf(OpenAI.BadRequestError);
    expect(bad.message).toContain("Mode: please choose one of the listed options.");
  });

  it("a completion follows the user's style guide; quillstack.styleGuide false opts out, anything else is a 400", async () => {
    const user = await served.newUser("openai-guide");
    const voice = "Write like a sports reporter on deadline.";
    const put = await user.client.json("/api/me/style-guide", {
      method: "PUT",
      json: { voice, spelling: "ca", terms: [{ avoid: "synergy", prefer: "teamwork" }] },
    });
    expect(put.status).toBe(200);
    const { client } = openAiClient(served, user.key);
    const paraphrase = async (quillstack: Record<string, unknown>) => {
      const completion = await client.chat.completions.create({
        ...ask("Our synergy won the game.", "paraphraser"),
        quillstack,
      } as OpenAI.ChatCompletionCreateParamsNonStreaming);
      expect(completion.choices[0].message.content).toBe(REPLY);
      const system = (served.fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0].content;
      const [row] = await served.app.database.db
        .select({ styleGuide: runs.styleGuide })
        .from(runs)
        .where(eq(runs.userId, user.userId))
        .orderBy(sql`${runs.createdAt} DESC`)
        .limit(1);
      return { system, recorded: row.styleGuide };
    };
    const followed = await paraphrase({});
    expect(followed.system).toContain(voice);
    expect(followed.system).toContain("Use Canadian English spelling.");
    expect(followed.system).toContain('{"avoid":"synergy","prefer":"teamwork"}');
    expect(followed.recorded).toMatchObject({ scope: "personal", version: 1 });
    const opted = await paraphrase({ styleGuide: false });
    expect(opted.system).not.toContain(voice);
    expect(opted.system).not.toContain("synergy");
    expect(opted.recorded).toBeNull();
    const bad = await client.chat.completions
      .create({ ...ask("Our synergy.", "paraphraser"), quillstack: { styleGuide: "off" } } as never)
      .catch((e) => e);
    expect(bad).toBeInstanceOf(OpenAI.BadRequestError);
  });

  it("a model that fails mid-stream ends the stream with an OpenAI error object the client throws", async () => {
    Object.assign(served.fake.behaviour, { mode: "fail-mid-stream", chunkDelayMs: 1 });
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const stream = await client.chat.completions.create({ ...ask("Make this clearer."), stream: true });
    let text = "";
    const failed = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    })().catch((e) => e);
    expect(failed).toBeInstanceOf(OpenAI.APIError);
    expect(failed.error).toMatchObject({ type: "server_error", code: "upstream_error" });
    expect(text.length).toBeGreaterThan(0);
    // What was delivered is what was charged, and it is kept.
    const ledger = await ledgerOf(served.app, user.userId);
    expect(ledger.reserved).toBe(0);
    expect(ledger.used).toBe(ledger.logged);
  });

  it("the grammar checker answers its issues as text, and its result beside", async () => {
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    served.fake.behaviour.reply = JSON.stringify({ issues: [], correctedText: "She goes to school." });
    const completion = await client.chat.completions.create(ask("She go to school.", "grammar-checker"));
    const content = completion.choices[0].message.content ?? "";
    expect(content).toContain("Corrected text:");
    const extra = (completion as unknown as { quillstack: { result: { issues: unknown[] } } }).quillstack;
    expect(Array.isArray(extra.result.issues)).toBe(true);
  });

  it("refusals are OpenAI errors: unknown model 404, bad keys 401, a suspended account 403, a bad body 400", async () => {
    const user = await served.newUser();
    const { client, sent } = openAiClient(served, user.key);
    const missing = await client.chat.completions.create(ask("Hello there.", "gpt-4o")).catch((e) => e);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing.code).toBe("model_not_found");

    const wrong = openAiClient(served, `${user.key}x`).client;
    expect(await wrong.models.list().catch((e) => e)).toBeInstanceOf(OpenAI.AuthenticationError);
    const keyless = await fetch(`${served.base}/api/openai/v1/models`);
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ error: { type: "invalid_request_error", code: "invalid_api_key" } });

    const expiring = await served.newUser();
    await served.expireKey(expiring.keyId);
    const expired = await openAiClient(served, expiring.key)
      .client.models.list()
      .catch((e) => e);
    expect(expired).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(expired.error).toMatchObject({ type: "invalid_request_error", code: "invalid_api_key" });

    const revoking = await served.newUser();
    await served.revokeKey(revoking.client, revoking.keyId);
    expect(
      await openAiClient(served, revoking.key)
        .client.models.list()
        .catch((e) => e),
    ).toBeInstanceOf(OpenAI.AuthenticationError);

    sent.count = 0;
    const empty = await client.chat.completions.create({ model: TOOL, messages: [] }).catch((e) => e);
    expect(empty).toBeInstanceOf(OpenAI.BadRequestError);
    expect(empty.message).toContain("messages must not be empty");
    const nul = await client.chat.completions.create(ask("Null \u0000 here.")).catch((e) => e);
    expect(nul).toBeInstanceOf(OpenAI.BadRequestError);
    expect(nul.message).toContain("cannot contain NUL characters");
    const two = await client.chat.completions.create({ ...ask("Two answers."), n: 2 }).catch((e) => e);
    expect(two).toBeInstanceOf(OpenAI.BadRequestError);
    expect(sent.count).toBe(3);

    const suspended = await served.newUser();
    await served.suspend(suspended.userId);
    const refused = await openAiClient(served, suspended.key)
      .client.chat.completions.create(ask("Hi."))
      .catch((e) => e);
    expect(refused).toBeInstanceOf(OpenAI.PermissionDeniedError);
    const runsOf = await served.app.database.db.select().from(runs).where(eq(runs.userId, suspended.userId));
    expect(runsOf).toEqual([]);
  });

  it("an exhausted allowance is 402 insufficient_quota in our words, not retried, and charges nothing", async () => {
    const user = await served.newUser();
    await served.setWordLimit(user.userId, 14);
    const { client, sent } = openAiClient(served, user.key);
    await client.chat.completions.create(ask("Make this clearer."));
    sent.count = 0;
    const refused = await client.chat.completions.create(ask("Make this clearer.")).catch((e) => e);
    expect(refused).toBeInstanceOf(OpenAI.APIError);
    expect(refused.status).toBe(402);
    expect(refused.error).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
    expect(refused.message).toMatch(/word/i);
    expect(sent.count).toBe(1);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("an organization's member: a tool the organization turned off is not a model, and an empty pool is 402", async () => {
    const owner = await served.newUser("org-owner");
    const orgId = await served.newOrganization(owner.email, 14);
    const { client, sent } = openAiClient(served, owner.key);
    await served.app.database.db
      .update(organizations)
      .set({ disabledTools: ["paraphraser"] })
      .where(eq(organizations.id, orgId));
    const models = [];
    for await (const model of client.models.list()) models.push(model.id);
    expect(models).not.toContain("paraphraser");
    expect(models).toContain(TOOL);
    const off = await client.chat.completions.create(ask("Say it again.", "paraphraser")).catch((e) => e);
    expect(off).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(off.error.code).toBe("org_tool_disabled");

    await client.chat.completions.create(ask("Make this clearer."));
    sent.count = 0;
    const empty = await client.chat.completions.create(ask("Make this clearer.")).catch((e) => e);
    expect(empty.status).toBe(402);
    expect(empty.error).toMatchObject({ type: "insufficient_quota" });
    expect(empty.message).toContain("Org");
    expect(sent.count).toBe(1);
    const [org] = await served.app.database.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org.wordsUsed).toBe(14);
  });

  it("the same Idempotency-Key, sent three times at once and once later, runs once and answers one completion", async () => {
    served.fake.behaviour.chunkDelayMs = 5;
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const once = () =>
      client.chat.completions.create(ask("Make this clearer for me."), { headers: { "Idempotency-Key": "retry-1" } });
    const answers = await Promise.all([once(), once(), once()]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.map((a) => a.choices[0].message.content)).toEqual([REPLY, REPLY, REPLY]);
    const later = await client.chat.completions.create(
      { ...ask("Make this clearer for me."), stream: true },
      { headers: { "Idempotency-Key": "retry-1" } },
    );
    let text = "";
    for await (const chunk of later) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).toBe(REPLY);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const [{ n }] = await served.app.database.db
      .select({ n: sql<number>`count(*)` })
      .from(runs)
      .where(and(eq(runs.userId, user.userId), eq(runs.surface, "openai")));
    expect(Number(n)).toBe(1);
    const reused = await client.chat.completions
      .create(ask("Something else entirely."), { headers: { "Idempotency-Key": "retry-1" } })
      .catch((e) => e);
    expect(reused).toBeInstanceOf(OpenAI.UnprocessableEntityError);
  });

  it("past the per-user rate limit: 429 with Retry-After", async () => {
    const limited = await startServedApp(kind, { API_RATE_LIMIT_BURST: "2", API_RATE_LIMIT_PER_MINUTE: "1" });
    try {
      const user = await limited.newUser();
      const { client } = openAiClient(limited, user.key, { maxRetries: 0 });
      await client.models.list();
      await client.models.list();
      const refused = await client.models.list().catch((e) => e);
      expect(refused).toBeInstanceOf(OpenAI.RateLimitError);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
