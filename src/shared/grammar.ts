/**
 * The grammar checker's result as the server sends it, its score, and accepting its fixes in the
 * browser. One penalty table serves both the server's score and the browser's score after a fix.
 */

export type IssueType = "grammar" | "spelling" | "punctuation" | "style";
export type Severity = "high" | "medium" | "low";

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

/** Non-overlapping spans of the issues found in `text`, in order, for highlighting. */
export function highlightSpans(
  text: string,
  issues: GrammarIssue[],
): { start: number; end: number; issue: GrammarIssue }[] {
  const spans = issues
    .map((issue) => {
      const span = locate(text, issue);
      return span ? { start: span[0], end: span[1], issue } : null;
    })
    .filter((s): s is { start: number; end: number; issue: GrammarIssue } => s !== null && s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const kept: typeof spans = [];
  for (const span of spans) if (!kept.length || span.start >= kept[kept.length - 1].end) kept.push(span);
  return kept;
}
