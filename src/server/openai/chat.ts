import type { RunEvent } from "@shared/run-events";
import { inputText, type ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiEnv } from "../api/authenticate";
import {
  type Idempotency,
  idempotencyKeyRule,
  isIdempotencyKey,
  requestHash,
  type StoredAnswer,
} from "../api/idempotency";
import { CANCELLED as RUN_CANCELLED } from "../api/runs";
import { type SseSink, sseResponse } from "../http/sse";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";
import { type Completion, chunker, completionOf, contentOf, failureOf } from "./completion";
import { fromRefusal, invalidRequest, type OpenAiError, openAiError, openAiErrorBody } from "./errors";
import type { ChatRequest } from "./request";

export type ChatDeps = RunDeps & { idempotency: Idempotency };

// 400, not 409: OpenAI's clients retry a 409, and a retry with the same key would be told this again.
const CANCELLED: OpenAiError = {
  status: 400,
  type: "invalid_request_error",
  code: "run_cancelled",
  message: RUN_CANCELLED.message,
};

const data = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;
const DONE = "data: [DONE]\n\n";

type Call = { c: Context<ApiEnv>; tool: ToolEntry; request: ChatRequest; body: unknown; deps: ChatDeps };

/**
 * POST /chat/completions once the request is understood: the tool's run through the run core
 * (surface "openai"), answered as one `chat.completion` or as `chat.completion.chunk` events. With
 * an Idempotency-Key the first request runs and its answer is kept (api/idempotency.ts): a retry,
 * even a concurrent one, is answered the same completion and charged nothing more.
 */
export async function chatCompletion(call: Call) {
  const { c, deps, tool } = call;
  const key = c.req.header("idempotency-key");
  if (key === undefined) return answer(call, null);
  if (!isIdempotencyKey(key)) return openAiError(c, invalidRequest(idempotencyKeyRule("Idempotency-Key")));
  const scope = c.get("apiKeyId");
  // The run asked for, not the bytes: a retry that now asks for a stream is the same request.
  const hash = requestHash(`openai:${tool.slug}`, JSON.stringify(call.body));
  const claim = await deps.idempotency.claim(scope, key, hash, c.req.raw.signal);
  if (claim.kind === "mismatch") {
    return openAiError(c, {
      ...invalidRequest(
        "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
      ),
      status: 422,
      code: "idempotency_key_reused",
    });
  }
  if (claim.kind === "timeout") {
    return openAiError(c, {
      status: 409,
      type: "invalid_request_error",
      code: "idempotency_in_progress",
      message: "A request with this Idempotency-Key is still running. Try again in a moment.",
    });
  }
  if (claim.kind === "stored") return replay(call, claim.answer);
  return answer(call, {
    store: (stored) =>
      deps.idempotency
        .store(scope, key, stored)
        .catch((error) => deps.log.error("storing an idempotent answer failed", error)),
    release: () => deps.idempotency.release(scope, key).catch(() => undefined),
  });
}

type Keeper = { store: (answer: StoredAnswer) => Promise<unknown>; release: () => Promise<unknown> };

const errorAnswer = (e: OpenAiError, documentId: string | null = null): StoredAnswer => ({
  status: e.status,
  body: openAiErrorBody(e),
  event: null,
  documentId,
});

async function answer(call: Call, keeper: Keeper | null) {
  const { c, deps, tool, request, body } = call;
  const created = Math.floor(Date.now() / 1000);
  const stream = request.stream === true;
  const left = new AbortController();
  let run: Awaited<ReturnType<typeof runTool>>;
  try {
    run = await runTool(deps, {
      tool,
      userId: c.get("user").id,
      body,
      signal: stream ? left.signal : c.req.raw.signal,
      surface: "openai",
    });
  } catch (error) {
    await keeper?.release();
    throw error;
  }
  if ("refused" in run) {
    await keeper?.release();
    return openAiError(c, fromRefusal(run.refused));
  }
  const input = (body as { input: Record<string, unknown> }).input;
  const inputWords = countWords(inputText(tool, input));
  if (!stream) {
    const final = await finish(run.events, request.model, created, inputWords);
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
      for await (const event of run.events) {
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
          const failure = failureOf(event.error);
          const e: OpenAiError = {
            status: failure.status,
            type: failure.type,
            code: event.error.code.toLowerCase(),
            message: event.error.message,
          };
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

/** Reads a run to its end: its completion, or its failure as an OpenAI error. */
async function finish(
  events: AsyncIterable<RunEvent>,
  model: string,
  created: number,
  inputWords: number,
): Promise<StoredAnswer> {
  let documentId: string | null = null;
  for await (const event of events) {
    if (event.type === "start") documentId = event.documentId;
    else if (event.type === "done") {
      return {
        status: 200,
        body: completionOf(model, created, inputWords, event.done),
        event: null,
        documentId: event.done.documentId,
      };
    } else if (event.type === "error") {
      const failure = failureOf(event.error);
      return errorAnswer(
        { ...failure, code: event.error.code.toLowerCase(), message: event.error.message },
        documentId,
      );
    }
  }
  return errorAnswer(CANCELLED, documentId);
}

/** A kept answer again: the same completion (as one, or as a short stream), or the same error. */
function replay(call: Call, stored: StoredAnswer) {
  const { c, request } = call;
  c.header("Idempotent-Replayed", "true");
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
