import { createOpenAI } from "@ai-sdk/openai";
import { findTool } from "@shared/tools";
import { APICallError, generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/**
 * The Vercel AI SDK's OpenAI provider as an app would set it up, over a real socket: its default
 * model (`provider(id)`) speaks the Responses API. The paths it calls are kept, to see that it did.
 */
function aiSdk(served: ServedApp, apiKey: string) {
  const paths: string[] = [];
  const provider = createOpenAI({
    baseURL: `${served.base}/api/openai/v1`,
    apiKey,
    fetch: (url, init) => {
      paths.push(new URL(String(url)).pathname);
      return fetch(url, init);
    },
  });
  return { provider, paths };
}

describe.each(BACKENDS)("the Responses API with the Vercel AI SDK on %s", (kind) => {
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

  it("generateText: the tool's text and usage in words, through /responses, charged once", async () => {
    const user = await served.newUser();
    const { provider, paths } = aiSdk(served, user.key);
    const result = await generateText({
      model: provider(TOOL),
      system: "You are a helpful assistant.",
      prompt: "Make this sentence clearer for readers please.",
      temperature: 0.3,
      maxOutputTokens: 200,
      maxRetries: 0,
    });
    expect(paths).toEqual(["/api/openai/v1/responses"]);
    expect(result.text).toBe(REPLY);
    expect(result.finishReason).toBe("stop");
    expect(result.usage).toMatchObject({ inputTokens: 7, outputTokens: 14, totalTokens: 21 });
    expect(result.response.id).toMatch(/^resp_/);
    expect(result.response.modelId).toBe(TOOL);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("Make this sentence clearer for readers please.");
    expect(prompt).not.toContain("You are a helpful assistant.");
  });

  it("generateText with a conversation: the last user message is the tool's input", async () => {
    const user = await served.newUser();
    const { provider } = aiSdk(served, user.key);
    const result = await generateText({
      model: provider("paraphraser"),
      messages: [
        { role: "user", content: "An earlier message." },
        { role: "assistant", content: "An earlier answer." },
        { role: "user", content: [{ type: "text", text: "Rephrase these few words now." }] },
      ],
      maxRetries: 0,
    });
    expect(result.text).toBe(REPLY);
    expect(result.usage.inputTokens).toBe(5);
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("Rephrase these few words now.");
    expect(prompt).not.toContain("An earlier message");
  });

  it("streamText: the text as it is written, then the usage, through /responses", async () => {
    served.fake.behaviour.chunkDelayMs = 2;
    const user = await served.newUser();
    const { provider, paths } = aiSdk(served, user.key);
    const errors: unknown[] = [];
    const result = streamText({
      model: provider(TOOL),
      prompt: "Make this clearer for me.",
      maxRetries: 0,
      onError: ({ error }) => void errors.push(error),
    });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(REPLY);
    expect(await result.finishReason).toBe("stop");
    expect(await result.usage).toMatchObject({ inputTokens: 5, outputTokens: 14, totalTokens: 19 });
    expect(errors).toEqual([]);
    expect(paths).toEqual(["/api/openai/v1/responses"]);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("streamText: a run cut at its limit finishes for length", async () => {
    served.fake.behaviour.finishReason = "length";
    const user = await served.newUser();
    const { provider } = aiSdk(served, user.key);
    const result = streamText({ model: provider(TOOL), prompt: "Make this clearer.", maxRetries: 0 });
    expect(await result.text).toBe(REPLY);
    expect(await result.finishReason).toBe("length");
  });

  it("streamText: a model that fails mid-stream is one error part with the tool's message, charged what was delivered", async () => {
    Object.assign(served.fake.behaviour, { mode: "fail-mid-stream", chunkDelayMs: 1 });
    const user = await served.newUser();
    const { provider } = aiSdk(served, user.key);
    const result = streamText({
      model: provider(TOOL),
      prompt: "Make this clearer.",
      maxRetries: 0,
      onError: () => {},
    });
    let text = "";
    const errors: unknown[] = [];
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") text += part.text;
      if (part.type === "error") errors.push(part.error);
    }
    expect(text.length).toBeGreaterThan(0);
    expect(REPLY.startsWith(text)).toBe(true);
    expect(errors).toHaveLength(1);
    // The tool's own failure message, as the app shows it.
    expect((errors[0] as Error).message).toBe(findTool(TOOL)!.failure);
    expect(await result.finishReason).toBe("error");
    const ledger = await ledgerOf(served.app, user.userId);
    expect(ledger.reserved).toBe(0);
    expect(ledger.used).toBe(ledger.logged);
  });

  it("refusals reach the SDK as API call errors with OpenAI's message and status", async () => {
    const user = await served.newUser();
    const { provider } = aiSdk(served, user.key);
    const missing = await generateText({ model: provider("gpt-5"), prompt: "Hello.", maxRetries: 0 }).catch((e) => e);
    expect(APICallError.isInstance(missing)).toBe(true);
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toContain("GET /models lists the tools you can use");
    const wrong = aiSdk(served, `${user.key}x`).provider;
    const unknown = await generateText({ model: wrong(TOOL), prompt: "Hello.", maxRetries: 0 }).catch((e) => e);
    expect(APICallError.isInstance(unknown)).toBe(true);
    expect(unknown.statusCode).toBe(401);
  });
});
