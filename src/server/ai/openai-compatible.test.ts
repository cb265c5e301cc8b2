import dc from "node:diagnostics_channel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import { AiError, type GenerateRequest } from "./types";

const request = (over: Partial<GenerateRequest> = {}): GenerateRequest => ({
  system: "sys",
  prompt: "hello",
  temperature: 0.2,
  maxTokens: 100,
  signal: new AbortController().signal,
  ...over,
});

describe("OpenAI-compatible provider against a fake server", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: "one two three four five six" });
  });
  afterAll(() => fake?.close());

  const provider = () =>
    createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: "sk-test", model: "m1", timeoutMs: 500 });

  it("streams the reply and sends the key, model, system prompt and limits", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 0 });
    const chunks: string[] = [];
    for await (const text of provider().streamText(request())) chunks.push(text);
    expect(chunks.join("")).toBe("one two three four five six");
    expect(chunks.length).toBe(6);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "m1", stream: true, temperature: 0.2, max_tokens: 100 });
  });

  it("turns an upstream failure into an AiError", async () => {
    Object.assign(fake.behaviour, { mode: "fail" });
    const run = async () => {
      for await (const _ of provider().streamText(request())) {
      }
    };
    await expect(run()).rejects.toBeInstanceOf(AiError);
    await expect(run()).rejects.toMatchObject({ code: "UPSTREAM_ERROR", message: expect.stringContaining("500") });
    Object.assign(fake.behaviour, { mode: "ok" });
  });

  it("stops the upstream request when aborted", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 50, reply: "a b c d e f g h i j k l m n o p" });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const text of provider().streamText(request({ signal: controller.signal }))) {
      chunks.push(text);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks.length).toBeLessThan(5);
    await expect.poll(() => fake.abortedStreams).toBeGreaterThan(0);
  });

  it("ends the upstream request when the caller stops reading", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 50, reply: "a b c d e f g h i j k l m n o p" });
    const aborted = fake.abortedStreams;
    const chunks: string[] = [];
    for await (const text of provider().streamText(request())) {
      chunks.push(text);
      if (chunks.length === 2) break;
    }
    await expect.poll(() => fake.abortedStreams).toBe(aborted + 1);
    await expect.poll(() => fake.openStreams).toBe(0);
  });

  it("reads a finished completion to its end, so the next run reuses its connection", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 0, reply: "one two three" });
    const p = provider();
    const read = async () => {
      let text = "";
      for await (const piece of p.streamText(request())) text += piece;
      return text;
    };
    await read(); // the connection the next ones may reuse
    let connected = 0;
    const count = () => connected++;
    dc.subscribe("undici:client:connected", count);
    const aborted = fake.abortedStreams;
    try {
      for (let i = 0; i < 5; i++) expect(await read()).toBe("one two three");
    } finally {
      dc.unsubscribe("undici:client:connected", count);
    }
    expect(connected).toBe(0);
    expect(fake.abortedStreams).toBe(aborted);
  });

  it("gives up on a server that stops sending (timeout)", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 2000, reply: "slow words here" });
    const run = async () => {
      for await (const _ of provider().streamText(request())) {
      }
    };
    await expect(run()).rejects.toMatchObject({ code: "UPSTREAM_TIMEOUT" });
  });

  it("returns structured output parsed against the schema", async () => {
    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 0, reply: '{"verdict":"yes","score":7}' });
    const schema = z.object({ verdict: z.enum(["yes", "no"]), score: z.number() });
    expect(await provider().generateObject(request(), schema)).toEqual({ verdict: "yes", score: 7 });
    const sent = fake.requests.at(-1)!.body as { response_format?: { type: string } };
    expect(sent.response_format?.type).toBe("json_schema");
  });
});
