import type { ComponentType, LazyExoticComponent } from "react";
import type { ToolEntry } from "../../../../shared/tools";
import { SCREENS_A } from "./screens-a";
import { SCREENS_B } from "./screens-b";

export type ToolScreenProps = { tool: ToolEntry };
export type ToolScreen = LazyExoticComponent<ComponentType<ToolScreenProps>>;

/**
 * Tools whose screens really differ from the spec-driven generic screen. Each is lazy-loaded, so a
 * tool page ships only its own screen's code.
 */
export const DEDICATED_SCREENS: Record<string, ToolScreen> = { ...SCREENS_A, ...SCREENS_B };
