import { and, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { runs } from "../db/schema";

/** How long a deleted document can still be restored (the list's Undo) before it is purged. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/**
 * Purges what is no longer kept: documents their owner deleted longer ago than the undo window,
 * and, with DOCUMENT_RETENTION_DAYS, every finished document older than that. A running run is
 * never touched (its text is still being written and charged). Returns how many rows went.
 */
export async function pruneDocuments(db: Db, retentionDays?: number, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(runs)
    .where(and(isNotNull(runs.deletedAt), lt(runs.deletedAt, new Date(now.getTime() - UNDO_WINDOW_MS))))
    .returning({ id: runs.id });
  let expired: { id: string }[] = [];
  if (retentionDays) {
    expired = await db
      .delete(runs)
      .where(
        and(
          ne(runs.status, "running"),
          lt(runs.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${retentionDays})`),
        ),
      )
      .returning({ id: runs.id });
  }
  return deleted.length + expired.length;
}
