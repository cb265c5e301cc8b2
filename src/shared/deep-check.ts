import { z } from "zod";
import type { IssueType, Severity } from "./grammar";

/**
 * The deep check's contract (POST /api/nlp/deep-check), shared by the server and the editor: a few
 * paragraphs go to the model for a minimal-edit correction, and come back as findings in the shape
 * the editor already shows for the offline rules (RuleIssue/LintIssue), marked `source: "ai"`.
 */

/** Most paragraphs one request carries, and most characters of each (a paragraph is one model call). */
export const DEEP_CHECK_PARAGRAPHS_MAX = 20;
export const DEEP_CHECK_PARAGRAPH_CHARS_MAX = 2000;

export const DEEP_CHECK_DIALECTS = ["american", "british", "australian", "canadian"] as const;
export type DeepCheckDialect = (typeof DEEP_CHECK_DIALECTS)[number];

export const deepCheckRequestSchema = z.object({
  paragraphs: z
    .array(
      z
        .string()
        .max(
          DEEP_CHECK_PARAGRAPH_CHARS_MAX,
          `A paragraph is too long to check (maximum ${DEEP_CHECK_PARAGRAPH_CHARS_MAX.toLocaleString("en-US")} characters).`,
        )
        .refine((text) => text.trim().length > 0, "Each paragraph needs some text to check."),
    )
    .min(1, "Send at least one paragraph to check.")
    .max(DEEP_CHECK_PARAGRAPHS_MAX, `Send at most ${DEEP_CHECK_PARAGRAPHS_MAX} paragraphs at a time.`),
  dialect: z.enum(DEEP_CHECK_DIALECTS).optional(),
  /**
   * The writer's document the paragraphs are from (the editor sends it): the check is kept as one of
   * that document's runs, as the editor's AI actions are, instead of appearing as a new document.
   */
  documentId: z.uuid("Unknown document.").optional(),
});
export type DeepCheckRequest = z.infer<typeof deepCheckRequestSchema>;

/** What kind of change an aligned edit is (shared/checking/edit-kinds.ts decides, roughly, from its words). */
export const EDIT_KINDS = [
  "spelling",
  "article",
  "preposition",
  "verb form",
  "agreement",
  "noun number",
  "punctuation",
  "word order",
  "missing word",
  "extra word",
  "word choice",
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** The rule name every deep-check finding carries, beside the offline rules' Harper rule names. */
export const DEEP_CHECK_RULE = "AiCorrection";

/** One of the model's corrections as a finding: offsets (UTF-16 code units) into its paragraph. */
export type DeepIssue = {
  type: Exclude<IssueType, "guide">;
  severity: Severity;
  text: string;
  suggestion: string;
  suggestions: string[];
  explanation: string;
  start: number;
  end: number;
  source: "ai";
  rule: typeof DEEP_CHECK_RULE;
  kind: EditKind;
};

export type DeepCheckResponse = {
  results: { paragraph: number; issues: DeepIssue[] }[];
  wordsCharged: number;
  usage: { wordsUsed: number; wordsLimit: number };
};
