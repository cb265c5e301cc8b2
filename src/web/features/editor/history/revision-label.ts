import type { RevisionSummary } from "@shared/documents";
import { findTool } from "@shared/tools";
import { AI_ACTIONS } from "../ai/actions";

/**
 * What a revision is, in words: "Original", "Autosave", "AI: Shorten", "Restored". An AI edit is
 * named as the AI menu named the action the person chose ("Shorten", not the tool's "Sentence
 * Shortener"), without the menu's "(AI)" mark, which the label's "AI:" already says.
 */
export function revisionLabel(revision: Pick<RevisionSummary, "reason" | "sourceTool">): string {
  switch (revision.reason) {
    case "original":
      return "Original";
    case "autosave":
      return "Autosave";
    case "restore":
      return "Restored";
    case "ai": {
      const action = AI_ACTIONS.find((a) => a.tool.slug === revision.sourceTool);
      if (action) return `AI: ${action.label.replace(/ \(AI\)$/, "")}`;
      // A tool the menu no longer offers: its own name.
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
