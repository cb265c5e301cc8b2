import { presetsFor } from "../../shared/presets";
import type { RunRequest } from "../../shared/run";
import { TOOL_PROMPTS } from "../../shared/tool-prompts";
import type { ToolEntry } from "../../shared/tools";

export type BuiltPrompt = { system: string; prompt: string; temperature: number; maxTokens: number; presetId?: string };

const DEFAULT_MAX_TOKENS = 2000;

/**
 * Builds the model call from the registry entry and the validated input. The client only chooses a
 * preset by id; it never sends prompt text to execute. Returns null for an unknown preset.
 */
export function buildPrompt(tool: ToolEntry, request: RunRequest): BuiltPrompt | null {
  const text = request.input.text.trim();
  const presets = presetsFor(tool.slug);
  if (presets.length > 0) {
    const preset = request.presetId ? presets.find((p) => p.id === request.presetId) : presets[0];
    if (!preset) return null;
    return {
      system: preset.systemPrompt,
      prompt: preset.userPromptTemplate.replace("{text}", text),
      temperature: preset.temperature,
      maxTokens: preset.maxTokens,
      presetId: preset.id,
    };
  }
  if (request.presetId) return null;
  const entry = TOOL_PROMPTS[tool.slug];
  return {
    system: `You are the ${tool.name} of Quillstack, a writing assistant. ${entry.instruction} Answer with the result only: no preamble, no notes about what you did.`,
    prompt: text,
    temperature: entry.temperature ?? 0.5,
    maxTokens: entry.maxTokens ?? DEFAULT_MAX_TOKENS,
  };
}
