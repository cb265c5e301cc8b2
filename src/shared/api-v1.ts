/**
 * The public API's own schemas (docs/protocols.md "Public API"): API keys, and the responses of /api/v1 as
 * zod schemas, so its OpenAPI document (openapi.ts) is generated from code. Requests are validated
 * by the same schemas as the app's (the tool registry's run schemas, the documents schemas); the
 * response schemas below are checked against the types the handlers return, so they cannot drift.
 */
import { z } from "zod";
import type {
  DocumentConflict,
  DocumentDeleted,
  DocumentDetail,
  DocumentPage,
  DocumentRevision,
  DocumentSummary,
  RevisionList,
} from "./documents";
import type { RunDone } from "./run";

/** What every key starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "qsk_";
/** How many characters of a key are kept in the clear, to tell keys apart in the list. */
export const API_KEY_VISIBLE_CHARS = 12;
export const API_KEY_NAME_MAX = 100;
/** Keys a user may hold at once (revoked ones do not count). */
export const API_KEYS_MAX = 25;
/** An Idempotency-Key header: printable ASCII, at most this long. */
export const IDEMPOTENCY_KEY_MAX = 255;

/** `POST /api/api-keys` (signed in, from the Developer page): a name and an optional expiry. */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: "Please give the key a name." })
    .trim()
    .min(1, "Please give the key a name.")
    .max(API_KEY_NAME_MAX, `The name must be at most ${API_KEY_NAME_MAX} characters.`),
  expiresAt: z.iso
    .datetime({ offset: true, error: "The expiry must be a date and time." })
    .nullish()
    .refine((at) => !at || new Date(at).getTime() > Date.now(), "The expiry must be in the future."),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** One key as the Developer page lists it: never the key itself. */
export type ApiKeySummary = {
  id: string;
  name: string;
  /** The key's first characters (`qsk_` and 8 more). */
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
};
/** The answer to creating a key: the only time `key` is ever shown. */
export type CreatedApiKey = ApiKeySummary & { key: string };

// ---- Response schemas of /api/v1 (for the OpenAPI document) ----

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to type-check when a response schema and the type its handler returns differ. */
const same = <A, B>(_check: Equal<A, B>) => undefined;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().meta({ description: "Stable, machine-readable code, e.g. WORD_LIMIT_REACHED." }),
    title: z.string(),
    message: z.string().meta({ description: "What to tell a person, in plain English." }),
  }),
  documentId: z
    .guid()
    .optional()
    .meta({ description: "For a run that failed after it started: the document keeping what it wrote." }),
});

export const runResultSchema = z.object({
  id: z.guid().meta({ description: "The run's id (the same as documentId: a run is its document)." }),
  output: z.string(),
  wordsCharged: z.int(),
  usage: z.object({ wordsUsed: z.int(), wordsLimit: z.int() }),
  truncated: z.boolean().meta({
    description:
      "True when the output was cut short: the word allowance ran out (the output stops at the last word it covers) or the model reached its length limit.",
  }),
  documentId: z.guid(),
  result: z
    .unknown()
    .optional()
    .meta({ description: "A structured result beside the text (the grammar checker's issues)." }),
});
export type RunResult = z.infer<typeof runResultSchema>;
same<Omit<RunResult, "id" | "result">, RunDone>(true);

export const toolInfoSchema = z.object({
  slug: z.string(),
  name: z.string(),
  group: z.string(),
  description: z.string(),
  inputSchema: z
    .record(z.string(), z.unknown())
    .meta({ description: "JSON Schema (2020-12) of the run request's body for this tool." }),
});
export const toolListSchema = z.object({ tools: z.array(toolInfoSchema) });
export type ToolInfo = z.infer<typeof toolInfoSchema>;

