import type { ToolGroupId } from "@shared/tools";
import { Compass, Languages, type LucideIcon, PenLine, RefreshCw, Sparkles } from "lucide-react";

export const GROUP_ICONS: Record<ToolGroupId, LucideIcon> = {
  write: PenLine,
  rewrite: RefreshCw,
  improve: Sparkles,
  explore: Compass,
  translator: Languages,
};
