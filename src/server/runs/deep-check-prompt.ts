import { fenceJson, jsonLine } from "@shared/prompt-data";
import type { EffectiveGuide } from "@shared/style-guide";
import type { Tool } from "@shared/tools";
import { countWords } from "@shared/words";
import type { ParagraphAsk } from "../ai/correct-paragraphs";
import { guideInstructions, guidePartsFor } from "./guide-prompt";
import { buildPrompt } from "./prompt";

/** The tag the paragraph is fenced in, as data (the registry's instruction names it). */
export const TEXT_TAG = "text";

/**
 * A paragraph's deep-check call (docs/decisions/0047-deep-check.md): the grammar checker's own
 * prompt from the registry (its instruction, the dialect chosen), with the paragraph fenced as JSON
 * data instead of pasted in, and the style guide's block for a check (its terms) added to the
 * system prompt. The same for POST /api/nlp/deep-check and the grammar checker's run.
 */
export function deepCheckAsk(tool: Tool, dialect: string, guide: EffectiveGuide) {
  const parts = guidePartsFor(tool, { dialect });
  return (paragraph: string): ParagraphAsk => {
    const built = buildPrompt(tool, { dialect, text: fenceJson(TEXT_TAG, jsonLine(paragraph)) });
    if (!built) throw new Error(`${tool.slug} has no prompt of its own`);
    const block = guide.source ? guideInstructions(guide, parts, paragraph) : "";
    return {
      system: block ? `${built.system}\n\n${block}` : built.system,
      prompt: built.prompt,
      temperature: built.temperature,
      // The corrected paragraph, in JSON, is about as long as the paragraph (a token is ~0.75 words).
      maxTokens: Math.min(4000, countWords(paragraph) * 3 + 200),
    };
  };
}
