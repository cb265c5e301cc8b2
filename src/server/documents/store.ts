import {
  DOCUMENT_PAGE_SIZE,
  type DocumentCreate,
  type DocumentDetail,
  type DocumentPage,
  type DocumentPatch,
  type DocumentSummary,
  EDITOR_DOCUMENT_TOOL,
  type RichBody,
  type RunStatus,
  UNTITLED_DOCUMENT,
} from "@shared/documents";
import { usagePeriod } from "@shared/plans";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";
import { UNDO_WINDOW_MS } from "./retention";
import { recordRevision, type Tx } from "./revision-log";

/**
 * The documents' queries. Every one is scoped to its owner (`user_id = $user`) in the statement
 * itself, so another user's document behaves exactly like a missing one, and every one but restore
 * skips soft-deleted rows. Lists walk runs_user_created_idx (user_id, created_at DESC NULLS LAST,
 * id DESC NULLS LAST): the ORDER BY spells NULLS LAST because a plain DESC means NULLS FIRST in
 * PostgreSQL and would not match the index.
 */

const newestFirst = [sql`${runs.createdAt} desc nulls last`, sql`${runs.id} desc nulls last`];

/**
 * created_at as the database's own text ("2026-11-22 10:00:00.123456+00"), read without drizzle's
 * Date mapping: a JS Date keeps only milliseconds, and a cursor rounded to the millisecond would
 * skip or repeat rows created within the same millisecond. Formatting it in SQL instead (to_char)
 * costs ~0.1 ms a row on PGlite; this costs nothing.
 */
const createdAtText = sql<string>`${runs.createdAt}`;

/** PostgreSQL's ISO timestamptz text to ISO 8601 in UTC with all six fractional digits. */
export function exactTimestamp(text: string): string {
  const m =
    /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(
      text,
    );
  if (!m) throw new Error(`Unexpected timestamp format from the database: ${text} (DateStyle must be ISO)`);
  const [, y, mo, d, h, mi, sec, frac = "", sign, oh, om = "0", os = "0"] = m;
  const micros = frac.padEnd(6, "0");
  const offsetMs = (Number(oh) * 3600 + Number(om) * 60 + Number(os)) * 1000 * (sign === "-" ? -1 : 1);
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec, Number(micros.slice(0, 3))) - offsetMs;
  return new Date(ms).toISOString().replace("Z", `${micros.slice(3)}Z`);
}

const summaryColumns = {
  id: runs.id,
  tool: runs.tool,
  title: runs.title,
  status: runs.status,
  wordsCharged: runs.wordsCharged,
  createdAt: createdAtText,
  updatedAt: runs.updatedAt,
};

export const detailColumns = {
  ...summaryColumns,
  input: runs.input,
  options: runs.options,
  presetId: runs.presetId,
  draftIndex: runs.draftIndex,
  output: runs.output,
  result: runs.result,
  body: runs.body,
  version: runs.version,
  styleGuide: runs.styleGuide,
  // What the document's AI actions on a selection (its child runs) were charged, summed. The outer
  // row is named in full, not through the column: in an UPDATE's RETURNING, Drizzle writes columns
  // unqualified, and a bare "id" would be read as the child's own.
  aiWordsCharged:
    sql<number>`(select coalesce(sum(child.words_charged), 0) from runs as child where child.parent_id = "runs"."id")`.mapWith(
      Number,
    ),
};

type Run = typeof runs.$inferSelect;
type SummaryRow = Pick<Run, "id" | "tool" | "title" | "status" | "wordsCharged" | "updatedAt"> & { createdAt: string };
type DetailRow = SummaryRow &
  Pick<
    Run,
    "input" | "options" | "presetId" | "draftIndex" | "output" | "result" | "body" | "version" | "styleGuide"
  > & {
    aiWordsCharged: number;
  };

/** The API's dates are ISO with milliseconds, like every other date it answers. */
const toMillis = (exact: string) => `${exact.slice(0, 23)}Z`;

const toSummary = (row: SummaryRow): DocumentSummary => ({
  id: row.id,
  tool: row.tool,
  title: row.title,
  status: row.status as RunStatus,
  wordsCharged: row.wordsCharged,
  createdAt: toMillis(exactTimestamp(row.createdAt)),
  updatedAt: row.updatedAt.toISOString(),
});

export const toDetail = (row: DetailRow): DocumentDetail => ({
  ...toSummary(row),
  input: row.input,
  options: row.options,
  presetId: row.presetId,
  draftIndex: row.draftIndex,
  output: row.output,
  result: row.result ?? null,
  body: (row.body as RichBody | null) ?? null,
  version: row.version,
  // The guide's ids stay on the server: a document says which guide (whose) and which version.
  styleGuide: row.styleGuide ? { scope: row.styleGuide.scope, version: row.styleGuide.version } : null,
  aiWordsCharged: row.aiWordsCharged,
});

/** Where the next page starts: just after this row. */
const cursorAfter = (row: { createdAt: string; id: string }): Cursor => ({
  createdAt: exactTimestamp(row.createdAt),
  id: row.id,
});

