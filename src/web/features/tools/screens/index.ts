import type { ScreenId } from "@shared/tools";
import { lazy } from "react";
import type { ToolScreen } from "./types";

/**
 * The dedicated screens, by the `screen` an entry names (every other tool uses the generic screen).
 * Each is lazy-loaded, so a tool page ships only its own screen's code.
 */
export const SCREENS: Record<ScreenId, ToolScreen> = {
  paraphraser: lazy(() => import("./paraphraser/ParaphraserScreen")),
  "sentence-rewriter": lazy(() => import("./sentence-rewriter/SentenceRewriterScreen")),
  "tone-adjuster": lazy(() => import("./tone-adjuster/ToneAdjusterScreen")),
  humanizer: lazy(() => import("./humanizer/HumanizerScreen")),
  "long-form": lazy(() => import("./long-form/LongFormScreen")),
  grammar: lazy(() => import("./grammar/GrammarScreen")),
  legal: lazy(() => import("./legal/LegalScreen")),
  translator: lazy(() => import("./translator/TranslatorScreen")),
};
