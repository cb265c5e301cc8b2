import type { RevisionSummary } from "@shared/documents";
import { findTool } from "@shared/tools";
import { AI_ACTIONS, type AiAction } from "../ai/actions";

/**
 * An action whose second list the person chose from, named with the choice: "Translate to French".
 * Without a recorded choice (a run from before options were listed), the action's name alone.
 */
const WITH_CHOICE: Record<string, (choice: string) => string> = {
  translate: (language) => `Translate to ${language}`,
  tone: (tone) => `Change tone to ${tone.toLowerCase()}`,
  paraphrase: (mode) => `Paraphrase (${mode})`,
};

/** The label of the choice `options` recorded for the action's second list, if any. */
function chosen(action: AiAction, options: RevisionSummary["sourceOptions"] | undefined): string | undefined {
  if (!action.pick || !options) return undefined;
  const value = options[action.pick.name];
  return action.pick.choices.find((choice) => choice.value === value)?.label;
}

/**
 * What a revision is, in words: "Original", "Autosave", "AI: Shorten", "AI: Translate to French",
 * "Restored". An AI edit is named as the AI menu named the action the person chose ("Shorten", not
 * the tool's "Sentence Shortener"), without the menu's "(AI)" mark, which the label's "AI:" already
 * says, and with what they picked in its second list (a language, a tone, a mode).
 */
export function revisionLabel(
  revision: Pick<RevisionSummary, "reason" | "sourceTool"> & Partial<Pick<RevisionSummary, "sourceOptions">>,
): string {
  switch (revision.reason) {
    case "original":
      return "Original";
    case "autosave":
      return "Autosave";
    case "restore":
      return "Restored";
    case "ai": {
      const action = AI_ACTIONS.find((a) => a.tool.slug === revision.sourceTool);
      if (action) {
        const choice = chosen(action, revision.sourceOptions);
        const named = choice && WITH_CHOICE[action.id];
        return `AI: ${named ? named(choice) : action.label.replace(/ \(AI\)$/, "")}`;
      }
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
