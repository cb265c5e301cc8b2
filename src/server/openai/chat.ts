import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { StoredAnswer } from "../api/idempotency";
import { type SseSink, sseResponse } from "../http/sse";
import { type Completion, chunker, completionOf, contentOf } from "./completion";
import { openAiErrorBody } from "./errors";
import { CANCELLED, errorAnswer, idempotently, type Keeper } from "./idempotent";
import type { ChatRequest } from "./request";
import { failureError, finishRun, type OpenAiRun, startRun } from "./run";

const data = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;
const DONE = "data: [DONE]\n\n";

type Call = OpenAiRun & { request: ChatRequest };

/**
 * POST /chat/completions once the request is understood: the tool's run through the run core
 * (surface "openai"), answered as one `chat.completion` or as `chat.completion.chunk` events. With
 * an Idempotency-Key the first request runs and its answer is kept (idempotent.ts).
 */
export function chatCompletion(call: Call) {
  return idempotently(call.c, call.deps, `openai:${call.tool.slug}`, call.body, {
    run: (keeper) => answer(call, keeper),
    replay: (stored) => replay(call, stored),
  });
}

async function answer(call: Call, keeper: Keeper | null) {
  const { c, request } = call;
  const created = Math.floor(Date.now() / 1000);
  const stream = request.stream === true;
  const started = await startRun(call, keeper, stream);
  if ("refused" in started) return started.refused;
  const { events, inputWords, left } = started;
  if (!stream) {
    const final = await finishRun(events, (done) => completionOf(request.model, created, inputWords, done));
    await keeper?.store(final);
    return c.json(final.body as object, final.status as ContentfulStatusCode);
  }
  const includeUsage = request.stream_options?.include_usage === true;
  return sseResponse(c, async (sink) => {
    sink.onAbort(() => left.abort());
    const chunks = chunker(request.model, created);
    let documentId: string | null = null;
    let final: StoredAnswer | null = null;
    try {
      for await (const event of events) {
        if (event.type === "start") {
          documentId = event.documentId;
          sink.write(data(chunks.first(documentId)));
        } else if (event.type === "delta") sink.write(data(chunks.text(event.text)));
        else if (event.type === "done") {
          const done = event.done;
          // A check has no deltas: its report is the one piece of content.
          if (documentId === null) {
            sink.write(data(chunks.first(done.documentId)));
            sink.write(data(chunks.text(contentOf(done))));
          }
          sink.write(data(chunks.finish(done)));
          if (includeUsage) sink.write(data(chunks.usage(inputWords, done)));
          final = {
            status: 200,
            body: completionOf(request.model, created, inputWords, done),
            event: null,
            documentId: done.documentId,
          };
        } else if (event.type === "error") {
          const e = failureError(event.error);
          // OpenAI's clients read an `error` object in the stream as the request's failure.
          sink.write(data(openAiErrorBody(e)));
          final = errorAnswer(e, documentId);
        }
      }
    } finally {
      await keeper?.store(final ?? errorAnswer(CANCELLED, documentId));
    }
    endStream(sink, final);
  });
}

function endStream(sink: SseSink, final: StoredAnswer | null) {
  sink.end(final?.status === 200 ? DONE : undefined);
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
