import { findTool } from "@shared/tools";
import { and, eq, sql } from "drizzle-orm";
import OpenAI from "openai";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runs, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/** What OpenAI's stream says, in its order, around the text deltas. */
const OPENING = [
  "response.created",
  "response.in_progress",
  "response.output_item.added",
  "response.content_part.added",
];
const CLOSING = ["response.output_text.done", "response.content_part.done", "response.output_item.done"];

/** The official `openai` package against /api/openai/v1 over a real socket, counting the requests it sends. */
function openAiClient(served: ServedApp, apiKey: string) {
  const sent = { count: 0 };
  const client = new OpenAI({
    baseURL: `${served.base}/api/openai/v1`,
    apiKey,
    fetch: (url, init) => {
      sent.count++;
      return fetch(url, init);
    },
  });
  return { client, sent };
}

async function eventsOf(stream: AsyncIterable<ResponseStreamEvent>) {
  const events: ResponseStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** The text the deltas of a stream make. */
const deltaText = (events: ResponseStreamEvent[]) =>
  events.map((e) => (e.type === "response.output_text.delta" ? e.delta : "")).join("");

describe.each(BACKENDS)("the Responses API with the openai package on %s", (kind) => {
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

  const runsOf = async (userId: string) => {
    const [{ n }] = await served.app.database.db
      .select({ n: sql<number>`count(*)` })
      .from(runs)
      .where(and(eq(runs.userId, userId), eq(runs.surface, "openai")));
    return Number(n);
  };

  it("a response: the tool's text as one message, usage in words, charged once and logged as the openai surface", async () => {
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const response = await client.responses.create({
      model: TOOL,
      input: "Make this sentence clearer for readers please.",
      instructions: "Answer like a pirate.",
      temperature: 0.2,
      max_output_tokens: 50,
      store: true,
      metadata: { ticket: "T-7" },
    });
    expect(response).toMatchObject({ object: "response", status: "completed", model: TOOL, error: null });
    expect(response.metadata).toEqual({ ticket: "T-7" });
    expect(response.output).toHaveLength(1);
    const [message] = response.output;
    expect(message).toMatchObject({ type: "message", status: "completed", role: "assistant" });
    expect(message.type === "message" && message.content).toEqual([
      { type: "output_text", text: REPLY, annotations: [], logprobs: [] },
    ]);
    expect(response.output_text).toBe(REPLY);
    expect(response.usage).toMatchObject({ input_tokens: 7, output_tokens: 14, total_tokens: 21 });
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const logs = await served.app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.userId));
    expect(logs.map((l) => [l.surface, l.toolName, l.wordsGenerated])).toEqual([["openai", TOOL, 14]]);
    // The tool's own prompt: the text goes in, the instructions do not.
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("Make this sentence clearer for readers please.");
    expect(prompt).not.toContain("pirate");
    // The run is the user's document, and names the response.
    const documentId = (response as unknown as { quillstack: { documentId: string } }).quillstack.documentId;
    expect(response.id).toBe(`resp_${documentId}`);
    const [row] = await served.app.database.db.select().from(runs).where(eq(runs.id, documentId));
    expect(row).toMatchObject({ userId: user.userId, surface: "openai", output: REPLY, status: "done" });
  });

  it("input as messages: the last user message's text parts are the tool's input, quillstack options reach the prompt", async () => {
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const response = await client.responses.create({
      model: "paraphraser",
      input: [
        { role: "developer", content: "You are helpful." },
        { role: "user", content: "An earlier message." },
        { role: "assistant", content: "An earlier answer." },
        {
          type: "message",
          role: "user",
          content: [
            { type: "input_text", text: "Rephrase these few words." },
            { type: "input_text", text: "And these." },
          ],
        },
      ],
      quillstack: { options: { mode: "formal", language: "de" } },
    } as OpenAI.Responses.ResponseCreateParamsNonStreaming);
    expect(response.output_text).toBe(REPLY);
    expect(response.usage?.input_tokens).toBe(6);
    const prompt = JSON.stringify(served.fake.requests.at(-1)?.body);
    expect(prompt).toContain("Rephrase these few words.\\nAnd these.");
    expect(prompt).toContain("German");
    expect(prompt).not.toContain("An earlier message");
  });

  it("streams OpenAI's named events in order, numbered, whose deltas make the text, and charges once", async () => {
    served.fake.behaviour.chunkDelayMs = 2;
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const stream = await client.responses.create({ model: TOOL, input: "Make this clearer for me.", stream: true });
    const events = await eventsOf(stream);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(OPENING);
    expect(types.slice(-4)).toEqual([...CLOSING, "response.completed"]);
    const deltas = types.slice(4, -4);
    expect(deltas.length).toBeGreaterThan(1);
    expect(new Set(deltas)).toEqual(new Set(["response.output_text.delta"]));
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    expect(deltaText(events)).toBe(REPLY);

    const created = events[0] as OpenAI.Responses.ResponseCreatedEvent;
    expect(created.response).toMatchObject({ object: "response", status: "in_progress", output: [] });
    const added = events[2] as OpenAI.Responses.ResponseOutputItemAddedEvent;
    expect(added.item).toMatchObject({ type: "message", status: "in_progress", role: "assistant", content: [] });
    const itemIds = new Set(events.flatMap((e) => ("item_id" in e ? [e.item_id] : [])));
    expect(itemIds).toEqual(new Set([added.item.id]));
    const done = events.at(-4) as OpenAI.Responses.ResponseTextDoneEvent;
    expect(done.text).toBe(REPLY);
    const completed = events.at(-1) as OpenAI.Responses.ResponseCompletedEvent;
    expect(completed.response.id).toBe(created.response.id);
    expect(completed.response.status).toBe("completed");
    expect(completed.response.output[0]).toMatchObject({ id: added.item.id, status: "completed" });
    expect(completed.response.usage).toMatchObject({ input_tokens: 5, output_tokens: 14, total_tokens: 19 });
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("a check streams the same events with its report as the text", async () => {
    served.fake.behaviour.reply = JSON.stringify({ issues: [], correctedText: "She goes to school." });
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const stream = await client.responses.create({
      model: "grammar-checker",
      input: "She go to school.",
      stream: true,
    });
    const events = await eventsOf(stream);
    expect(events.map((e) => e.type)).toEqual([
      ...OPENING,
      "response.output_text.delta",
      ...CLOSING,
      "response.completed",
    ]);
    expect(deltaText(events)).toContain("Corrected text:");
  });

  it("a run cut at its limit is an incomplete response, for max_output_tokens", async () => {
    served.fake.behaviour.finishReason = "length";
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const response = await client.responses.create({ model: TOOL, input: "Make this clearer." });
    expect(response.status).toBe("incomplete");
    expect(response.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(response.output[0]).toMatchObject({ status: "incomplete" });
    const events = await eventsOf(await client.responses.create({ model: TOOL, input: "Again.", stream: true }));
    expect(events.at(-1)?.type).toBe("response.incomplete");
  });

  it("a model that fails mid-stream ends the stream with response.failed, charged what was delivered", async () => {
    Object.assign(served.fake.behaviour, { mode: "fail-mid-stream", chunkDelayMs: 1 });
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const stream = await client.responses.create({ model: TOOL, input: "Make this clearer.", stream: true });
    const events = await eventsOf(stream);
    expect(events.slice(0, 4).map((e) => e.type)).toEqual(OPENING);
    expect(deltaText(events).length).toBeGreaterThan(0);
    const failed = events.at(-1) as OpenAI.Responses.ResponseFailedEvent;
    expect(failed.type).toBe("response.failed");
    expect(failed.sequence_number).toBe(events.length - 1);
    expect(failed.response.status).toBe("failed");
    expect(failed.response.error?.code).toBe("upstream_error");
    expect(failed.response.error?.message).toBe(findTool(TOOL)!.failure);
    expect(failed.response.output[0]).toMatchObject({ status: "incomplete" });
    const ledger = await ledgerOf(served.app, user.userId);
    expect(ledger.reserved).toBe(0);
    expect(ledger.used).toBe(ledger.logged);
  });

  it("the same Idempotency-Key, sent three times at once and once later streamed, runs once and answers one response", async () => {
    served.fake.behaviour.chunkDelayMs = 5;
    const user = await served.newUser();
    const { client } = openAiClient(served, user.key);
    const body = { model: TOOL, input: "Make this clearer for me." };
    const headers = { "Idempotency-Key": "responses-retry-1" };
    const answers = await Promise.all([1, 2, 3].map(() => client.responses.create(body, { headers })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.map((a) => a.output_text)).toEqual([REPLY, REPLY, REPLY]);
    const later = await eventsOf(await client.responses.create({ ...body, stream: true }, { headers }));
    expect(later.map((e) => e.type)).toEqual([
      ...OPENING,
      "response.output_text.delta",
      ...CLOSING,
      "response.completed",
    ]);
    expect(deltaText(later)).toBe(REPLY);
    expect((later.at(-1) as OpenAI.Responses.ResponseCompletedEvent).response).toMatchObject({
      id: answers[0].id,
      usage: answers[0].usage,
    });
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    expect(await runsOf(user.userId)).toBe(1);

    const reused = await client.responses
      .create({ ...body, input: "Something else entirely." }, { headers })
      .catch((e) => e);
    expect(reused).toBeInstanceOf(OpenAI.UnprocessableEntityError);
    // The same key and text as a chat completion is another request: its kept answer has another shape.
    const asChat = await client.chat.completions
      .create({ model: TOOL, messages: [{ role: "user", content: body.input }] }, { headers })
      .catch((e) => e);
    expect(asChat).toBeInstanceOf(OpenAI.UnprocessableEntityError);
    expect(await runsOf(user.userId)).toBe(1);
  });
});
