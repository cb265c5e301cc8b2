import { categoryOf } from "@shared/checking/categories";
import type { LintIssue } from "@shared/lint-issue";
import { ruleIdOf } from "./rules";

/** Characters of context on each side of a match, as LanguageTool's server gives by default. */
const CONTEXT_CHARS = 40;

/**
 * How far the sentence around a match reaches on each side. A 50,000-character text with no full
 * stop is one sentence: unbounded, every match of thousands would scan it and repeat it in the
 * answer (seconds of work and hundreds of megabytes).
 */
const SENTENCE_REACH = 500;

/** The sentence around [start, end): from after the previous sentence end to the next one (or line break). */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  const first = Math.max(0, start - SENTENCE_REACH);
  while (from > first && !/[.!?\n]/.test(text[from - 1])) from--;
  let to = end;
  const last = Math.min(text.length, end + SENTENCE_REACH);
  while (to < last && !/[.!?\n]/.test(text[to])) to++;
  // The sentence's own full stop (or ! or ?) belongs to it; a line break or a cut does not.
  if (to < text.length && /[.!?]/.test(text[to])) to++;
  return text.slice(from, to).trim();
}

/** LanguageTool's `context`: the match with up to 40 characters each side, "..." where cut. */
function contextAround(text: string, start: number, end: number) {
  const from = Math.max(0, start - CONTEXT_CHARS);
  const to = Math.min(text.length, end + CONTEXT_CHARS);
  const before = (from > 0 ? "..." : "") + text.slice(from, start);
  const shown = `${before}${text.slice(start, to)}${to < text.length ? "..." : ""}`;
  return { text: shown.replace(/\n/g, " "), offset: before.length, length: end - start };
}

/**
 * One finding as a LanguageTool match. Offsets and lengths are UTF-16 code units (Harper's spans
 * already are) of the original request (`toOriginal` maps annotated text back); context and
 * sentence come from the checked text.
 */
export function matchOf(
  issue: LintIssue,
  checked: { text: string; toOriginal: (offset: number) => number },
  descriptions: Record<string, string>,
  longCode: string,
) {
  const { start, end } = issue;
  const offset = checked.toOriginal(start);
  const category = categoryOf(issue.kind);
  const replacements = issue.suggestions.slice(0, 5);
  return {
    message: issue.explanation,
    shortMessage: category.name,
    replacements: replacements.map((value) => ({ value })),
    offset,
    // The end maps from the match's last unit: at a markup boundary it stays before the markup.
    length: end > start ? checked.toOriginal(end - 1) + 1 - offset : 0,
    context: contextAround(checked.text, start, end),
    sentence: sentenceAround(checked.text, start, end),
    // LanguageTool's match type: clients draw unknown words (spelling) apart from hints (style).
    type: { typeName: category.typeName },
    rule: {
      id: ruleIdOf(issue, longCode),
      description: descriptions[issue.rule] ?? issue.rule,
      issueType: category.issueType,
      category: { id: category.id, name: category.name },
    },
    ignoreForIncompleteSentence: false,
    contextForSureMatch: 0,
  };
}
export type Match = ReturnType<typeof matchOf>;
