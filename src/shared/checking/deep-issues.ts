import { DEEP_CHECK_RULE, type DeepIssue, type EditKind } from "../deep-check";
import { settledSeverity } from "../grammar";
import { type AlignedEdit, alignEdits, tokenize } from "./align-edits";

/**
 * A model's minimal-edit correction of a paragraph as findings in the editor's shape (DeepIssue):
 * the aligned edits, each with its type's issue type and weight. A correction that changes too much
 * of the paragraph is a rewrite (or a model talking about the text), not a correction: it gives no
 * findings rather than a wall of them.
 */

const TYPE_OF: Record<EditKind, DeepIssue["type"]> = {
  spelling: "spelling",
  punctuation: "punctuation",
  "word choice": "style",
  article: "grammar",
  preposition: "grammar",
  "verb form": "grammar",
  agreement: "grammar",
  "noun number": "grammar",
  "word order": "grammar",
  "missing word": "grammar",
  "extra word": "grammar",
};
const SEVERITY_OF: Record<DeepIssue["type"], DeepIssue["severity"]> = {
  spelling: "high",
  grammar: "high",
  punctuation: "medium",
  style: "low",
};

/** Most of a paragraph's tokens a correction may change and still count as one (above: a rewrite). */
export const CHANGED_SHARE_MAX = 0.5;

export function issueOfEdit(edit: AlignedEdit): DeepIssue {
  const type = TYPE_OF[edit.kind];
  return {
    type,
    severity: settledSeverity({ text: edit.text, suggestion: edit.replacement, severity: SEVERITY_OF[type] }),
    text: edit.text,
    suggestion: edit.replacement,
    suggestions: [edit.replacement],
    explanation: edit.explanation,
    start: edit.start,
    end: edit.end,
    source: "ai",
    rule: DEEP_CHECK_RULE,
    kind: edit.kind,
  };
}

/** The edits of a correction, or none when it changed more than CHANGED_SHARE_MAX of the tokens (short texts excepted). */
export function correctionEdits(source: string, corrected: string): AlignedEdit[] {
  if (source === corrected) return [];
  const edits = alignEdits(source, corrected);
  const tokens = tokenize(source).length;
  const changed = edits.reduce((n, e) => n + Math.max(e.from.length, e.to.length), 0);
  if (tokens > 6 && changed > CHANGED_SHARE_MAX * tokens) return [];
  return edits;
}

export const deepIssuesOf = (source: string, corrected: string): DeepIssue[] =>
  correctionEdits(source, corrected).map(issueOfEdit);
