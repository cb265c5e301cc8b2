import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sseResponse } from "../http/sse";
import type { StoredAnswer } from "../protocols/idempotency-store";
import type { Keeper } from "../protocols/idempotent";
import type { RunResult } from "../protocols/outcome";
import { finishRun, writeRun } from "../protocols/start";
import { contentOf } from "./completion";
import { openAiIdempotently } from "./idempotent";
import { begunOf, type ResponseBody, type ResponseHead, responseEvents, responseOf } from "./response";
import type { ResponsesRequest } from "./responses-request";
import { failureError, type OpenAiRun, openAiAnswer, startOpenAiRun } from "./run";

type Call = OpenAiRun & { request: ResponsesRequest };

/**
 * POST /responses once the request is understood: the tool's run through the run core (surface
 * "openai"), answered as one `response` object or as the Responses API's named events
 * (docs/decisions/0052-openai-responses-api.md). The Idempotency-Key works as for chat
 * completions; its scope is this endpoint's, so a key first used for a chat completion is refused.
 */
export function createResponse(call: Call) {
  return openAiIdempotently(
    call,
    `openai-responses:${call.tool.slug}`,
    (keeper) => answer(call, keeper),
    (stored) => replay(call, stored),
  );
}

async function answer(call: Call, keeper: Keeper | null) {
  const { c, request } = call;
  const head: ResponseHead = {
    model: request.model,
    createdAt: Math.floor(Date.now() / 1000),
    metadata: request.metadata ?? {},
  };
  const stream = request.stream === true;
  const started = await startOpenAiRun(call, keeper, stream);
  if ("refused" in started) return started.refused;
  const { events, inputWords, left } = started;
  const encode = (result: RunResult) =>
    openAiAnswer(result, (done) => responseOf(head, { status: "finished", done, inputWords }));
  if (!stream) {
    const final = await finishRun(events, keeper, encode);
    return c.json(final.body as object, final.status as ContentfulStatusCode);
  }
  return sseResponse(c, async (sink) => {
    sink.onAbort(() => left.abort());
    const out = responseEvents();
    let opened = false;
    const open = (documentId: string) => {
      opened = true;
      sink.write(out.open(responseOf(head, { status: "in_progress", documentId }), documentId));
    };
    await writeRun(events, keeper, encode, (event, so) => {
      if (event.type === "start") open(event.documentId);
      else if (event.type === "delta") sink.write(out.delta(event.text));
      else if (event.type === "done") {
        const done = event.done;
        // A check has no start and no deltas: its report is the one piece of text.
        if (!opened) {
          open(done.documentId);
          sink.write(out.delta(contentOf(done)));
        }
        sink.write(out.close(responseOf(head, { status: "finished", done, inputWords })));
      } else if (event.type === "error") {
        const error = failureError(event.error);
        // Once the response began, it is the response that failed (with the text written so far);
        // before, there is no response to name, and OpenAI's stream says `error`.
        if (so.documentId === null) sink.write(out.error(error));
        else
          sink.write(out.fail(responseOf(head, { status: "failed", documentId: so.documentId, text: so.text, error })));
      }
    });
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
