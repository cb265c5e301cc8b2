/**
 * The grammar checker's result as the server sends it, its score, and accepting its fixes in the
 * browser. One penalty table serves both the server's score and the browser's score after a fix.
 */

/** "guide": a term the user's style guide avoids (shared/guide-issues.ts), found by the offline rules. */
export type IssueType = "grammar" | "spelling" | "punctuation" | "style" | "guide";
export type Severity = "high" | "medium" | "low";

/** Each issue type's name as people read it. */
export const ISSUE_TYPE_LABEL: Record<IssueType, string> = {
  grammar: "Grammar",
  spelling: "Spelling",
  punctuation: "Punctuation",
  style: "Style",
  guide: "Style guide",
};

export type GrammarIssue = {
  type: IssueType;
  severity: Severity;
  text: string;
  suggestion: string;
  explanation: string;
  /** Offsets into the checked text; -1 when the model quoted text it could not be found at. */
  start: number;
  end: number;
  source: "rules" | "ai";
};

export type GrammarResult = {
  issues: GrammarIssue[];
  correctedText: string;
  grammarScore: number;
  engine: "rules" | "rules+ai";
  notice?: string;
};

/** Why a check has the offline rules' findings alone (the result's `notice`; the tool page says the same). */
export const RULES_ONLY_NOTICE = {
  noModel: "No AI model is available, so these are rule-based checks only.",
  aiPaused: "AI suggestions are paused by an administrator, so these are rule-based checks only.",
} as const;

export const SEVERITY_LABEL: Record<Severity, string> = { high: "Critical", medium: "Important", low: "Suggestion" };

/**
 * A rules engine's finding kind (Harper's lint kinds) as one of the four issue types and its
 * severity: grammar and spelling weigh most, punctuation less, and letter case, spacing and style
 * least, so a capital letter is never "Critical".
 */
export function classifyLint(kind: string): { type: IssueType; severity: Severity } {
  switch (kind) {
    case "Spelling":
    case "Typo":
      return { type: "spelling", severity: "high" };
    case "Punctuation":
      return { type: "punctuation", severity: "medium" };
    case "Capitalization":
    case "Formatting":
      return { type: "punctuation", severity: "low" };
    case "Style":
    case "Readability":
    case "Redundancy":
    case "Repetition":
    case "WordChoice":
    case "Enhancement":
    case "Nonstandard":
    case "Regionalism":
      return { type: "style", severity: "low" };
    default:
      return { type: "grammar", severity: "high" };
  }
}

/** True when a fix changes only letter case or whitespace. */
export function isCaseOrSpacingFix(text: string, suggestion: string): boolean {
  const bare = (s: string) => s.toLowerCase().replace(/\s+/g, "");
  return text !== suggestion && bare(text) === bare(suggestion);
}

/** An issue's severity with case and spacing fixes held to "low", whoever (the model) rated them. */
export function settledSeverity(issue: Pick<GrammarIssue, "text" | "suggestion" | "severity">): Severity {
  return isCaseOrSpacingFix(issue.text, issue.suggestion) ? "low" : issue.severity;
}

const PENALTY: Record<Severity, number> = { high: 6, medium: 3, low: 1 };

/** 100 minus weighted issues per 100 words (at least 100 counted), never below 0. */
export function grammarScore(issues: Pick<GrammarIssue, "severity">[], words: number): number {
  const penalty = issues.reduce((sum, i) => sum + PENALTY[i.severity], 0);
  return Math.max(0, Math.round(100 - (penalty * 100) / Math.max(100, words)));
}

/** Where an issue is in `text` now: its own offsets while they still hold, else the first match. */
export function locate(text: string, issue: GrammarIssue): [number, number] | null {
  if (issue.start >= 0 && text.slice(issue.start, issue.end) === issue.text) return [issue.start, issue.end];
  if (!issue.text) return null;
  const at = text.indexOf(issue.text);
  return at < 0 ? null : [at, at + issue.text.length];
}

/**
 * Applies one issue's suggestion to `text`, drops it, and moves the issues after it by the change in
 * length; issues it overlapped lose their offsets and are found again by their text.
 */
