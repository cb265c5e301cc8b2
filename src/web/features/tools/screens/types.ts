import type { ToolEntry } from "@shared/tools";
import type { ComponentType, LazyExoticComponent } from "react";

export type ToolScreenProps = { tool: ToolEntry };
export type ToolScreen = LazyExoticComponent<ComponentType<ToolScreenProps>>;
