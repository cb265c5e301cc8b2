import type { LintIssue } from "../lint-issue";
import { likelyName } from "./names";
import { commonWordsNear } from "./spelling-rank";
import { knownFormation } from "./word-formation";

/**
 * Harper rules whose findings are a preference, not an error (docs/decisions/0050): filed as style
 * hints, so they show at the picky level only. On the JFLEG dev set's human corrections (correct
 * sentences) these flagged what fluent writers write: "Thus I agree" (DiscourseMarkers: a comma
 * after it), "non-stop" (DisjointPrefixes), "and also" (AvoidAndAlso), "all of the" (CondenseAllThe).
 */
const HINT_RULES = new Set(["DiscourseMarkers", "DisjointPrefixes", "AvoidAndAlso", "CondenseAllThe"]);

/**
 * MassNouns on an article or "every" before a noun ("a thief", "a hesitancy", "a confidence" taken
 * for mass nouns: 7 references flagged; its fixes "every piece of knowledge" took as many sentences
 * farther from the references as closer) is a hint too; on a plural ("pollutions" → "pollution"),
 * filed as Grammar, it stays an error.
 */
const isHint = (issue: LintIssue) =>
  HINT_RULES.has(issue.rule) || (issue.rule === "MassNouns" && issue.kind === "Agreement");

/**
 * Harper rules left out: on the same sentences their suggestions were wrong more often than right
 * ("Lawyers are young people" → drop "are"; "considerably less likely" → "considerably few").
 */
const OFF_RULES = new Set(["MissingPreposition", "VeryLess"]);

/**
 * OrthographicConsistency capitalizing a single letter ("u" → "U", "o" → "O": chat spellings of
 * "you" and "oh") or a word one slip from a common word ("yong" → "Yong", a name, where "young" was
 * meant) takes a misspelling for a name; its other fixes ("italian" → "Italian", "tv" → "TV") stand.
 */
const nameCapital = (issue: LintIssue) =>
  issue.rule === "OrthographicConsistency" &&
  /^\p{Ll}+$/u.test(issue.text) &&
  issue.suggestion === issue.text.charAt(0).toUpperCase() + issue.text.slice(1) &&
  (issue.text.length === 1 || (issue.text.length >= 4 && commonWordsNear(issue.text).length > 0));

/**
 * Harper's findings in `text` as we file them: the rules above made hints or left out, a likely name
 * or a word made with a prefix not called a misspelling (./names.ts, ./word-formation.ts), a name's
 * capital not asked for (above), every other as it came.
 */
export function tunedFindings(issues: LintIssue[], text: string): LintIssue[] {
  return issues
    .filter(
      (issue) =>
        !OFF_RULES.has(issue.rule) && !likelyName(issue, text) && !knownFormation(issue, text) && !nameCapital(issue),
    )
    .map((issue) =>
      isHint(issue) ? { ...issue, kind: "Style", type: "style" as const, severity: "low" as const } : issue,
    );
}
