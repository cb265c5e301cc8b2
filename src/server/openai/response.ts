import type { RunDone } from "@shared/run";
import type { CheckDone } from "@shared/run-events";
import { contentOf, extrasOf, usageOf } from "./completion";
import type { OpenAiError } from "./errors";

/** What every state of one response shares: its model, its time and the caller's metadata. */
export type ResponseHead = { model: string; createdAt: number; metadata: Record<string, string> };

/** Where a response is: begun (no text yet), finished by the run's `done`, or failed part-way. */
export type ResponseState =
  | { status: "in_progress"; documentId: string }
  | { status: "finished"; done: RunDone | CheckDone; inputWords: number }
  | { status: "failed"; documentId: string; text: string; error: OpenAiError };

/** The run's document names the response and its one message, so a replay has the same ids. */
export const responseId = (documentId: string) => `resp_${documentId}`;
export const messageId = (documentId: string) => `msg_${documentId}`;

type ItemStatus = "in_progress" | "completed" | "incomplete";

export const messageOf = (documentId: string, text: string | null, status: ItemStatus) => ({
  type: "message" as const,
  id: messageId(documentId),
  status,
  role: "assistant" as const,
  content: text === null ? [] : [outputText(text)],
});
export const outputText = (text: string) => ({
  type: "output_text" as const,
  text,
  annotations: [] as never[],
  logprobs: [] as never[],
});

/** Chat completions' usage in the Responses API's names: words, not tokens (docs/protocols.md "OpenAI-compatible endpoint"). */
export function responseUsage(inputWords: number, done: RunDone) {
  const usage = usageOf(inputWords, done);
  return {
    input_tokens: usage.prompt_tokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: usage.completion_tokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: usage.total_tokens,
  };
}

/**
 * A `response` object. A run cut short (the allowance or the model's limit: `truncated`) is
 * `incomplete` for `max_output_tokens`, as OpenAI says of a response that reached its limit.
 * Settings that were accepted and not used answer null (`temperature`, `instructions`, …), and
 * `store` false: nothing says they shaped the answer, and no response is kept to be fetched.
 */
export function responseOf(head: ResponseHead, state: ResponseState) {
  const finished = state.status === "finished" ? state.done : null;
  const documentId = state.status === "finished" ? state.done.documentId : state.documentId;
  const status = finished ? (finished.truncated ? "incomplete" : "completed") : state.status;
  const itemStatus = status === "completed" ? "completed" : "incomplete";
  // A failed response keeps the text written before the failure, as the run's document does.
  const text = finished ? contentOf(finished) : state.status === "failed" && state.text ? state.text : null;
  const output = text === null ? [] : [messageOf(documentId, text, itemStatus)];
  return {
    id: responseId(documentId),
    object: "response" as const,
    created_at: head.createdAt,
    status,
    background: false,
    error: state.status === "failed" ? { code: state.error.code, message: state.error.message } : null,
    incomplete_details: status === "incomplete" ? { reason: "max_output_tokens" } : null,
    instructions: null,
    max_output_tokens: null,
    metadata: head.metadata,
    model: head.model,
    output,
    parallel_tool_calls: false,
    previous_response_id: null,
    reasoning: null,
    store: false,
    temperature: null,
    text: { format: { type: "text" } },
    tool_choice: "none",
    tools: [],
    top_p: null,
    truncation: "disabled",
    usage: state.status === "finished" ? responseUsage(state.inputWords, state.done) : null,
    ...(finished ? { quillstack: extrasOf(finished) } : {}),
  };
}
export type ResponseBody = ReturnType<typeof responseOf>;

/** A finished response as it looked when it began: what a replayed stream opens with. */
export function begunOf(final: ResponseBody): ResponseBody {
  const { quillstack: _, ...rest } = final;
  return { ...rest, status: "in_progress", output: [], incomplete_details: null, usage: null };
}

/**
 * The named events of one streamed response, in OpenAI's order, numbered by `sequence_number`:
 * `open` (created, in_progress, the message and its text part added), `delta`s, then `close`
 * (the text, part and message done, then completed or incomplete) or `fail`. `error` is a failure
 * before the response began (a check that failed), when there is no response to say failed.
 */
export function responseEvents() {
  let sequence = 0;
  let itemId = "";
  const event = (type: string, fields: object) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`;
  const at = () => ({ item_id: itemId, output_index: 0, content_index: 0 });
  return {
    open(begun: ResponseBody, documentId: string) {
      itemId = messageId(documentId);
      return [
        event("response.created", { response: begun }),
        event("response.in_progress", { response: begun }),
        event("response.output_item.added", { output_index: 0, item: messageOf(documentId, null, "in_progress") }),
        event("response.content_part.added", { ...at(), part: outputText("") }),
      ].join("");
    },
    delta: (text: string) => event("response.output_text.delta", { ...at(), delta: text, logprobs: [] }),
    close(final: ResponseBody) {
      const item = final.output[0];
      const text = item?.content[0]?.text ?? "";
      return [
        event("response.output_text.done", { ...at(), text, logprobs: [] }),
        event("response.content_part.done", { ...at(), part: outputText(text) }),
        event("response.output_item.done", { output_index: 0, item }),
        event(final.status === "completed" ? "response.completed" : "response.incomplete", { response: final }),
      ].join("");
    },
    fail: (failed: ResponseBody) => event("response.failed", { response: failed }),
    error: (e: OpenAiError) => event("error", { code: e.code, message: e.message, param: e.param ?? null }),
  };
}
