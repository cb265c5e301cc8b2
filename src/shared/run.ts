import { z } from "zod";

/** The run contract (DESIGN.md): request body, SSE events, and the refusals' spec wording. */
export const TEXT_MAX_CHARS = 50_000;

export const runRequestSchema = z.object({
  input: z.object({
    text: z
      .string({ error: "Please enter some text to process." })
      .max(TEXT_MAX_CHARS, `Text is too long (maximum ${TEXT_MAX_CHARS.toLocaleString("en-US")} characters).`)
      .refine((text) => text.trim().length > 0, "Please enter some text to process."),
  }),
  options: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  presetId: z.string().max(50).optional(),
});

export type RunRequest = z.infer<typeof runRequestSchema>;

export type RunDone = { output: string; wordsCharged: number; usage: { wordsUsed: number; wordsLimit: number } };
export type RunErrorEvent = { code: string; title: string; message: string };

export const REFUSALS = {
  globalDisabled: {
    code: "SERVICE_UNAVAILABLE",
    title: "Service Temporarily Unavailable",
    message: "API temporarily disabled by admin. Please try again later.",
  },
  toolDisabled: (toolName: string) => ({
    code: "TOOL_DISABLED",
    title: `${toolName} Temporarily Unavailable`,
    message: "This tool is temporarily disabled for maintenance. Please try again later or contact support.",
  }),
  limitReached: (limit: number) => ({
    code: "WORD_LIMIT_REACHED",
    title: "Word Limit Reached",
    message: `You've reached your ${limit.toLocaleString("en-US")} word limit. Upgrade to continue using our tools.`,
  }),
  inputTooLong: (words: number, remaining: number) => ({
    code: "INPUT_EXCEEDS_REMAINING",
    title: "Word Limit Exceeded",
    message: `This text contains ${words} words, but you only have ${remaining} words remaining in your free plan.`,
  }),
  wouldExceed: {
    code: "WORD_LIMIT_EXCEEDED",
    title: "Word Limit Exceeded",
    message: "This operation would exceed your word limit.",
  },
  usageFailed: {
    code: "USAGE_UPDATE_FAILED",
    title: "Error",
    message: "Failed to update word usage. Please try again.",
  },
} as const;

/** Per-tool failure wording from spec tool-catalogue §8; others use the generic message. */
export const FAILURE_MESSAGES: Record<string, string> = {
  paraphraser: "Failed to paraphrase text. Please try again.",
  "sentence-rewriter": "Failed to rewrite sentences. Please try again.",
  "question-generator": "Failed to generate questions. Please try again.",
  "resume-writer": "Failed to generate resume. Please try again.",
  "tone-adjuster": "Failed to adjust tone. Please try again.",
  "email-campaign": "Failed to generate email campaign.",
  "hook-generator": "Failed to generate hooks.",
  humanizer: "Failed to humanize text.",
};
export const GENERIC_FAILURE = "Failed to process text. Please try again.";
