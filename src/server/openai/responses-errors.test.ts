import { findTool, isTextField } from "@shared/tools";
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";
import { MAX_INPUT_ITEMS } from "./responses-request";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/** The official `openai` package against /api/openai/v1 over a real socket, counting the requests it sends. */
function openAiClient(served: ServedApp, apiKey: string, maxRetries = 2) {
  const sent = { count: 0 };
  const client = new OpenAI({
    baseURL: `${served.base}/api/openai/v1`,
    apiKey,
    maxRetries,
    fetch: (url, init) => {
      sent.count++;
      return fetch(url, init);
    },
  });
  return { client, sent };
}

/** The request as sent, with fields the SDK's types do not have. */
const loose = (body: Record<string, unknown>) => ({ model: TOOL, ...body }) as never;

describe.each(BACKENDS)("the Responses API's refusals on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    served = await startServedApp(kind);
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });
  beforeEach(() => {
    Object.assign(served.fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok", finishReason: undefined });
  });

  const noRunsFor = async (userId: string) =>
    expect(await served.app.database.db.select().from(runs).where(eq(runs.userId, userId))).toEqual([]);

  it("an unknown model is 404 model_not_found, a bad key 401, a suspended account 403, none retried", async () => {
    const user = await served.newUser();
    const { client, sent } = openAiClient(served, user.key);
    const missing = await client.responses.create({ model: "gpt-5", input: "Hello there." }).catch((e) => e);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing.error).toMatchObject({ type: "invalid_request_error", code: "model_not_found", param: "model" });

    const wrong = openAiClient(served, `${user.key}x`).client;
    const unknown = await wrong.responses.create({ model: TOOL, input: "Hello there." }).catch((e) => e);
    expect(unknown).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(unknown.error).toMatchObject({ type: "invalid_request_error", code: "invalid_api_key" });

    const suspended = await served.newUser();
    await served.suspend(suspended.userId);
    const refused = await openAiClient(served, suspended.key)
      .client.responses.create({ model: TOOL, input: "Hi." })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(OpenAI.PermissionDeniedError);
    await noRunsFor(suspended.userId);
    expect(sent.count).toBe(1);
  });

  it("what a tool cannot honour is a 400 naming the field, and nothing runs", async () => {
    const user = await served.newUser();
    const { client, sent } = openAiClient(served, user.key);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ tools: [{ type: "function", name: "f", parameters: {} }] }, "tools", /function calling/],
      [{ tool_choice: "required" }, "tool_choice", /function calling/],
      [{ previous_response_id: "resp_123" }, "previous_response_id", /not stored/],
      [{ conversation: "conv_123" }, "conversation", /not a chat/],
      [{ background: true }, "background", /stream: true/],
      [{ text: { format: { type: "json_object" } } }, "text.format", /plain text/],
      [{ prompt: { id: "pmpt_1" } }, "prompt", /Prompt templates/],
      [{ frobnicate: 1 }, "frobnicate", /Unknown parameter: 'frobnicate'/],
      [{ input: [] }, "input", /must not be empty/],
      [{ input: [{ type: "function_call_output", call_id: "c", output: "x" }] }, "input.0", /Only messages/],
      [{ input: [{ role: "tool", content: "x" }] }, "input.0.role", /role must be/],
      [
        { input: [{ role: "user", content: [{ type: "input_image", image_url: "https://example.org/a.png" }] }] },
        "input.0.content.0",
        /Only text content/,
      ],
      [{ input: 42 }, "input", /input is required/],
      [{ input: "Nul \u0000 here." }, "", /NUL/],
    ];
    for (const [body, param, message] of cases) {
      const refused = await client.responses.create(loose({ input: "Make this clearer.", ...body })).catch((e) => e);
      expect(refused, JSON.stringify(body)).toBeInstanceOf(OpenAI.BadRequestError);
      expect(refused.error.type).toBe("invalid_request_error");
      expect(refused.error.param, JSON.stringify(body)).toBe(param || null);
      expect(refused.error.message).toMatch(message);
    }
    expect(sent.count).toBe(cases.length);
    // Settings a tool does not use are accepted.
    const accepted = await client.responses.create(
      loose({
        input: "Make this clearer.",
        temperature: 0.7,
        top_p: 0.9,
        max_output_tokens: 10,
        store: false,
        metadata: { a: "b" },
        tool_choice: "auto",
        tools: [],
        text: { format: { type: "text" } },
        parallel_tool_calls: false,
        user: "someone",
      }),
    );
    expect(accepted.status).toBe("completed");
    expect((await ledgerOf(served.app, user.userId)).used).toBe(14);
  });

  it("sizes and counts are refused before any run: too many items, too long a text", async () => {
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const many = Array.from({ length: MAX_INPUT_ITEMS + 1 }, () => ({ role: "user" as const, content: "Hi." }));
    const tooMany = await client.responses.create({ model: TOOL, input: many }).catch((e) => e);
    expect(tooMany).toBeInstanceOf(OpenAI.BadRequestError);
    expect(tooMany.error).toMatchObject({ param: "input" });
    expect(tooMany.message).toContain(`at most ${MAX_INPUT_ITEMS} items`);
    const parts = Array.from({ length: 101 }, () => ({ type: "input_text" as const, text: "Hi." }));
    const tooManyParts = await client.responses
      .create({ model: TOOL, input: [{ role: "user", content: parts }] })
      .catch((e) => e);
    expect(tooManyParts).toBeInstanceOf(OpenAI.BadRequestError);
    expect(tooManyParts.error).toMatchObject({ param: "input.0.content" });
    // The tool's own limit, refused in its own words, as chat completions refuses it.
    const maxChars = findTool(TOOL)!.fields.find(isTextField)!.maxChars;
    const long = "word ".repeat(Math.ceil(maxChars / 5) + 1);
    const tooLong = await client.responses.create({ model: TOOL, input: long }).catch((e) => e);
    expect(tooLong).toBeInstanceOf(OpenAI.BadRequestError);
    expect(tooLong.error).toMatchObject({ type: "invalid_request_error", code: "invalid_value" });
    expect(tooLong.message).toContain(maxChars.toLocaleString("en-US"));
    await noRunsFor(user.userId);
    expect(served.fake.requests.filter((r) => JSON.stringify(r.body).includes("word word word"))).toEqual([]);
  });

  it("an exhausted allowance is 402 insufficient_quota, not retried, and charges nothing more", async () => {
    const user = await served.newUser();
    await served.setWordLimit(user.userId, 14);
    const { client, sent } = openAiClient(served, user.key);
    await client.responses.create({ model: TOOL, input: "Make this clearer." });
    sent.count = 0;
    const refused = await client.responses.create({ model: TOOL, input: "Make this clearer." }).catch((e) => e);
    expect(refused).toBeInstanceOf(OpenAI.APIError);
    expect(refused.status).toBe(402);
    expect(refused.error).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
    expect(sent.count).toBe(1);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("past the per-user rate limit: 429 rate_limit_exceeded with Retry-After", async () => {
    const limited = await startServedApp(kind, { API_RATE_LIMIT_BURST: "1", API_RATE_LIMIT_PER_MINUTE: "1" });
    try {
      limited.fake.behaviour.reply = REPLY;
      const user = await limited.newUser();
      const { client } = openAiClient(limited, user.key, 0);
      expect((await client.responses.create({ model: TOOL, input: "Make this clearer." })).output_text).toBe(REPLY);
      const refused = await client.responses.create({ model: TOOL, input: "Make this clearer." }).catch((e) => e);
      expect(refused).toBeInstanceOf(OpenAI.RateLimitError);
      expect(refused.error).toMatchObject({ type: "rate_limit_exceeded" });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
