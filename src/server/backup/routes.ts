import { createHash, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { Hono } from "hono";
import { apiError } from "../http/errors";
import { type BackupFile, backupFileName } from "./archive";

/** What makes a backup of this server's database; `create` is absent on PostgreSQL. */
export type BackupSource = {
  create?: () => Promise<BackupFile>;
  /** The token in DATA_DIR/server.json that the backup command presents (server-file.ts). */
  token: string;
  /**
   * Whether the archive carries the sign-in secret: the one generated in DATA_DIR does; one set as
   * AUTH_SECRET in the environment is not copied, and must be kept with the backup by hand.
   */
  secretFromEnvironment: boolean;
};

export const PG_DUMP_MESSAGE =
  "This server keeps its data in PostgreSQL: back it up with pg_dump (and restore with pg_restore), as the Backups section of docs/operations.md describes. Keep AUTH_SECRET with the dump.";

/** The PostgreSQL answer: this server cannot make the backup; pg_dump can. */
export function pgDumpAnswer(c: Context) {
  return apiError(c, 409, "USE_PG_DUMP", "Backups", PG_DUMP_MESSAGE);
}

/** Streams a backup file as a download; its temporary directory goes once the response ends. */
export function sendBackup(c: Context, backup: BackupFile) {
  const stream = createReadStream(backup.path);
  stream.once("close", backup.remove);
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    "Content-Type": "application/gzip",
    "Content-Length": String(backup.bytes),
    "Content-Disposition": `attachment; filename="${backupFileName(new Date(backup.manifest.createdAt))}"`,
    "Cache-Control": "no-store",
  });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * POST /api/backup, for `npm run backup` while the server runs: only the bearer of the token in
 * DATA_DIR/server.json is answered (no session, no API key, no other token).
 */
export function localBackupRoutes(source: BackupSource) {
  const app = new Hono();
  const expected = digest(source.token);
  app.post("/", async (c) => {
    const presented = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      return apiError(
        c,
        401,
        "BACKUP_TOKEN_REQUIRED",
        "Unauthorized",
        "This route answers only `npm run backup`, with the token in DATA_DIR/server.json.",
      );
    }
    if (!source.create) return pgDumpAnswer(c);
    return sendBackup(c, await source.create());
  });
  return app;
}
