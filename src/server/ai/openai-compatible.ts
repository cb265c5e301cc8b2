import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject } from "ai";
import { streamChat } from "./chat-stream";
import { AiError, type AiProvider, type GenerateRequest, type ProviderStatus } from "./types";

export type OpenAiCompatibleOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio,
 * OpenRouter…): text streams through a lean client (chat-stream.ts), structured output through the
 * AI SDK. Both abort with the caller's signal and give up on a server that stops sending for too long.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const upstream = createOpenAICompatible({
    name: "upstream",
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: true,
  });
  const status: ProviderStatus = { provider: "openai-compatible", state: "ready", model: options.model };
  const timeoutMs = options.timeoutMs ?? 120_000;

  return {
    name: "openai-compatible",
    status: () => status,
    streamText: (request: GenerateRequest) =>
      streamChat({ baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.model, timeoutMs }, request),
    async generateObject(request, schema) {
      try {
        const result = await generateObject({
          model: upstream.chatModel(options.model),
          schema,
          system: request.system,
          prompt: request.prompt,
          temperature: request.temperature,
          maxOutputTokens: request.maxTokens,
          abortSignal: request.signal,
          maxRetries: 1,
          timeout: { totalMs: timeoutMs },
        });
        return result.object;
      } catch (error) {
        throw toAiError(error);
      }
    },
  };
}

function toAiError(error: unknown): AiError {
  const message = error instanceof Error ? error.message : String(error);
  return new AiError("UPSTREAM_ERROR", `The AI service failed: ${message}`);
}