// --- cursors -------------------------------------------------------------------------------------

export type Cursor = { createdAt: string; id: string };

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: base64url of the last row's exact created_at and id. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor, or null when it is not one this server made (the route answers 400). */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const match = CURSOR_PATTERN.exec(Buffer.from(text, "base64url").toString("utf8"));
  if (!match || Number.isNaN(Date.parse(match[1]))) return null;
  return { createdAt: match[1], id: match[2] };
}

const before = (cursor: Cursor) =>
  sql`(${runs.createdAt}, ${runs.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

export const mine = (userId: string) => eq(runs.userId, userId);
export const live = isNull(runs.deletedAt);

// --- reads ---------------------------------------------------------------------------------------

export type ListFilter = { q?: string; tool?: string; cursor?: Cursor };

/**
 * How many of the newest documents a search filters in list order before it asks the GIN index for
 * the older ones. Walking the list index and filtering is the fastest plan while matches are
 * frequent (a page in the first few dozen rows), and the slowest when they are only in old
 * documents (every row's text is read): PGlite planned a word found only in the 100 oldest of
 * 10,000 documents that way, 34 ms a query, 20 requests/s (bench/README.md). Bounding the walk
 * makes the worst case a GIN lookup.
 */
export const SEARCH_WINDOW = 500;

/**
 * The list's statements (the benchmark EXPLAINs exactly these). `recent` is the page (and one row
 * more) from the newest documents; with `q` it only reads the newest SEARCH_WINDOW of them, and
 * `older` finds the rest of the page among older documents through the search index.
 */
export function listQueries(db: Db, userId: string, filter: ListFilter, pageSize = DOCUMENT_PAGE_SIZE) {
  // A run made for a document (the editor's AI on a selection) belongs to that document, not the list.
  const scope: SQL[] = [mine(userId), live, isNull(runs.parentId)];
  if (filter.tool) scope.push(eq(runs.tool, filter.tool));
  if (filter.cursor) scope.push(before(filter.cursor));
  const page = (where: SQL[]) =>
    db
      .select(summaryColumns)
      .from(runs)
      .where(and(...where))
      .orderBy(...newestFirst)
      .limit(pageSize + 1);
  if (!filter.q) return { recent: page(scope), older: undefined };

  const matches = sql`${runs.search} @@ websearch_to_tsquery('english', ${filter.q})`;
  // created_at of the SEARCH_WINDOW-th newest document in scope (NULL when there are fewer).
  const boundary = sql`(${db
    .select({ at: runs.createdAt })
    .from(runs)
    .where(and(...scope))
    .orderBy(...newestFirst)
    .offset(SEARCH_WINDOW - 1)
    .limit(1)})`;
  return {
    recent: page([...scope, matches, sql`${runs.createdAt} >= coalesce(${boundary}, '-infinity')`]),
    older: (limit: number) =>
      db
        .select(summaryColumns)
        .from(runs)
        .where(and(...scope, matches, sql`${runs.createdAt} < ${boundary}`))
        // The same order, on purpose in a form the list index cannot give: the planner then finds
        // all the older matches (through the GIN index when the word is rare) and sorts them,
        // instead of walking the list index for them.
        .orderBy(sql`${runs.createdAt} + interval '0 seconds' desc`, sql`${runs.id} desc`)
        .limit(limit),
  };
}

/** One page of the owner's documents, newest first; `q` searches title, input and output (stemmed). */
export async function listDocuments(
  db: Db,
  userId: string,
  filter: ListFilter,
  pageSize = DOCUMENT_PAGE_SIZE,
): Promise<DocumentPage> {
  const queries = listQueries(db, userId, filter, pageSize);
  const rows = await queries.recent;
  if (queries.older && rows.length <= pageSize) {
    // Two statements: a document created in between shifts the boundary by one, so never list one twice.
    const seen = new Set(rows.map((row) => row.id));
    rows.push(...(await queries.older(pageSize + 1 - rows.length)).filter((row) => !seen.has(row.id)));
  }
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > pageSize && last ? encodeCursor(cursorAfter(last)) : null,
  };
}

/**
 * Whether `id` is the owner's own live, finished document (not a run made for another one): what a
 * run started for a document (the editor's AI on a selection) must name as its parent.
 */
export async function isOwnFinishedDocument(db: Db, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.id, id), mine(userId), live, ne(runs.status, "running"), isNull(runs.parentId)));
  return row !== undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getDocument(db: Db, userId: string, id: string): Promise<DocumentDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(runs)
    .where(and(eq(runs.id, id), mine(userId), live));
  return row ? toDetail(row) : null;
}

/**
 * Every live document of the owner in full, newest first, `batchSize` rows per query: an export of
 * 10,000 documents never holds more than one batch.
 */
export async function* allDocuments(db: Db, userId: string, batchSize = 200): AsyncGenerator<DocumentDetail[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select(detailColumns)
      .from(runs)
      .where(and(mine(userId), live, cursor ? before(cursor) : undefined))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length) yield rows.map(toDetail);
    if (rows.length < batchSize) return;
    cursor = cursorAfter(rows[rows.length - 1]);
  }
}

// --- writes --------------------------------------------------------------------------------------

/** Why a write touched no row: missing (or someone else's, or deleted), or its run still running. */
export type Refused =
  | { refused: "not_found" }
  | { refused: "running" }
  | { refused: "version"; current: DocumentDetail };

/** Reads the row a conditional write missed, to say why; a version mismatch carries the document as it is now. */
export async function whyNot(db: Db, userId: string, id: string): Promise<Refused> {
  const current = await getDocument(db, userId, id);
  if (!current) return { refused: "not_found" };
  if (current.status === "running") return { refused: "running" };
  return { refused: "version", current };
}

/** Why a PATCH accepting an AI action was refused: its run is not one of this document's (400). */
export type BadSource = { refused: "source" };

/**
 * One conditional UPDATE: it applies only to the owner's live, finished document still at
 * `version`, and bumps version and updated_at, so two tabs can never silently overwrite each other.
 * A change of the text also writes its revision (revision-log.ts) in the same transaction; the row
 * is read and locked first, for the revision of the document as it was.
 */
export async function patchDocument(
  db: Db,
  userId: string,
  id: string,
  patch: DocumentPatch,
): Promise<DocumentDetail | Refused | BadSource> {
  const editsText = patch.output !== undefined || patch.body !== undefined;
  const outcome = await db.transaction(async (tx) => {
    const editable = and(
      eq(runs.id, id),
      mine(userId),
      eq(runs.version, patch.version),
      live,
      ne(runs.status, "running"),
    );
    const [before] = editsText
      ? await tx
          .select({ title: runs.title, output: runs.output, body: runs.body, updatedAt: runs.updatedAt })
          .from(runs)
          .where(editable)
          .for("update")
      : [undefined];
    if (editsText && !before) return null;
    const source = patch.revision?.sourceRunId;
    if (source && !(await isRunOf(tx, userId, id, source))) return { refused: "source" } as const;
    const [row] = await tx
      .update(runs)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.output !== undefined ? { output: patch.output } : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        version: sql`${runs.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(editable)
      .returning(detailColumns);
    if (!row) return null;
    if (before) {
      await recordRevision(
        tx,
        { runId: id, userId },
        before,
        row,
        source ? { reason: "ai", sourceId: source } : { reason: "autosave" },
      );
    }
    return toDetail(row);
  });
  return outcome ?? whyNot(db, userId, id);
}