const runStatus = z.enum(["running", "done", "stopped", "failed", "interrupted", "truncated"]).meta({
  description: "How the run ended; `truncated`: the word allowance or the model's length limit cut its text short.",
});
export const documentSummarySchema = z.object({
  id: z.guid(),
  tool: z.string(),
  title: z.string(),
  status: runStatus,
  wordsCharged: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
same<z.infer<typeof documentSummarySchema>, DocumentSummary>(true);

export const documentDetailSchema = documentSummarySchema.extend({
  input: z.record(z.string(), z.string()),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  presetId: z.string().nullable(),
  draftIndex: z.int().nullable(),
  output: z.string(),
  result: z.unknown(),
  body: z.looseObject({ type: z.literal("doc") }).nullable(),
  version: z.int(),
  styleGuide: z
    .object({ scope: z.enum(["organization", "personal"]), version: z.int() })
    .nullable()
    .meta({
      description:
        "The style guide that shaped the run (your organization's or your own, at which version); null when none did " +
        "(the run said `styleGuide: false`, no guide was saved, or the document was begun in the editor).",
    }),
  aiWordsCharged: z.int().meta({
    description:
      "Words charged for the AI actions run on selections of this document in the editor, summed (`wordsCharged` is the document's own run's).",
  }),
});
// zod makes an `unknown` property optional; the handler always sends `result` (null when none).
same<Required<z.infer<typeof documentDetailSchema>>, Required<DocumentDetail>>(true);

export const documentPageSchema = z.object({
  items: z.array(documentSummarySchema),
  nextCursor: z.string().nullable(),
});
same<z.infer<typeof documentPageSchema>, DocumentPage>(true);

export const documentDeletedSchema = z.object({ id: z.guid(), deletedAt: z.string(), restorableUntil: z.string() });
same<z.infer<typeof documentDeletedSchema>, DocumentDeleted>(true);

export const documentsDeletedSchema = z.object({ deleted: z.int() });

export const documentExportSchema = z.object({ exportedAt: z.string(), documents: z.array(documentDetailSchema) });

export const documentConflictSchema = z.object({
  error: z.object({ code: z.literal("VERSION_CONFLICT"), title: z.string(), message: z.string() }),
  current: z.object({ version: z.int(), title: z.string(), output: z.string(), updatedAt: z.string() }),
});
same<z.infer<typeof documentConflictSchema>, DocumentConflict>(true);

const revisionReason = z.enum(["original", "autosave", "ai", "restore"]).meta({
  description:
    "Why it was kept: `original` (the document before its first change), `autosave` (at most one a minute of typing), " +
    "`ai` (an accepted AI action on a selection), `restore` (a revision brought back).",
});
export const revisionSummarySchema = z.object({
  id: z.guid(),
  reason: revisionReason,
  createdAt: z.string(),
  words: z.int(),
  sourceTool: z.string().nullable().meta({ description: "For an `ai` revision, the tool of the AI action." }),
  sourceOptions: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .nullable()
    .meta({
      description: "For an `ai` revision, the options the AI action ran with (a translation's `target` language).",
    }),
});
export const revisionListSchema = z.object({ items: z.array(revisionSummarySchema) });
same<z.infer<typeof revisionListSchema>, RevisionList>(true);

export const documentRevisionSchema = revisionSummarySchema.omit({ sourceTool: true, sourceOptions: true }).extend({
  title: z.string(),
  output: z.string(),
  body: z.looseObject({ type: z.literal("doc") }).nullable(),
});
same<z.infer<typeof documentRevisionSchema>, DocumentRevision>(true);

/** The response schemas by the name the OpenAPI document gives them (components.schemas). */
export const RESPONSE_SCHEMAS = {
  Error: apiErrorSchema,
  RunResult: runResultSchema,
  Tool: toolInfoSchema,
  ToolList: toolListSchema,
  DocumentSummary: documentSummarySchema,
  DocumentDetail: documentDetailSchema,
  DocumentPage: documentPageSchema,
  DocumentDeleted: documentDeletedSchema,
  DocumentsDeleted: documentsDeletedSchema,
  DocumentExport: documentExportSchema,
  DocumentConflict: documentConflictSchema,
  RevisionList: revisionListSchema,
  DocumentRevision: documentRevisionSchema,
} as const;
