import type { Tool, Values } from "@shared/tools";

export type BuiltPrompt = { system: string; prompt: string; temperature: number; maxTokens: number; presetId?: string };

const DEFAULT_MAX_TOKENS = 2000;

/**
 * Builds the model call from the tool's entry and the validated values. A tool with presets uses
 * the chosen preset (the first by default); the client only picks a preset by id and never sends
 * prompt text. Returns null for an unknown preset.
 */
export function buildPrompt(tool: Tool, values: Values, presetId?: string): BuiltPrompt | null {
  const presets = tool.presets ?? [];
  if (presets.length > 0) {
    const preset = presetId ? presets.find((p) => p.id === presetId) : presets[0];
    if (!preset) return null;
    return {
      system: preset.systemPrompt,
      prompt: preset.userPromptTemplate.replace("{text}", String(values.text ?? "").trim()),
      temperature: preset.temperature,
      maxTokens: preset.maxTokens,
      presetId: preset.id,
    };
  }
  if (presetId) return null;
  const built = tool.prompt(values);
  return {
    system: built.system,
    prompt: built.prompt,
    temperature: built.temperature ?? 0.5,
    maxTokens: built.maxTokens ?? DEFAULT_MAX_TOKENS,
  };
}
