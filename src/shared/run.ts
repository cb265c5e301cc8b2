/** The run contract shared by server and browser: request body, SSE events, and the refusals' wording. */
export const TEXT_MAX_CHARS = 50_000;

export type RunDone = {
  output: string;
  wordsCharged: number;
  usage: { wordsUsed: number; wordsLimit: number };
  /** The output was cut short: the allowance ran out (it stops at the last word covered) or the model hit its length limit. */
  truncated: boolean;
  /** The run's row, which is its document (GET /api/documents/{id}). */
  documentId: string;
};

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
  estimateTooLarge: (need: number, remaining: number) => ({
    code: "ESTIMATE_EXCEEDS_REMAINING",
    title: "Word Limit Exceeded",
    message: `This document needs about ${need} words, but you only have ${remaining} words remaining in your free plan.`,
  }),
  wouldExceed: {
    code: "WORD_LIMIT_EXCEEDED",
    title: "Word Limit Exceeded",
    message: "This operation would exceed your word limit.",
  },
  /** A run its server stopped (shutdown, or it lost its lease); what it wrote so far is kept and charged. */
  interrupted: {
    code: "RUN_INTERRUPTED",
    title: "Run Interrupted",
    message: "This run was interrupted before it finished. The text written so far is saved in your documents.",
  },
  /** Every slot taken and the line of runs waiting full (a burst): told when to try again, never a 5xx. */
  queueFull: {
    code: "RUN_QUEUE_FULL",
    title: "Busy Right Now",
    message: "Many runs are waiting right now. Please try again in a few seconds.",
  },
  /** A run that waited for a slot while this server shut down. */
  restarting: {
    code: "SERVER_RESTARTING",
    title: "Service Temporarily Unavailable",
    message: "The server is restarting. Please try again in a moment.",
  },
  usageFailed: {
    code: "USAGE_UPDATE_FAILED",
    title: "Error",
    message: "Failed to update word usage. Please try again.",
  },
} as const;

/** Failure codes of the model itself (a server's error, the embedded model's crash). */
export const MODEL_FAILURE_CODES: readonly string[] = ["UPSTREAM_ERROR", "MODEL_ERROR"];

/** The spec's words for a model that stopped answering, the same for every tool. */
export const TIMED_OUT_MESSAGE = "Request timed out";

/**
 * What a run's failure says to the user: a timeout is 'Request timed out'; any other failure of the
 * model, whichever provider (a server's error, the embedded model's crash), is the tool's own
 * failure message (`failure`, src/shared/tools/types.ts) under its failure title; the detail goes to the server's log only. A
 * result that came back empty keeps its own words.
 */
export function failureShown(
  tool: { failure: string; failureTitle?: string },
  failure: { code: string; title: string; message: string },
): { code: string; title: string; message: string } {
  // Copied field by field: an Error's message is not an enumerable property, so JSON would drop it.
  if (failure.code === "EMPTY_RESULT") return { code: failure.code, title: failure.title, message: failure.message };
  const title = tool.failureTitle ?? "Error";
  if (failure.code === "UPSTREAM_TIMEOUT") return { code: failure.code, title, message: TIMED_OUT_MESSAGE };
  return { code: failure.code, title, message: tool.failure };
}
