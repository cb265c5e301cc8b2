import type { ToolScreen } from "./index";

/** Dedicated screens, group A (paraphraser, sentence rewriter, tone adjuster, humanizer, …). */
export const SCREENS_A: Record<string, ToolScreen> = {};