export function acceptIssue(
  text: string,
  issues: GrammarIssue[],
  index: number,
): { text: string; issues: GrammarIssue[] } {
  const issue = issues[index];
  const rest = issues.filter((_, i) => i !== index);
  const span = locate(text, issue);
  if (!span) return { text, issues: rest };
  const [start, end] = span;
  const next = text.slice(0, start) + issue.suggestion + text.slice(end);
  const shift = issue.suggestion.length - (end - start);
  const moved = rest.map((other) => {
    if (other.start < 0) return other;
    if (other.start >= end) return { ...other, start: other.start + shift, end: other.end + shift };
    if (other.end <= start) return other;
    return { ...other, start: -1, end: -1 };
  });
  return { text: next, issues: moved };
}

/** The score after fixing one issue: its penalty (as the server weighs it) is given back. */
export function scoreAfterAccept(score: number, severity: Severity, words: number, remaining: number): number {
  if (remaining === 0) return 100;
  return Math.min(100, Math.round(score + (PENALTY[severity] * 100) / Math.max(100, words)));
}

const SEVERITY_RANK: Record<Severity, number> = { high: 2, medium: 1, low: 0 };

/**
 * Non-overlapping spans of the issues found in `text`, in order, for highlighting. Where issues
 * overlap, the text is cut at every span edge and each piece shows the most severe issue covering it
 * (the earlier one on a tie), so no issue disappears: "an other test" under both a grammar issue and
 * a spelling issue on "other" is drawn as three pieces. Neighbouring pieces of one issue are merged.
 * One sweep over the span edges: O(n log n) for n issues.
 */
export function highlightSpans(
  text: string,
  issues: GrammarIssue[],
): { start: number; end: number; issue: GrammarIssue }[] {
  type Edge = { at: number; open: boolean; index: number };
  const located: { start: number; end: number; issue: GrammarIssue }[] = [];
  for (const issue of issues) {
    const span = locate(text, issue);
    if (span && span[1] > span[0]) located.push({ start: span[0], end: span[1], issue });
  }
  const edges: Edge[] = located.flatMap((span, index) => [
    { at: span.start, open: true, index },
    { at: span.end, open: false, index },
  ]);
  // At one position, closings before openings; openings by start order of their issue.
  edges.sort((a, b) => a.at - b.at || Number(a.open) - Number(b.open) || a.index - b.index);
  // The issues covering the sweep's position, by severity; a Set keeps the order they opened in.
  const active: Set<number>[] = [new Set(), new Set(), new Set()];
  const top = (): number | undefined => {
    for (let rank = 2; rank >= 0; rank--) for (const index of active[rank]) return index;
    return undefined;
  };
  const spans: { start: number; end: number; issue: GrammarIssue }[] = [];
  let from = 0;
  for (const edge of edges) {
    const shown = top();
    if (shown !== undefined && edge.at > from) {
      const last = spans[spans.length - 1];
      if (last && last.end === from && last.issue === located[shown].issue) last.end = edge.at;
      else spans.push({ start: from, end: edge.at, issue: located[shown].issue });
    }
    from = edge.at;
    const bucket = active[SEVERITY_RANK[located[edge.index].issue.severity]];
    if (edge.open) bucket.add(edge.index);
    else bucket.delete(edge.index);
  }
  return spans;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How an issue's text or suggestion is shown in a list, so a whitespace fix is never a blank box:
 * whitespace alone is named ("3 spaces", "1 line break"); spaces at the ends or doubled inside text
 * are drawn as "·". Empty stays empty (the caller says "(remove)").
 */
export function visibleFix(text: string): string {
  if (text === "" || /\S/.test(text)) {
    return text
      .replace(/^ +| +$| {2,}/g, (run) => "·".repeat(run.length))
      .replace(/\t/g, "⇥")
      .replace(/\r?\n/g, "↵");
  }
  const parts: string[] = [];
  const breaks = (text.match(/\r?\n/g) ?? []).length;
  const tabs = (text.match(/\t/g) ?? []).length;
  const spaces = (text.match(/[^\S\t\r\n]/g) ?? []).length;
  if (spaces) parts.push(plural(spaces, "space", "spaces"));
  if (tabs) parts.push(plural(tabs, "tab", "tabs"));
  if (breaks) parts.push(plural(breaks, "line break", "line breaks"));
  return parts.join(", ");
}
