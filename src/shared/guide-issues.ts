import type { RuleIssue } from "./lint-issue";
import { findGuideTerms, type GuideTerm, guideExplanation, preferredFor } from "./style-guide";

/**
 * Style guide findings as the offline checks' issues (docs/features.md "Style guides"): the same shape as a
 * Harper finding, so the grammar checker, POST /api/nlp/check, the LanguageTool endpoint and the
 * editor's checking as you type draw, count and fix them like any other, under a type of their own.
 */

/** A term the guide avoids, where the text uses it, with the guide's term in the text's case as the fix. */
export type GuideIssue = RuleIssue & { type: "guide"; suggestions: string[] };

/** Every use in `text` of a term the guide avoids, in order. Offsets are UTF-16 units, as Harper's. */
export function guideIssues(text: string, terms: readonly GuideTerm[]): GuideIssue[] {
  if (terms.length === 0) return [];
  return findGuideTerms(text, terms).map((match) => {
    const suggestion = preferredFor(match);
    return {
      type: "guide",
      // A house rule is asked for by the organization (or the writer): above a hint, below an error.
      severity: "medium",
      text: match.text,
      suggestion,
      suggestions: [suggestion],
      explanation: guideExplanation(match.term),
      start: match.start,
      end: match.end,
    };
  });
}

/** The same findings as the server's plain rule issues (the grammar checker's shape: one suggestion). */
export function plainGuideIssues(text: string, terms: readonly GuideTerm[]): RuleIssue[] {
  return guideIssues(text, terms).map(({ suggestions: _, ...issue }) => issue);
}

type Span = { start: number; end: number };

/** True when two findings cover some of the same text (an insertion counts inside a span, not at its edges). */
const overlaps = (a: Span, b: Span) =>
  a.start === a.end ? b.start < a.start && a.start < b.end : a.start < b.end && b.start < a.end;

/**
 * The rules' findings with the guide's: a guide finding wins over a rule finding on the same words
 * (the guide is what the writer was asked to follow, and one underline says one thing), and the
 * result is in text order.
 */
export function withGuideIssues<R extends Span, G extends Span>(rules: R[], guide: G[]): (R | G)[] {
  if (guide.length === 0) return rules;
  const kept = rules.filter((rule) => !guide.some((g) => overlaps(rule, g)));
  return [...kept, ...guide].sort((a, b) => a.start - b.start || a.end - b.end);
}
