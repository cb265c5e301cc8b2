import { Compass, Languages, type LucideIcon, PenLine, RefreshCw, Sparkles } from "lucide-react";
import type { ToolGroupId } from "../../../shared/tools";

export const GROUP_ICONS: Record<ToolGroupId, LucideIcon> = {
  write: PenLine,
  rewrite: RefreshCw,
  improve: Sparkles,
  explore: Compass,
  translator: Languages,
};
