/** The documents API (docs/features.md "Documents"): every run is a document of its owner. */
import { z } from "zod";
import { DESCRIBE_VOICE_SLUG, unlistedToolName } from "./describe-voice";
import { searchText } from "./search-text";
import { findTool, isToolSlug, TOOLS } from "./tools";

/** `truncated`: the run finished, but the word allowance or the model's length limit cut its text short. */
export type RunStatus = "running" | "done" | "stopped" | "failed" | "interrupted" | "truncated";

/** One row of `GET /api/documents`, newest first. */
export type DocumentSummary = {
  id: string;
  /** The tool's slug. */
  tool: string;
  title: string;
  status: RunStatus;
  wordsCharged: number;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/documents?q=&tool=&cursor=`: a page, and the cursor of the next one (null at the end). */
export type DocumentPage = { items: DocumentSummary[]; nextCursor: string | null };

/** `GET /api/documents/{id}`: the whole document, enough to reopen it in its tool. */
export type DocumentDetail = DocumentSummary & {
  input: Record<string, string>;
  options: Record<string, string | number | boolean>;
  presetId: string | null;
  draftIndex: number | null;
  output: string;
  /** A structured result beside the text (the grammar checker's), when the tool has one. */
  result: unknown;
  /** The editor's rich text (ProseMirror JSON), or null for a document never saved from the editor: it opens from `output`. */
  body: RichBody | null;
  version: number;
  /** The style guide that shaped the document's run (docs/features.md "In generation"), or null when none did. */
  styleGuide: DocumentGuide | null;
  /** The words charged for the AI actions run on selections of the document in the editor (not counted in `wordsCharged`, its own run's). */
  aiWordsCharged: number;
};

/** Which style guide, at which version, a run followed. */
export type DocumentGuide = { scope: "organization" | "personal"; version: number };

/** The document page's line about the guide that shaped it. */
export function documentGuideLine(guide: DocumentGuide): string {
  const whose = guide.scope === "organization" ? "your organization's" : "your";
  return `Written with ${whose} style guide (version ${guide.version})`;
}

/** The editor's document as ProseMirror JSON: `{ type: "doc", content: [...] }`. */
export type RichBody = { type: "doc"; [key: string]: unknown };

/** The largest rich body a save may carry, as JSON text (the plain text's limit, with room for marks). */
export const DOCUMENT_BODY_MAX_CHARS = 2_000_000;

/**
 * `PATCH /api/documents/{id}`: what changes, and the version the edit was made on (stale → 409).
 * `revision` marks an edit that accepts an AI action on a selection (the editor run's id): it is kept
 * as a revision of its own; any other change of the text is an autosave.
 */
export type DocumentPatch = {
  title?: string;
  output?: string;
  body?: RichBody;
  version: number;
  revision?: { reason: "ai"; sourceRunId: string };
};

/** The tool slug of a document written in the editor from scratch (`POST /api/documents`), not by a tool. */
export const EDITOR_DOCUMENT_TOOL = "document";
export const EDITOR_DOCUMENT_NAME = "Document";
export const UNTITLED_DOCUMENT = "Untitled document";

/** What a document's `tool` is called on screen: the tool's name, "Document" for one begun in the editor. */
export function documentToolName(slug: string): string {
  if (slug === EDITOR_DOCUMENT_TOOL) return EDITOR_DOCUMENT_NAME;
  return findTool(slug)?.name ?? unlistedToolName(slug) ?? slug;
}

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_PAGE_SIZE = 20;

/**
 * A document's title from the words its run started with: the first few words of its main text.
 * One of several drafts of one request (the long-form writer's three) says which, so the documents
 * list tells them apart.
 */
export function titleFromInput(toolName: string, input: Record<string, string>, draftIndex?: number | null): string {
  const first = Object.values(input).find((value) => value.trim() !== "") ?? "";
  const words = first.trim().split(/\s+/).slice(0, 8).join(" ");
  const title = !words ? toolName : words.length > 80 ? `${words.slice(0, 79)}…` : words;
  return draftIndex == null ? title : `${title} (draft ${draftIndex + 1})`;
}

/** The longest text a document's output may be edited to. */
export const DOCUMENT_OUTPUT_MAX = 200_000;
/** The longest search (`q`) the list accepts. */
export const DOCUMENT_SEARCH_MAX = 200;
/** The body `DELETE /api/documents` needs, so that deleting everything never happens by accident. */
export const DELETE_ALL_CONFIRMATION = "DELETE";

/** `GET /api/documents` query: all optional; an unknown tool slug or a malformed cursor is a 400. */
export const documentListQuery = z.object({
  q: searchText(DOCUMENT_SEARCH_MAX)
    .optional()
    .transform((q) => q || undefined),
  tool: z
    .string()
    // What the API documents (an enum of the slugs); the refinement below is what checks it.
    .meta({ enum: [EDITOR_DOCUMENT_TOOL, ...TOOLS.map((tool) => tool.slug), DESCRIBE_VOICE_SLUG] })
    .optional()
    .transform((tool) => tool || undefined)
    .refine(
      (tool) =>
        tool === undefined || tool === EDITOR_DOCUMENT_TOOL || isToolSlug(tool) || unlistedToolName(tool) !== undefined,
      "Unknown tool.",
    ),
  cursor: z
    .string()
    .optional()
    .transform((cursor) => cursor || undefined),
});

/** PostgreSQL text cannot hold U+0000: refuse it as a 400 rather than fail in the database. */
const noNul = (text: string) => !text.includes("\u0000");

const titleField = z
  .string({ error: "Title must be text." })
  .trim()
  .min(1, "Please enter a title.")
  .max(DOCUMENT_TITLE_MAX, `Title must be at most ${DOCUMENT_TITLE_MAX} characters.`)
  .refine(noNul, "Title cannot contain NUL characters.");
const outputField = z
  .string({ error: "Text must be text." })
  .max(DOCUMENT_OUTPUT_MAX, `Text must be at most ${DOCUMENT_OUTPUT_MAX.toLocaleString("en-US")} characters.`)
  .refine(noNul, "Text cannot contain NUL characters.");
const bodyField = z
  .looseObject({ type: z.literal("doc", { error: "The rich text must be an editor document." }) })
  .refine(
    (body) => JSON.stringify(body).length <= DOCUMENT_BODY_MAX_CHARS,
    "The document is too large to save. Split it into smaller documents.",
  );
const versionField = z
  .number({ error: "The document's version is missing." })
  .int("The document's version must be a whole number.")
  .min(1, "The document's version must be a whole number.")
  // The column is a PostgreSQL integer: a larger number would fail in the database (a 500).
  .max(2_147_483_647, "The document's version must be a whole number.");

/** `POST /api/documents` body (optional): a new document, blank unless given a title or text. */
export const documentCreateSchema = z
  .object({ title: titleField.optional(), output: outputField.optional(), body: bodyField.optional() })
  .strict()
  .refine(
    (doc) => doc.body === undefined || doc.output !== undefined,
    "The rich text needs its plain text (output) beside it.",
  );
export type DocumentCreate = z.infer<typeof documentCreateSchema>;

/** `PATCH /api/documents/{id}` body, checked the same way in the browser and on the server. */
export const documentPatchSchema = z
  .object({
    title: titleField.optional(),
    output: outputField.optional(),
    body: bodyField.optional(),
    revision: z
      .object({
        reason: z.literal("ai", { error: 'The revision\'s reason must be "ai".' }),
        sourceRunId: z.guid("The revision's sourceRunId must be the id of the AI run."),
      })
      .strict()
      .optional(),
    version: versionField,
  })
  .strict()
  .refine((patch) => patch.title !== undefined || patch.output !== undefined, "Nothing to change.")
  .refine(
    (patch) => patch.revision === undefined || patch.output !== undefined,
    "An AI revision must carry the new text (output).",
  ) satisfies z.ZodType<DocumentPatch, unknown>;

/** `DELETE /api/documents` body. */
const deleteAllMessage = `To delete all your documents, send { "confirm": "${DELETE_ALL_CONFIRMATION}" }.`;
export const deleteAllDocumentsSchema = z.object(
  { confirm: z.literal(DELETE_ALL_CONFIRMATION, { error: deleteAllMessage }) },
  { error: deleteAllMessage },
);

/** `DELETE /api/documents/{id}`: hidden at once, restorable with `POST …/restore` until `restorableUntil`. */
export type DocumentDeleted = { id: string; deletedAt: string; restorableUntil: string };

/** `DELETE /api/documents`: how many documents went (running runs are kept and not counted). */
export type DocumentsDeleted = { deleted: number };

/** `GET /api/documents/export`: the download, every document in full, newest first. */
export type DocumentExport = { exportedAt: string; documents: DocumentDetail[] };

/** The 409 of a stale PATCH: the error, plus what the document is now, so the client can offer to reload. */
export type DocumentConflict = {
  error: { code: "VERSION_CONFLICT"; title: string; message: string };
  current: { version: number; title: string; output: string; updatedAt: string };
};

/** The documents API's own refusals (besides 400 VALIDATION_ERROR, 401 and 404 NOT_FOUND). */
export const DOCUMENT_ERRORS = {
  notFound: { code: "NOT_FOUND", title: "Not Found", message: "This document does not exist or was deleted." },
  versionConflict: {
    code: "VERSION_CONFLICT",
    title: "Document changed",
    message: "This document was changed elsewhere (another tab?). Reload it to see the latest version.",
  },
  runInProgress: {
    code: "RUN_IN_PROGRESS",
    title: "Still writing",
    message: "This document is still being written. Wait for the run to finish, or stop it, and try again.",
  },
  badCursor: { code: "VALIDATION_ERROR", title: "Error", message: "Invalid page cursor. Reload the list." },
  revisionNotFound: { code: "NOT_FOUND", title: "Not Found", message: "This version of the document does not exist." },
  badSourceRun: {
    code: "VALIDATION_ERROR",
    title: "Error",
    message: "The AI run to accept (revision.sourceRunId) is not one of this document's runs.",
  },
} as const;

// --- revisions -----------------------------------------------------------------------------------

/** Why a revision was kept: the document before its first change, a minute of typing, an accepted AI action, a restore. */
export type RevisionReason = "original" | "autosave" | "ai" | "restore";

/** One row of `GET /api/documents/{id}/revisions`, newest first (no text: open one to read it). */
export type RevisionSummary = {
  id: string;
  reason: RevisionReason;
  createdAt: string;
  words: number;
  /** For an `ai` revision: the tool slug of the editor run it accepted; otherwise null. */
  sourceTool: string | null;
  /** For an `ai` revision: the options that run was made with (a translation's `target`); otherwise null. */
  sourceOptions: Record<string, string | number | boolean> | null;
};

/** `GET /api/documents/{id}/revisions`: the newest REVISIONS_LISTED revisions. */
export type RevisionList = { items: RevisionSummary[] };
export const REVISIONS_LISTED = 200;

/** `GET /api/documents/{id}/revisions/{revisionId}`: one revision in full. */
export type DocumentRevision = {
  id: string;
  reason: RevisionReason;
  createdAt: string;
  words: number;
  title: string;
  output: string;
  body: RichBody | null;
};

/** An autosave younger than this is updated in place by the next one; an older one is kept as it is. */
export const AUTOSAVE_REVISION_MS = 60_000;

/** `POST /api/documents/{id}/revisions/{revisionId}/restore` body: the version the restore was asked on. */
export const restoreRevisionSchema = z.object({ version: versionField }).strict();
export type RestoreRevision = z.infer<typeof restoreRevisionSchema>;
