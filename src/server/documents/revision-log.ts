import { AUTOSAVE_REVISION_MS, type RevisionReason } from "@shared/documents";
import { countWords } from "@shared/words";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentRevisions } from "../db/schema";

/*
 * The document_revisions rows an edit writes (docs/features.md "Documents"), always in the transaction of the
 * edit itself, so a document and its history never disagree. Autosaves are batched: the newest
 * revision is updated in place while it is an autosave younger than AUTOSAVE_REVISION_MS, so a
 * long writing session leaves one revision a minute, not one a keystroke.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A document's text as a revision keeps it. */
export type Snapshot = { title: string; output: string; body: unknown };

type Edit = { reason: "autosave" } | { reason: "ai"; sourceId: string } | { reason: "restore"; sourceId: string };

const row = (runId: string, userId: string, reason: RevisionReason, doc: Snapshot, sourceId: string | null) => ({
  runId,
  userId,
  reason,
  title: doc.title,
  output: doc.output,
  body: doc.body ?? null,
  words: countWords(doc.output),
  sourceId,
});

/**
 * Records an edit of the document's text: `before` is the document as it was, `after` as it is now.
 * The first revision of a document is preceded by an `original` one holding `before` (dated when
 * the document last changed), so the first change can be undone.
 */
export async function recordRevision(
  tx: Tx,
  ids: { runId: string; userId: string },
  before: Snapshot & { updatedAt: Date },
  after: Snapshot,
  edit: Edit,
): Promise<void> {
  const [newest] = await tx
    .select({
      id: documentRevisions.id,
      reason: documentRevisions.reason,
      fresh: sql<boolean>`${documentRevisions.createdAt} > now() - make_interval(secs => ${AUTOSAVE_REVISION_MS / 1000})`,
    })
    .from(documentRevisions)
    .where(eq(documentRevisions.runId, ids.runId))
    .orderBy(desc(documentRevisions.createdAt), desc(documentRevisions.id))
    .limit(1);
  if (!newest) {
    await tx
      .insert(documentRevisions)
      .values({ ...row(ids.runId, ids.userId, "original", before, null), createdAt: before.updatedAt });
  }
  if (edit.reason === "autosave" && newest?.reason === "autosave" && newest.fresh) {
    const { title, output, body, words } = row(ids.runId, ids.userId, "autosave", after, null);
    await tx
      .update(documentRevisions)
      .set({ title, output, body, words, updatedAt: sql`now()` })
      .where(and(eq(documentRevisions.id, newest.id)));
    return;
  }
  await tx
    .insert(documentRevisions)
    .values(row(ids.runId, ids.userId, edit.reason, after, "sourceId" in edit ? edit.sourceId : null));
}
