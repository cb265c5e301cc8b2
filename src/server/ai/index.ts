import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../log";
import { createLocalProvider, DEFAULT_LOCAL_MODEL } from "./local";
import { createNoProvider } from "./none";
import type { OpenAiCompatibleOptions } from "./openai-compatible";
import type { AiProvider, ProviderStatus } from "./types";

/** The one place that decides which model serves the app; everything else asks the provider. */
export function createProvider(config: Config, log: Logger): AiProvider {
  const chosen = config.ai.provider ?? (config.ai.baseUrl ? "openai-compatible" : "local");
  if (chosen === "none") return createNoProvider();
  if (chosen === "openai-compatible") {
    return lazyOpenAiCompatibleProvider({
      baseUrl: config.ai.baseUrl!, // config.ts refuses openai-compatible without it
      apiKey: config.ai.apiKey,
      model: config.ai.model ?? "gpt-4o-mini",
      timeoutMs: config.ai.timeoutSeconds * 1000,
    });
  }
  return createLocalProvider({
    model: config.localModel ?? DEFAULT_LOCAL_MODEL,
    modelsDir: path.join(config.dataDir, "models"),
    log,
  });
}

/**
 * The OpenAI-compatible provider, with the AI SDK (~20 MB of memory, ~0.3 s to import) loaded on
 * the first generation rather than at start-up: a server that is only serving pages, sessions and
 * documents never pays for it. Its status needs no SDK: the upstream is 'ready' until asked.
 */
function lazyOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  let provider: Promise<AiProvider> | undefined;
  const load = () => {
    provider ??= import("./openai-compatible").then((m) => m.createOpenAiCompatibleProvider(options));
    return provider;
  };
  const status: ProviderStatus = { provider: "openai-compatible", state: "ready", model: options.model };
  return {
    name: "openai-compatible",
    status: () => status,
    async *streamText(request) {
      yield* (await load()).streamText(request);
    },
    async generateObject(request, schema) {
      return (await load()).generateObject(request, schema);
    },
  };
}
