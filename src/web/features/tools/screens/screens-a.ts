import { lazy } from "react";
import type { ToolScreen } from "./index";

/**
 * Dedicated screens, group A. Question generator, resume writer and bullet summarizer need nothing
 * the spec-driven generic screen lacks (fields, heights, downloads and messages all come from their
 * specs), so they use it.
 */
export const SCREENS_A: Record<string, ToolScreen> = {
  paraphraser: lazy(() => import("./paraphraser/ParaphraserScreen")),
  "sentence-rewriter": lazy(() => import("./sentence-rewriter/SentenceRewriterScreen")),
  "tone-adjuster": lazy(() => import("./tone-adjuster/ToneAdjusterScreen")),
  humanizer: lazy(() => import("./humanizer/HumanizerScreen")),
};
