import type { GuideTerm } from "@shared/style-guide";
import { EMPTY_TERM } from "./guide-form";

/** Between the words to avoid and the words to use: an arrow (→, ->, =>) or a tab (a spreadsheet's columns). */
const SEPARATOR = /\s*(?:→|->|=>|\t)\s*/;

/**
 * Terms pasted as lines of "avoid → prefer" (a third part is the reason: "utilize → use → Plain
 * words read faster."). Null when the text is not such a list (a line without a separator, or a
 * single plain line), so an ordinary paste into a field stays ordinary.
 */
export function parsePastedTerms(text: string): GuideTerm[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const terms: GuideTerm[] = [];
  for (const line of lines) {
    const [avoid, prefer, ...reason] = line.split(SEPARATOR);
    if (!avoid || prefer === undefined) return null;
    terms.push({ ...EMPTY_TERM, avoid, prefer, reason: reason.join(" ").trim() });
  }
  return terms;
}
