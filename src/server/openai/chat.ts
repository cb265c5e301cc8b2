import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sseResponse } from "../http/sse";
import type { StoredAnswer } from "../protocols/idempotency-store";
import type { Keeper } from "../protocols/idempotent";
import type { RunResult } from "../protocols/outcome";
import { finishRun, writeRun } from "../protocols/start";
import { type Completion, chunker, completionOf, contentOf } from "./completion";
import { openAiErrorBody } from "./errors";
import { openAiIdempotently } from "./idempotent";
import type { ChatRequest } from "./request";
import { failureError, type OpenAiRun, openAiAnswer, startOpenAiRun } from "./run";

const data = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;
const DONE = "data: [DONE]\n\n";

type Call = OpenAiRun & { request: ChatRequest };

/**
 * POST /chat/completions once the request is understood: the tool's run through the run core
 * (surface "openai"), answered as one `chat.completion` or as `chat.completion.chunk` events. With
 * an Idempotency-Key the first request runs and its answer is kept (idempotent.ts).
 */
export function chatCompletion(call: Call) {
  return openAiIdempotently(
    call,
    `openai:${call.tool.slug}`,
    (keeper) => answer(call, keeper),
    (stored) => replay(call, stored),
  );
}

async function answer(call: Call, keeper: Keeper | null) {
  const { c, request } = call;
  const created = Math.floor(Date.now() / 1000);
  const stream = request.stream === true;
  const started = await startOpenAiRun(call, keeper, stream);
  if ("refused" in started) return started.refused;
  const { events, inputWords, left } = started;
  const encode = (result: RunResult) =>
    openAiAnswer(result, (done) => completionOf(request.model, created, inputWords, done));
  if (!stream) {
    const final = await finishRun(events, keeper, encode);
    return c.json(final.body as object, final.status as ContentfulStatusCode);
  }
  const includeUsage = request.stream_options?.include_usage === true;
  return sseResponse(c, async (sink) => {
    sink.onAbort(() => left.abort());
    const chunks = chunker(request.model, created);
    let opened = false;
    const open = (documentId: string) => {
      opened = true;
      sink.write(data(chunks.first(documentId)));
    };
    const result = await writeRun(events, keeper, encode, (event) => {
      if (event.type === "start") open(event.documentId);
      else if (event.type === "delta") sink.write(data(chunks.text(event.text)));
      else if (event.type === "done") {
        const done = event.done;
        // A check has no deltas: its report is the one piece of content.
        if (!opened) {
          open(done.documentId);
          sink.write(data(chunks.text(contentOf(done))));
        }
        sink.write(data(chunks.finish(done)));
        if (includeUsage) sink.write(data(chunks.usage(inputWords, done)));
      }
      // OpenAI's clients read an `error` object in the stream as the request's failure.
      else if (event.type === "error") sink.write(data(openAiErrorBody(failureError(event.error))));
    });
    sink.end(result.end.kind === "done" ? DONE : undefined);
  });
}

/** A kept answer again: the same completion (as one, or as a short stream), or the same error. */
function replay(call: Call, stored: StoredAnswer) {
  const { c, request } = call;
  if (stored.status !== 200 || request.stream !== true) {
    return c.json(stored.body as object, stored.status as ContentfulStatusCode);
  }
  const completion = stored.body as Completion;
  const chunks = chunker(completion.model, completion.created);
  const done = { ...completion.quillstack, output: completion.choices[0].message.content };
  return sseResponse(c, async (sink) => {
    sink.write(data(chunks.first(completion.quillstack.documentId)));
    sink.write(data(chunks.text(completion.choices[0].message.content)));
    sink.write(data(chunks.finish(done)));
    if (request.stream_options?.include_usage) {
      sink.write(data({ ...chunks.usage(0, done), usage: completion.usage }));
    }
    sink.end(DONE);
  });
}
