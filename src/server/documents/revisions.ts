import {
  type DocumentDetail,
  type DocumentRevision,
  REVISIONS_LISTED,
  type RevisionReason,
  type RevisionSummary,
  type RichBody,
} from "@shared/documents";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { documentRevisions, runs } from "../db/schema";
import { recordRevision } from "./revision-log";
import { detailColumns, live, mine, type Refused, toDetail, whyNot } from "./store";

/*
 * Reading and restoring a document's revisions. Every query is scoped to the owner's live document
 * first: another user's document, a deleted one and a missing one all look the same (null → 404).
 */

/** Whether the owner has this live document. */
async function hasDocument(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.id, id), mine(userId), live));
  return Boolean(row);
}

const source = alias(runs, "source");

/** The newest REVISIONS_LISTED revisions, newest first, with the tool and options of the AI run an `ai` one accepted. */
export async function listRevisions(db: Db, userId: string, id: string): Promise<RevisionSummary[] | null> {
  if (!(await hasDocument(db, userId, id))) return null;
  const rows = await db
    .select({
      id: documentRevisions.id,
      reason: documentRevisions.reason,
      createdAt: documentRevisions.createdAt,
      words: documentRevisions.words,
      sourceTool: source.tool,
      sourceOptions: source.options,
    })
    .from(documentRevisions)
    .leftJoin(
      source,
      and(
        eq(documentRevisions.reason, "ai"),
        eq(source.id, documentRevisions.sourceId),
        eq(source.userId, documentRevisions.userId),
      ),
    )
    .where(and(eq(documentRevisions.runId, id), eq(documentRevisions.userId, userId)))
    .orderBy(desc(documentRevisions.createdAt), desc(documentRevisions.id))
    .limit(REVISIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as RevisionReason,
    createdAt: row.createdAt.toISOString(),
    words: row.words,
    sourceTool: row.sourceTool ?? null,
    sourceOptions: row.sourceOptions ?? null,
  }));
}

const revisionColumns = {
  id: documentRevisions.id,
  reason: documentRevisions.reason,
  createdAt: documentRevisions.createdAt,
  words: documentRevisions.words,
  title: documentRevisions.title,
  output: documentRevisions.output,
  body: documentRevisions.body,
};

const revisionOf = (userId: string, id: string, revisionId: string) =>
  and(eq(documentRevisions.id, revisionId), eq(documentRevisions.runId, id), eq(documentRevisions.userId, userId));

/** One revision in full; "document" when the document is not the owner's, "revision" when it has no such revision. */
export async function getRevision(
  db: Db,
  userId: string,
  id: string,
  revisionId: string,
): Promise<DocumentRevision | "document" | "revision"> {
  if (!(await hasDocument(db, userId, id))) return "document";
  const [row] = await db
    .select(revisionColumns)
    .from(documentRevisions)
    .where(revisionOf(userId, id, revisionId));
  if (!row) return "revision";
  return {
    ...row,
    reason: row.reason as RevisionReason,
    createdAt: row.createdAt.toISOString(),
    body: (row.body as RichBody | null) ?? null,
  };
}

/**
 * Brings the document back to a revision: its title and text become the revision's, on the version
 * check of any edit (stale → conflict), and the restore is itself a revision (`restore`, naming the
 * one it brought back), so restoring another undoes it.
 */
export async function restoreRevision(
  db: Db,
  userId: string,
  id: string,
  revisionId: string,
  version: number,
): Promise<DocumentDetail | Refused | { refused: "revision" }> {
  const outcome = await db.transaction(async (tx) => {
    const editable = and(eq(runs.id, id), mine(userId), eq(runs.version, version), live, ne(runs.status, "running"));
    const [before] = await tx
      .select({ title: runs.title, output: runs.output, body: runs.body, updatedAt: runs.updatedAt })
      .from(runs)
      .where(editable)
      .for("update");
    if (!before) return null;
    const [revision] = await tx
      .select(revisionColumns)
      .from(documentRevisions)
      .where(revisionOf(userId, id, revisionId));
    if (!revision) return { refused: "revision" } as const;
    const [row] = await tx
      .update(runs)
      .set({
        title: revision.title,
        output: revision.output,
        body: revision.body,
        version: sql`${runs.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(editable)
      .returning(detailColumns);
    await recordRevision(tx, { runId: id, userId }, before, row, { reason: "restore", sourceId: revisionId });
    return toDetail(row);
  });
  if (outcome) return outcome;
  const why = await whyNot(db, userId, id);
  // A stale version of a document without that revision is a 404 for the revision, as it would be fresh.
  if (why.refused === "version" && !(await getRevisionExists(db, userId, id, revisionId)))
    return { refused: "revision" };
  return why;
}

async function getRevisionExists(db: Db, userId: string, id: string, revisionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documentRevisions.id })
    .from(documentRevisions)
    .where(revisionOf(userId, id, revisionId));
  return Boolean(row);
}
