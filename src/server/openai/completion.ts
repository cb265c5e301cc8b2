import { grammarReport } from "@shared/grammar-report";
import type { RunDone } from "@shared/run";
import type { CheckDone } from "@shared/run-events";

/** What our numbers mean in OpenAI's `usage` (docs/protocols.md "OpenAI-compatible endpoint"): words, not tokens. */
export type WordUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export const completionId = (documentId: string) => `chatcmpl-${documentId}`;

/** A finished run's text as the assistant's message: the output, or a check's report. */
export const contentOf = (done: RunDone | CheckDone) => ("result" in done ? grammarReport(done.result) : done.output);

export const usageOf = (inputWords: number, done: RunDone): WordUsage => ({
  prompt_tokens: inputWords,
  completion_tokens: done.wordsCharged,
  total_tokens: inputWords + done.wordsCharged,
});

/** Quillstack's own answer fields beside OpenAI's: the document, the words and the allowance. */
export const extrasOf = (done: RunDone | CheckDone) => ({
  documentId: done.documentId,
  wordsCharged: done.wordsCharged,
  usage: done.usage,
  truncated: done.truncated,
  ...("result" in done ? { result: done.result } : {}),
});

const finishReason = (done: RunDone) => (done.truncated ? "length" : "stop");

/** A finished run as a `chat.completion`. */
export function completionOf(model: string, created: number, inputWords: number, done: RunDone | CheckDone) {
  return {
    id: completionId(done.documentId),
    object: "chat.completion",
    created,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: contentOf(done), refusal: null },
        logprobs: null,
        finish_reason: finishReason(done),
      },
    ],
    usage: usageOf(inputWords, done),
    quillstack: extrasOf(done),
  };
}
export type Completion = ReturnType<typeof completionOf>;

/** The chunks of a `chat.completion.chunk` stream, all with one id and time. */
export function chunker(model: string, created: number) {
  let id = "";
  const chunk = (delta: object, finish: string | null, extra: object = {}) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...extra,
  });
  return {
    /** The first chunk: the assistant's role (the id is the run's document). */
    first(documentId: string) {
      id = completionId(documentId);
      return chunk({ role: "assistant", content: "" }, null);
    },
    text: (content: string) => chunk({ content }, null),
    finish: (done: RunDone | CheckDone) => chunk({}, finishReason(done), { quillstack: extrasOf(done) }),
    /** With `stream_options.include_usage`: the last chunk, no choices. */
    usage: (inputWords: number, done: RunDone) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [],
      usage: usageOf(inputWords, done),
    }),
  };
}
