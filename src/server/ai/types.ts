import type { z } from "zod";

/** What the run pipeline asks of a model, whichever provider serves it. */
export type GenerateRequest = {
  system: string;
  prompt: string;
  temperature: number;
  maxTokens: number;
  signal: AbortSignal;
  /** Told when the model stopped because it reached its output limit (maxTokens), not because it finished. */
  onLengthLimit?: () => void;
};

export type ProviderName = "local" | "openai-compatible" | "none";

export type ProviderStatus = {
  provider: ProviderName;
  state: "ready" | "downloading" | "loading" | "unavailable" | "error";
  model: string | null;
  percent?: number;
  error?: string;
};

export interface AiProvider {
  readonly name: ProviderName;
  status(): ProviderStatus;
  /** Yields text as the model writes it; throws AiError on failure; stops when `signal` aborts. */
  streamText(request: GenerateRequest): AsyncIterable<string>;
  /** Structured output: an object matching `schema` (JSON schema sent to the model / grammar-constrained). */
  generateObject<T>(request: GenerateRequest, schema: z.ZodType<T>): Promise<T>;
  /**
   * Whether a request fits what the model can read and write at once (its context), asked before
   * any word is reserved; an AiError says why not. Providers that size nothing themselves (a remote
   * server enforces its own limits) leave it out.
   */
  checkFit?(request: Pick<GenerateRequest, "system" | "prompt" | "maxTokens">): AiError | null;
  close?(): Promise<void>;
}

/** A failure the user should read about, with its own title where one exists (e.g. 'Request timed out'). */
export class AiError extends Error {
  constructor(
    public code: string,
    message: string,
    public title = "Error",
  ) {
    super(message);
  }
}

/** Why a run cannot start now (model missing, still downloading, none configured), or null. */
export function unavailability(status: ProviderStatus): AiError | null {
  switch (status.state) {
    case "ready":
      return null;
    case "downloading":
      return new AiError(
        "MODEL_DOWNLOADING",
        `The AI model is still downloading (${Math.floor(status.percent ?? 0)}%). Please try again in a few minutes.`,
        "Model Not Ready",
      );
    case "loading":
      return new AiError("MODEL_LOADING", "The AI model is loading. Please try again in a moment.", "Model Not Ready");
    default:
      return new AiError(
        status.provider === "none" ? "AI_NOT_CONFIGURED" : "MODEL_UNAVAILABLE",
        status.provider === "none"
          ? "No AI model is configured. Set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to an OpenAI-compatible server, or unset AI_PROVIDER to use the embedded local model."
          : `Model unavailable: ${status.error ?? "unknown error"}`,
        "AI Unavailable",
      );
  }
}
