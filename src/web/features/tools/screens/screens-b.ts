import { lazy } from "react";
import type { ToolScreen } from "./index";

/** Dedicated screens, group B (long-form writer, grammar checker, legal draft, translator). */
export const SCREENS_B: Record<string, ToolScreen> = {
  "long-form-writer": lazy(() => import("./long-form/LongFormScreen")),
  "grammar-checker": lazy(() => import("./grammar/GrammarScreen")),
  "legal-draft": lazy(() => import("./legal/LegalScreen")),
  "language-translator": lazy(() => import("./translator/TranslatorScreen")),
};
