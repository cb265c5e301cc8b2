import type { LintIssue } from "../lint-issue";
import { likelyName } from "./names";

/**
 * Harper rules whose findings are a preference, not an error (docs/decisions/0050): filed as style
 * hints, so they show at the picky level only. On the JFLEG dev set's human corrections (correct
 * sentences) these flagged what fluent writers write: "Thus I agree" (DiscourseMarkers: a comma
 * after it), "non-stop" (DisjointPrefixes), "and also" (AvoidAndAlso), "all of the" (CondenseAllThe).
 */
const HINT_RULES = new Set(["DiscourseMarkers", "DisjointPrefixes", "AvoidAndAlso", "CondenseAllThe"]);

/**
 * Harper rules left out: on the same sentences their suggestions were wrong more often than right
 * ("Lawyers are young people" → drop "are"; "considerably less likely" → "considerably few").
 */
const OFF_RULES = new Set(["MissingPreposition", "VeryLess"]);

/**
 * Harper's findings in `text` as we file them: the rules above made hints or left out, a likely name
 * not called a misspelling (./names.ts), every other as it came.
 */
export function tunedFindings(issues: LintIssue[], text: string): LintIssue[] {
  return issues
    .filter((issue) => !OFF_RULES.has(issue.rule) && !likelyName(issue, text))
    .map((issue) =>
      HINT_RULES.has(issue.rule)
        ? { ...issue, kind: "Style", type: "style" as const, severity: "low" as const }
        : issue,
    );
}
