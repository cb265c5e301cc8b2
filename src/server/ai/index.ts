import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../log";
import { createLocalProvider, DEFAULT_LOCAL_MODEL } from "./local";
import { createNoProvider } from "./none";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import type { AiProvider } from "./types";

/** The one place that decides which model serves the app; everything else asks the provider. */
export function createProvider(config: Config, log: Logger): AiProvider {
  const chosen = config.ai.provider ?? (config.ai.baseUrl ? "openai-compatible" : "local");
  if (chosen === "none") return createNoProvider();
  if (chosen === "openai-compatible") {
    return createOpenAiCompatibleProvider({
      baseUrl: config.ai.baseUrl!, // config.ts refuses openai-compatible without it
      apiKey: config.ai.apiKey,
      model: config.ai.model ?? "gpt-4o-mini",
    });
  }
  return createLocalProvider({
    model: config.localModel ?? DEFAULT_LOCAL_MODEL,
    modelsDir: path.join(config.dataDir, "models"),
    log,
  });
}
