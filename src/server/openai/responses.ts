import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { StoredAnswer } from "../api/idempotency";
import { sseResponse } from "../http/sse";
import { contentOf } from "./completion";
import { CANCELLED, errorAnswer, idempotently, type Keeper } from "./idempotent";
import { begunOf, type ResponseBody, type ResponseHead, responseEvents, responseOf } from "./response";
import type { ResponsesRequest } from "./responses-request";
import { failureError, finishRun, type OpenAiRun, startRun } from "./run";

type Call = OpenAiRun & { request: ResponsesRequest };

/**
 * POST /responses once the request is understood: the tool's run through the run core (surface
 * "openai"), answered as one `response` object or as the Responses API's named events
 * (docs/decisions/0052-openai-responses-api.md). The Idempotency-Key works as for chat
 * completions; its scope is this endpoint's, so a key first used for a chat completion is refused.
 */
export function createResponse(call: Call) {
  return idempotently(call.c, call.deps, `openai-responses:${call.tool.slug}`, call.body, {
    run: (keeper) => answer(call, keeper),
    replay: (stored) => replay(call, stored),
  });
}

async function answer(call: Call, keeper: Keeper | null) {
  const { c, request } = call;
  const head: ResponseHead = {
    model: request.model,
    createdAt: Math.floor(Date.now() / 1000),
    metadata: request.metadata ?? {},
  };
  const stream = request.stream === true;
  const started = await startRun(call, keeper, stream);
  if ("refused" in started) return started.refused;
  const { events, inputWords, left } = started;
  if (!stream) {
    const final = await finishRun(events, (done) => responseOf(head, { status: "finished", done, inputWords }));
    await keeper?.store(final);
    return c.json(final.body as object, final.status as ContentfulStatusCode);
  }
  return sseResponse(c, async (sink) => {
    sink.onAbort(() => left.abort());
    const out = responseEvents();
    const open = (documentId: string) =>
      sink.write(out.open(responseOf(head, { status: "in_progress", documentId }), documentId));
    let documentId: string | null = null;
    let text = "";
    let final: StoredAnswer | null = null;
    try {
      for await (const event of events) {
        if (event.type === "start") {
          documentId = event.documentId;
          open(documentId);
        } else if (event.type === "delta") {
          text += event.text;
          sink.write(out.delta(event.text));
        } else if (event.type === "done") {
          const done = event.done;
          // A check has no start and no deltas: its report is the one piece of text.
          if (documentId === null) {
            open(done.documentId);
            sink.write(out.delta(contentOf(done)));
          }
          const body = responseOf(head, { status: "finished", done, inputWords });
          sink.write(out.close(body));
          final = { status: 200, body, event: null, documentId: done.documentId };
        } else if (event.type === "error") {
          const error = failureError(event.error);
          // Once the response began, it is the response that failed (with the text written so far);
          // before, there is no response to name, and OpenAI's stream says `error`.
          if (documentId === null) sink.write(out.error(error));
          else sink.write(out.fail(responseOf(head, { status: "failed", documentId, text, error })));
          final = errorAnswer(error, documentId);
        }
      }
    } finally {
      await keeper?.store(final ?? errorAnswer(CANCELLED, documentId));
    }
    // No `[DONE]`: the Responses API's stream ends with its last event.
    sink.end();
  });
}

/** A kept answer again: the same response (as one, or as a stream with its text in one delta), or the same error. */
function replay(call: Call, stored: StoredAnswer) {
  const { c, request } = call;
  if (stored.status !== 200 || request.stream !== true) {
    return c.json(stored.body as object, stored.status as ContentfulStatusCode);
  }
  const final = stored.body as ResponseBody;
  const documentId = final.quillstack?.documentId ?? stored.documentId ?? "";
  const out = responseEvents();
  return sseResponse(c, async (sink) => {
    sink.write(out.open(begunOf(final), documentId));
    sink.write(out.delta(final.output[0]?.content[0]?.text ?? ""));
    sink.end(out.close(final));
  });
}
