import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Database, Db } from "../db/client";
import { AUTH_SECRET_FILE } from "../secret";
import { APP_VERSION } from "../version";

/**
 * A Quillstack backup (docs/decisions/0030-backups.md): a gzip-compressed tar holding
 *   quillstack-backup.json  the manifest below (first, so a reader knows at once what it holds)
 *   pgdata.tar              PGlite's own dump of its data directory (dumpDataDir)
 *   auth-secret             DATA_DIR's generated AUTH_SECRET, when the server uses one
 * A newer Quillstack reads every older BACKUP_VERSION; an older one refuses a newer version.
 */
export const BACKUP_FORMAT = "quillstack-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = "quillstack-backup.json";
export const PGDATA_FILE = "pgdata.tar";

export type FileSum = { bytes: number; sha256: string };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  database: {
    engine: "pglite";
    /** PostgreSQL's version inside PGlite: a data directory loads only into the same major. */
    postgres: string;
    /** The migrations applied, and the newest one's timestamp (drizzle's `created_at`, the journal's `when`). */
    migrations: { count: number; newest: number | null };
  };
  /**
   * "file": the generated secret is in the archive; "environment": the server ran with AUTH_SECRET
   * set, which the operator must keep (sessions and encrypted data need it); "none": neither.
   */
  authSecret: "file" | "environment" | "none";
  files: Record<string, FileSum>;
};

export function fileSum(bytes: Uint8Array): FileSum {
  return { bytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** Both drivers answer db.execute with `{ rows }`. */
async function firstRow<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

async function databaseFacts(db: Db): Promise<BackupManifest["database"]> {
  const version = await firstRow<{ server_version: string }>(db, sql`SHOW server_version`);
  const { count, newest } = await firstRow<{ count: number; newest: string | null }>(
    db,
    sql`SELECT count(*)::int AS count, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  );
  return {
    engine: "pglite",
    postgres: version.server_version,
    migrations: { count: Number(count), newest: newest === null ? null : Number(newest) },
  };
}

export type BackupFile = {
  /** The .tar.gz on disk, in a private temporary directory. */
  path: string;
  bytes: number;
  manifest: BackupManifest;
  /** Removes the temporary directory (call once the file was copied or sent). */
  remove: () => void;
};

/**
 * Writes a backup of an embedded database (and of what else in DATA_DIR the restored instance
 * needs) to a temporary file. `secretFromEnvironment`: whether AUTH_SECRET is set, so the
 * generated secret file (if any) is not the one in use.
 */
export async function createBackup(
  database: Database,
  opts: { dataDir: string; secretFromEnvironment: boolean },
): Promise<BackupFile> {
  if (!database.dumpDataDir) throw new Error("Only the embedded database (PGlite) is backed up this way.");
  const facts = await databaseFacts(database.db);
  const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  const work = mkdtempSync(path.join(tmpdir(), "quillstack-backup-"));
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    const files: Record<string, FileSum> = {};
    const staged = path.join(work, "archive");
    writeFileSync(path.join(work, PGDATA_FILE), dump);
    files[PGDATA_FILE] = fileSum(dump);
    const secretFile = path.join(opts.dataDir, AUTH_SECRET_FILE);
    const withSecret = !opts.secretFromEnvironment && existsSync(secretFile);
    if (withSecret) {
      const secret = readFileSync(secretFile);
      writeFileSync(path.join(work, AUTH_SECRET_FILE), secret, { mode: 0o600 });
      files[AUTH_SECRET_FILE] = fileSum(secret);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      database: facts,
      authSecret: withSecret ? "file" : opts.secretFromEnvironment ? "environment" : "none",
      files,
    };
    writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, portable: true, cwd: work, file: staged }, [
      MANIFEST_FILE,
      PGDATA_FILE,
      ...(withSecret ? [AUTH_SECRET_FILE] : []),
    ]);
    rmSync(path.join(work, PGDATA_FILE)); // in the archive now
    return { path: staged, bytes: statSync(staged).size, manifest, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The file name a download suggests: quillstack-backup-2026-11-27T0354Z.tar.gz (UTC). */
export function backupFileName(at = new Date()): string {
  const stamp = at.toISOString().slice(0, 16).replace(/:/g, "");
  return `quillstack-backup-${stamp}Z.tar.gz`;
}

/** The manifest of a backup file, or undefined when the file is not a backup (a check after writing one). */
export async function readManifest(file: string): Promise<BackupManifest | undefined> {
  let text = "";
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path === MANIFEST_FILE) entry.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        else entry.resume();
      },
    });
    const manifest = JSON.parse(text) as BackupManifest;
    return manifest.format === BACKUP_FORMAT ? manifest : undefined;
  } catch {
    return undefined;
  }
}
