import { type OwnRuleIssue, ownRuleIssue } from "../rule-issue";
import { endsWithMark, type Token } from "../tokens";
import { wordCount, wordFrequenciesLoaded } from "../word-frequency";

/**
 * Capitals Harper misses: it leaves the first word of a text alone ("this is fine." has no
 * finding), and a sentence word capitalized after a comma ("For example, When I…"). A paragraph's
 * first word is flagged only when its first sentence is a sentence (three words or more, ended by
 * . ! or ?), so list items and headings written in lower case pass, and only when it is a known
 * word (once the frequency list is loaded), so a misspelling keeps Harper's fix. After a comma only small
 * function words are judged, and only when the next word is in lower case (or "I"): "The Hague" and
 * "It Follows" are names.
 */

const FUNCTION_WORDS = new Set(
  "the it when if my this that these those we they he she there because but and so then in on for with our their his her its you your what which who how why where although though while since after before many most some all".split(
    " ",
  ),
);
const LEADING_MARKS = new Set(['"', "“", "‘", "'", "("]);
const LOWER_WORD = /^\p{Ll}[\p{Ll}'’-]*$/u;
const CAPITALIZED = /^\p{Lu}\p{Ll}*$/u;

const RULE = "QsSentenceCapital";
const KIND = "Capitalization";

function firstWordOfText(text: string, tokens: Token[]): OwnRuleIssue | undefined {
  const i = tokens.findIndex((t) => t.word);
  const first = tokens[i];
  // Only marks that open a sentence may come before it ("(this…", not "- item" or "1. item").
  if (!first || !LOWER_WORD.test(first.text) || tokens.slice(0, i).some((t) => !LEADING_MARKS.has(t.text)))
    return undefined;
  // A misspelled first word ("becase") gets Harper's spelling fix instead: on the same span ours would hide it.
  if (wordFrequenciesLoaded() && wordCount(first.text) === 0) return undefined;
  // A heading or list item (cut off by a line break, or without . ! ?) may start in lower case.
  if (!endsWithMark(tokens, i)) return undefined;
  const words = tokens.filter((t) => t.word && t.sentence === first.sentence).length;
  if (words < 3) return undefined;
  const capital = first.text[0].toUpperCase() + first.text.slice(1);
  return ownRuleIssue(text, first, [capital], "A sentence starts with a capital letter.", RULE, KIND);
}

function capitalAfterComma(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const t = tokens[i];
  if (!t.word || tokens[i - 1]?.sentence !== t.sentence || tokens[i - 1].text !== "," || !CAPITALIZED.test(t.text))
    return undefined;
  if (!FUNCTION_WORDS.has(t.lower)) return undefined;
  const next = tokens[i + 1];
  if (!next?.word || !(LOWER_WORD.test(next.text) || next.text === "I")) return undefined;
  return ownRuleIssue(
    text,
    t,
    [t.text.toLowerCase()],
    "After a comma the sentence goes on: no capital letter here.",
    RULE,
    KIND,
  );
}

export function capitalIssues(text: string, tokens: Token[]): OwnRuleIssue[] {
  const issues: OwnRuleIssue[] = [];
  const first = firstWordOfText(text, tokens);
  if (first) issues.push(first);
  for (let i = 1; i < tokens.length; i++) {
    const issue = capitalAfterComma(text, tokens, i);
    if (issue) issues.push(issue);
  }
  return issues;
}
