import type { RevisionSummary } from "@shared/documents";
import { findTool } from "@shared/tools";

/** What a revision is, in words: "Original", "Autosave", "AI: Shortener", "Restored". */
export function revisionLabel(revision: Pick<RevisionSummary, "reason" | "sourceTool">): string {
  switch (revision.reason) {
    case "original":
      return "Original";
    case "autosave":
      return "Autosave";
    case "restore":
      return "Restored";
    case "ai": {
      const tool = revision.sourceTool ? findTool(revision.sourceTool) : undefined;
      return tool ? `AI: ${tool.name}` : "AI edit";
    }
  }
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "3 minutes ago", "yesterday"… */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), "minute");
}
