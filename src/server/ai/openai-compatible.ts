import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject, streamText } from "ai";
import { AiError, type AiProvider, type GenerateRequest, type ProviderStatus } from "./types";

export type OpenAiCompatibleOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio,
 * OpenRouter…) through the AI SDK. Streams, aborts with the caller's signal, and gives up on a
 * server that stops sending for too long.
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
    async *streamText(request: GenerateRequest) {
      const result = streamText({
        model: upstream.chatModel(options.model),
        system: request.system,
        prompt: request.prompt,
        temperature: request.temperature,
        maxOutputTokens: request.maxTokens,
        abortSignal: request.signal,
        maxRetries: 1,
        timeout: { chunkMs: timeoutMs },
        // Failures surface as the stream's error part below; the SDK's default console dump is noise.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") yield part.text;
        else if (part.type === "error") throw toAiError(part.error);
        else if (part.type === "abort") {
          // Not our caller's abort: the SDK gave up on a server that stopped sending.
          if (!request.signal.aborted) throw new AiError("UPSTREAM_TIMEOUT", "The AI service took too long to answer.");
          return;
        }
      }
    },
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
