import type { LintIssue } from "../lint-issue";
import { typingDistance } from "./spelling-rank";
import { startsSentenceAt } from "./tokens";

/**
 * A word Harper does not know that is most likely a name or an acronym, not a misspelling: inside a
 * sentence, in capitals ("INWALL"), or capitalized beside another capitalized word ("Diana Krall",
 * "Ho Chi Minh") or with no suggestion within one slip of it ("Belgrano" is not "Belgrade").
 * "Amricans" → "Americans" and "Compuer" → "Computer" stay misspellings. On the JFLEG dev set's
 * human corrections, such names were two thirds of the unknown capitalized words flagged.
 */
export function likelyName(issue: LintIssue, text: string): boolean {
  if (issue.rule !== "SpellCheck" || startsSentenceAt(text, issue.start)) return false;
  const word = issue.text;
  if (/^\p{Lu}{2,}$/u.test(word)) return true;
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  if (capitalizedNeighbour(text, issue.start, issue.end)) return true;
  const typed = word.toLowerCase();
  return !issue.suggestions.some((s) => typingDistance(typed, s.toLowerCase()) <= 1);
}

/** The word right before or after the span is capitalized (and not "I", nor a sentence's first word). */
function capitalizedNeighbour(text: string, start: number, end: number): boolean {
  const previous = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, start - 60), start));
  const next = /^\s+(\p{L}+)/u.exec(text.slice(end, end + 60));
  const capital = (word: string | undefined) => !!word && word !== "I" && /^\p{Lu}/u.test(word);
  const previousStarts = previous && startsSentenceAt(text, start - previous[0].length);
  return (capital(previous?.[1]) && !previousStarts) || capital(next?.[1]);
}
