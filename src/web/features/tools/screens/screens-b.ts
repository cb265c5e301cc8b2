import type { ToolScreen } from "./index";

/** Dedicated screens, group B (long-form writer, grammar checker, legal draft, translator). */
export const SCREENS_B: Record<string, ToolScreen> = {};
