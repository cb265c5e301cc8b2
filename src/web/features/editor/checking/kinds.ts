import type { IssueType } from "@shared/grammar";

/** How each kind of finding is drawn and named: colour and line style, and words for those who do not see them. */
export const ISSUE_LOOK: Record<IssueType, { label: string; className: string }> = {
  spelling: {
    label: "Spelling",
    className: "check-issue underline decoration-wavy decoration-red-600 decoration-2 underline-offset-4",
  },
  grammar: {
    label: "Grammar",
    className: "check-issue underline decoration-blue-600 decoration-2 underline-offset-4",
  },
  punctuation: {
    label: "Punctuation",
    className: "check-issue underline decoration-dotted decoration-amber-500 decoration-2 underline-offset-4",
  },
  style: {
    label: "Style",
    className: "check-issue underline decoration-dotted decoration-amber-500 decoration-2 underline-offset-4",
  },
  // A house rule, not an error: its own colour, a dashed line so it is told apart without colour.
  guide: {
    label: "Style guide",
    className: "check-issue underline decoration-dashed decoration-violet-600 decoration-2 underline-offset-4",
  },
};

/** A suggestion from the deep check with the model: a double line in its own colour, named as such. */
export const AI_LOOK = {
  label: "AI suggestion",
  className: "check-issue underline decoration-double decoration-emerald-600 decoration-2 underline-offset-4",
};
