import type { ToolEntry } from "@shared/tools";
import { z } from "zod";
import { invalidRequest, type OpenAiError } from "./errors";
import { quillstackFields, runBodyFor } from "./request";

/** At most this many input items: only the last user message is used, and every item is walked. */
export const MAX_INPUT_ITEMS = 500;
/** At most this many content parts in one message. */
export const MAX_CONTENT_PARTS = 100;

/**
 * A Responses API request as OpenAI's clients send it (`POST /responses`). Sampling and storage
 * settings are accepted and not used: a tool's own settings decide its output, and no response is
 * kept to be fetched later. What would change the answer and cannot be honoured is refused
 * (`refusedField`), and so is any parameter OpenAI does not have, as OpenAI does.
 */
export const responsesRequest = z.looseObject({
  model: z.string({ error: "model is required: the slug of a Quillstack tool (GET /models lists them)." }).min(1),
  input: z.union([z.string(), z.array(z.unknown())], {
    error: "input is required: the text to work on, or an array of messages.",
  }),
  instructions: z.string({ error: "instructions must be a string." }).nullish(),
  stream: z.boolean().nullish(),
  metadata: z
    .record(z.string(), z.string().max(512, "A metadata value may have at most 512 characters."))
    .refine((m) => Object.keys(m).length <= 16, "metadata may have at most 16 keys.")
    .nullish(),
  tools: z.array(z.unknown()).nullish(),
  background: z.boolean().nullish(),
  previous_response_id: z.string().nullish(),
  text: z.looseObject({ format: z.looseObject({ type: z.string() }).nullish() }).nullish(),
  quillstack: quillstackFields.optional(),
});
export type ResponsesRequest = z.infer<typeof responsesRequest>;

/** OpenAI's request fields this endpoint accepts; a tool's settings, not these, shape the answer. */
const ACCEPTED = new Set([
  ...Object.keys(responsesRequest.shape),
  "temperature",
  "top_p",
  "top_logprobs",
  "max_output_tokens",
  "max_tool_calls",
  "parallel_tool_calls",
  "tool_choice",
  "store",
  "include",
  "reasoning",
  "stream_options",
  "truncation",
  "service_tier",
  "user",
  "safety_identifier",
  "prompt_cache_key",
  "prompt_cache_retention",
  "prompt_cache_options",
  "context_management",
  "moderation",
  "conversation",
  "prompt",
]);

const NO_TOOLS = "Tools and function calling are not supported: each model is itself a tool.";
const SEND_INPUT = "Send the text to work on in input.";

/** A field that would change what the answer is, which a tool cannot do: refused rather than ignored. */
function refusedField(request: ResponsesRequest): OpenAiError | null {
  for (const key of Object.keys(request)) {
    if (!ACCEPTED.has(key)) return invalidRequest(`Unknown parameter: '${key}'.`, key, "unknown_parameter");
  }
  if (request.tools?.length) return invalidRequest(NO_TOOLS, "tools");
  const choice = request.tool_choice;
  if (choice !== undefined && choice !== null && choice !== "none" && choice !== "auto") {
    return invalidRequest(NO_TOOLS, "tool_choice");
  }
  if (request.previous_response_id) {
    return invalidRequest(
      `previous_response_id is not supported: responses are not stored, and a tool is not a chat. ${SEND_INPUT}`,
      "previous_response_id",
    );
  }
  if (request.conversation !== undefined && request.conversation !== null) {
    return invalidRequest(`Conversations are not supported: a tool is not a chat. ${SEND_INPUT}`, "conversation");
  }
  if (request.prompt !== undefined && request.prompt !== null) {
    return invalidRequest(`Prompt templates are not supported: a tool has its own prompt. ${SEND_INPUT}`, "prompt");
  }
  if (request.background === true) {
    return invalidRequest(
      "Background responses are not supported: ask for stream: true to read the text as it is written.",
      "background",
    );
  }
  const format = request.text?.format?.type;
  if (format !== undefined && format !== "text") {
    return invalidRequest(
      `Structured outputs are not supported: a tool answers plain text (text.format "text", not "${format}").`,
      "text.format",
    );
  }
  return null;
}

const part = z.looseObject({ type: z.string(), text: z.string().optional() });
const message = z.looseObject({
  type: z.literal("message").optional(),
  role: z.enum(["user", "assistant", "system", "developer"], {
    error: "A message's role must be user, assistant, system or developer.",
  }),
  content: z.union([z.string(), z.array(part)], { error: "A message's content must be a string or content parts." }),
});

/** The text of the last user message in `input` (`null`: there is none), or the 400 to answer. */
function userText(input: ResponsesRequest["input"]): { text: string | null } | { error: OpenAiError } {
  if (typeof input === "string") return { text: input };
  if (input.length === 0) return { error: invalidRequest("input must not be empty.", "input") };
  if (input.length > MAX_INPUT_ITEMS) {
    return {
      error: invalidRequest(
        `input may have at most ${MAX_INPUT_ITEMS} items. Only the last user message is used: send that one.`,
        "input",
      ),
    };
  }
  let last: { index: number; content: z.infer<typeof message>["content"] } | null = null;
  for (const [index, item] of input.entries()) {
    const type = (item as { type?: unknown } | null)?.type;
    if (type !== undefined && type !== "message") {
      const what = typeof type === "string" ? `${type} items` : "items of another type";
      return {
        error: invalidRequest(
          `Only messages are supported in input, not ${what}: a tool calls no tools.`,
          `input.${index}`,
        ),
      };
    }
    const parsed = message.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { error: invalidRequest(issue.message, ["input", index, ...issue.path].join(".")) };
    }
    const content = parsed.data.content;
    if (Array.isArray(content) && content.length > MAX_CONTENT_PARTS) {
      const rule = `A message may have at most ${MAX_CONTENT_PARTS} content parts.`;
      return { error: invalidRequest(rule, `input.${index}.content`) };
    }
    if (parsed.data.role === "user") last = { index, content };
  }
  if (!last) return { text: null };
  if (typeof last.content === "string") return { text: last.content };
  const texts: string[] = [];
  for (const [j, p] of last.content.entries()) {
    if (p.type !== "input_text" || typeof p.text !== "string") {
      const rule = `Only text content is supported in input: input_text parts, not ${p.type}.`;
      return { error: invalidRequest(rule, `input.${last.index}.content.${j}`) };
    }
    texts.push(p.text);
  }
  return { text: texts.join("\n") };
}

/**
 * The run body for `tool` from a Responses request: the last user message of `input` (or `input`
 * itself, a string) is the tool's first text field, and `quillstack` carries the tool's settings
 * as for chat completions. `instructions` and system messages are not sent: a tool has its own
 * prompt, as system messages in chat completions are not sent either.
 */
export function responseRunBody(
  tool: ToolEntry,
  request: ResponsesRequest,
): { body: unknown } | { error: OpenAiError } {
  const refused = refusedField(request);
  if (refused) return { error: refused };
  const text = userText(request.input);
  if ("error" in text) return text;
  return runBodyFor(tool, text.text, request.quillstack ?? {}, "input");
}