/** Whether `runId` is a run of the owner made for the document `documentId` (an AI action on a selection). */
async function isRunOf(tx: Tx, userId: string, documentId: string, runId: string): Promise<boolean> {
  const [run] = await tx
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.id, runId), mine(userId), eq(runs.parentId, documentId)));
  return Boolean(run);
}

/**
 * A new document begun in the editor: a finished "run" of no tool (EDITOR_DOCUMENT_TOOL) that wrote
 * nothing and was charged nothing, so it is listed, searched, edited and exported like any other.
 */
export async function createDocument(db: Db, userId: string, doc: DocumentCreate): Promise<DocumentDetail> {
  const [row] = await db
    .insert(runs)
    .values({
      userId,
      tool: EDITOR_DOCUMENT_TOOL,
      title: doc.title ?? UNTITLED_DOCUMENT,
      input: {},
      options: {},
      status: "done",
      output: doc.output ?? "",
      body: doc.body ?? null,
      usagePeriod: usagePeriod(),
      surface: "editor",
    })
    .returning(detailColumns);
  return toDetail(row);
}

/** Hides the document at once (soft delete, restorable for UNDO_WINDOW_MS); a running run is refused. */
export async function softDeleteDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; deletedAt: Date } | Refused> {
  const [row] = await db
    .update(runs)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(runs.id, id), mine(userId), live, ne(runs.status, "running")))
    .returning({ id: runs.id, deletedAt: runs.deletedAt });
  if (row?.deletedAt) return { id: row.id, deletedAt: row.deletedAt };
  const why = await whyNot(db, userId, id);
  return why.refused === "running" ? why : { refused: "not_found" };
}

/**
 * Undo: brings back a document deleted less than UNDO_WINDOW_MS ago (database clock, the same one
 * that stamped deleted_at, so every instance agrees). Restoring a live document is a no-op that
 * answers it, so a double-clicked Undo is harmless.
 */
export async function restoreDocument(db: Db, userId: string, id: string): Promise<DocumentDetail | null> {
  const [row] = await db
    .update(runs)
    .set({ deletedAt: null })
    .where(
      and(
        eq(runs.id, id),
        mine(userId),
        sql`(${runs.deletedAt} is null or ${runs.deletedAt} > now() - make_interval(secs => ${UNDO_WINDOW_MS / 1000}))`,
      ),
    )
    .returning(detailColumns);
  return row ? toDetail(row) : null;
}

/** Hard-deletes every document of the owner except running runs (deleted ones included); the count. */
export async function deleteAllDocuments(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from ${runs} where ${runs.userId} = ${userId} and ${runs.status} <> 'running' returning 1
    )
    select count(*)::int as n from gone`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
