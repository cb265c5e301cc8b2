import { type Lint, type Suggestion, SuggestionKind } from "harper.js";
import { grammarRuleIssues } from "./checking/grammar-rules";
import { commonWordsNear, rankSpellingSuggestions } from "./checking/spelling-rank";
import { wordRuleIssues } from "./checking/word-rules";
import { classifyLint, type GrammarIssue, settledSeverity } from "./grammar";

/**
 * One rule-based finding: the grammar checker's issue shape (its character span included), minus its
 * source. `removes`: the first suggestion deletes the span (so an empty `suggestion` is a fix, not
 * the absence of one).
 */
export type RuleIssue = Omit<GrammarIssue, "source"> & { removes?: true };

/** A finding with every suggestion, its Harper rule (e.g. "SpellCheck") and lint kind (e.g. "Spelling"). */
export type LintIssue = RuleIssue & { suggestions: string[]; rule: string; kind: string };

/** Harper's rule for sentences over 40 words: a hint on the whole sentence (docs/decisions/0044). */
export const LONG_SENTENCE_RULE = "LongSentences";

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * A suggestion as the text that takes the span's place: Remove is nothing, InsertAfter is the span
 * followed by the inserted text, Replace is its text. Whitespace Harper adds at an edge where the
 * text already has a space (or ends) is dropped ("Their going" → "They're ", not a double space);
 * where the text has none ("end.Next" → ". "), it is kept.
 */
export function replacementOf(text: string, start: number, end: number, kind: SuggestionKind, value: string): string {
  const problem = text.slice(start, end);
  if (kind === SuggestionKind.Remove) return "";
  let replacement = kind === SuggestionKind.InsertAfter ? problem + value : value;
  if (!/\s$/.test(problem) && isSpace(text[end])) replacement = replacement.replace(/\s+$/, "");
  if (!/^\s/.test(problem) && (start === 0 || isSpace(text[start - 1]))) replacement = replacement.replace(/^\s+/, "");
  return replacement;
}

/** Harper quotes words in its messages with backticks ("Did you mean `their`?"); people read curly quotes. */
export const plainMessage = (message: string) => message.replace(/`([^`]*)`/g, "“$1”");

type Replacement = { value: string; kind: SuggestionKind };

/** The distinct replacements of a lint's suggestions, in Harper's order, leaving out ones that change nothing. */
function replacementsOf(text: string, start: number, end: number, suggestions: Suggestion[]) {
  const problem = text.slice(start, end);
  const seen = new Set<string>();
  const out: Replacement[] = [];
  for (const s of suggestions) {
    const value = replacementOf(text, start, end, s.kind(), s.get_replacement_text());
    if (value === problem || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, kind: s.kind() });
  }
  return out;
}

/**
 * Spelling and typo suggestions, most likely first, implausible splits ("in formations") left out
 * (docs/decisions/0046); other kinds as Harper orders them.
 */
function byLikelihood(kind: string, problem: string, replacements: Replacement[]): Replacement[] {
  if (kind !== "Spelling" && kind !== "Typo") return replacements;
  const byValue = new Map(replacements.map((r) => [r.value, r]));
  return rankSpellingSuggestions(problem, [...byValue.keys()], commonWordsNear(problem)).map(
    (value) => byValue.get(value) ?? { value, kind: SuggestionKind.Replace },
  );
}

/**
 * A Harper finding as an issue, the same on the server (nlp/harper-worker.ts) and in the browser
 * (the editor's checking as you type), so both apply one rule set. `text` is the text linted. Spans
 * are Harper's, which harper.js gives in UTF-16 code units: JavaScript string indices, past emoji too.
 */
export function issueFromLint(lint: Lint, text: string, rule = ""): LintIssue {
  const span = lint.span();
  const kind = lint.lint_kind();
  const { type, severity } = classifyLint(kind);
  const problem = lint.get_problem_text();
  const replacements = byLikelihood(kind, problem, replacementsOf(text, span.start, span.end, lint.suggestions()));
  const suggestion = replacements[0]?.value ?? "";
  // A capital letter Harper files under Spelling ("monday") is still only a case fix.
  return {
    type,
    severity: settledSeverity({ text: problem, suggestion, severity }),
    text: problem,
    suggestion,
    suggestions: replacements.map((r) => r.value),
    explanation: plainMessage(lint.message()),
    start: span.start,
    end: span.end,
    ...(replacements[0]?.kind === SuggestionKind.Remove ? { removes: true as const } : {}),
    rule,
    kind,
  };
}

/**
 * Harper's findings by rule (`organizedLints(text, { dedup: false })`) as issues in text order, with
 * overlaps settled as Harper's own dedup does (the earlier start wins, then the longer span), except
 * that the long-sentence hint stands beside the findings inside its sentence instead of hiding them
 * (docs/decisions/0044).
 */
export function issuesFromLints(byRule: Record<string, Lint[]>, text: string): LintIssue[] {
  const harper = Object.entries(byRule).flatMap(([rule, lints]) =>
    lints.map((lint) => issueFromLint(lint, text, rule)),
  );
  // Our own rules first: where one and a Harper lint share a span, ours is kept (docs/decisions/0045, 0046).
  const all = [...grammarRuleIssues(text), ...wordRuleIssues(text), ...harper];
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: LintIssue[] = [];
  let reached = 0;
  for (const issue of all) {
    if (issue.rule === LONG_SENTENCE_RULE) kept.push(issue);
    else if (issue.start >= reached) {
      kept.push(issue);
      reached = issue.end;
    }
  }
  return kept;
}
