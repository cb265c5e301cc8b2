import { isTextField, type ToolEntry } from "@shared/tools";
import type { Context } from "hono";
import { z } from "zod";
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from "../http/json-depth";
import { unstorableText } from "../http/text-guard";
import { invalidRequest, type OpenAiError } from "./errors";

const textPart = z.object({ type: z.literal("text"), text: z.string() });
const message = z.object({
  role: z.string(),
  content: z.union([z.string(), z.array(z.looseObject({ type: z.string() })), z.null()]).optional(),
});

/** Quillstack's own request fields, beside OpenAI's: the run body's parts the messages cannot say. */
export const quillstackFields = z.strictObject({
  input: z.record(z.string(), z.string()).optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  presetId: z.string().optional(),
  draftIndex: z.number().optional(),
  /** false: the run ignores the caller's style guide, as the run body's `styleGuide: false`. */
  styleGuide: z.boolean().optional(),
});
export type QuillstackFields = z.infer<typeof quillstackFields>;

/**
 * A chat completion request as OpenAI's clients send it. Sampling settings (temperature, top_p,
 * max_tokens, user, …) are accepted and ignored: a tool's own settings decide its output.
 */
export const chatRequest = z.looseObject({
  model: z.string({ error: "model is required: the slug of a Quillstack tool (GET /models lists them)." }).min(1),
  messages: z.array(message, { error: "messages must be an array of messages." }).min(1, "messages must not be empty."),
  stream: z.boolean().nullish(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
  n: z.number().nullish(),
  tools: z.array(z.unknown()).nullish(),
  functions: z.array(z.unknown()).nullish(),
  quillstack: quillstackFields.optional(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

/** The text of a message's content: a string, or its text parts joined; null when it holds anything else. */
function textOf(content: z.infer<typeof message>["content"]): string | null {
  if (typeof content === "string") return content;
  if (!content) return "";
  const parts: string[] = [];
  for (const part of content) {
    const text = textPart.safeParse(part);
    if (!text.success) return null;
    parts.push(text.data.text);
  }
  return parts.join("\n");
}

/**
 * An OpenAI-shaped request's body read and checked against `schema`, or the 400 to answer: its
 * nesting is measured before the parse and the walks that follow
 * (docs/decisions/0038-json-nesting-limit.md), and text that cannot be stored is refused.
 */
export async function readRequest<T>(c: Context, schema: z.ZodType<T>): Promise<{ data: T } | { error: OpenAiError }> {
  const text = await c.req.text();
  if (nestsDeeperThan(text)) return { error: invalidRequest(TOO_DEEP_MESSAGE) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: invalidRequest("We could not parse the JSON body of your request.") };
  }
  const flaw = unstorableText(parsed);
  if (flaw) return { error: invalidRequest(flaw) };
  const request = schema.safeParse(parsed);
  if (!request.success) {
    const issue = request.error.issues[0];
    return { error: invalidRequest(issue?.message ?? "Invalid request.", issue?.path.join(".") || null) };
  }
  return { data: request.data };
}

/**
 * The run body for `tool` (the run core validates it): the user's text (`null`: none was sent)
 * fills the tool's first text field, `quillstack.input` any field (it wins over the text), and
 * `quillstack`'s options, preset, draft and style-guide opt-out pass as they are. `param` names
 * where the text was looked for, for the error.
 */
export function runBodyFor(
  tool: ToolEntry,
  text: string | null,
  extra: QuillstackFields,
  param: string,
): { body: unknown } | { error: OpenAiError } {
  const main = tool.fields.find(isTextField);
  if (text === null && !extra.input) {
    return { error: invalidRequest(`${param} must include a user message with the text to work on.`, param) };
  }
  const input = { ...(main && text !== null ? { [main.name]: text } : {}), ...extra.input };
  return {
    body: {
      input,
      ...(extra.options ? { options: extra.options } : {}),
      ...(extra.presetId !== undefined ? { presetId: extra.presetId } : {}),
      ...(extra.draftIndex !== undefined ? { draftIndex: extra.draftIndex } : {}),
      ...(extra.styleGuide !== undefined ? { styleGuide: extra.styleGuide } : {}),
    },
  };
}

/**
 * A chat completion's run body: the last user message is the text (earlier messages are not
 * sent: a tool is not a chat).
 */
export function runBodyOf(tool: ToolEntry, request: ChatRequest): { body: unknown } | { error: OpenAiError } {
  if ((request.n ?? 1) !== 1)
    return { error: invalidRequest("Only n = 1 is supported: a tool gives one answer.", "n") };
  if (request.tools?.length || request.functions?.length) {
    return {
      error: invalidRequest("Tools and function calling are not supported: each model is itself a tool.", "tools"),
    };
  }
  const lastUser = request.messages.findLast((m) => m.role === "user");
  const text = lastUser ? textOf(lastUser.content) : "";
  if (text === null) {
    return { error: invalidRequest("Only text content is supported in messages.", "messages") };
  }
  return runBodyFor(tool, lastUser ? text : null, request.quillstack ?? {}, "messages");
}
