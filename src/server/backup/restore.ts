import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import { MIGRATIONS_DIR, openPglite } from "../db/client";
import { AUTH_SECRET_FILE } from "../secret";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest, fileSum, MANIFEST_FILE, PGDATA_FILE } from "./archive";
import { runningServer } from "./server-file";

/** A refusal with a message meant for the person at the terminal (the CLI prints it as is). */
export class BackupError extends Error {}

/** The embedded database's directory inside DATA_DIR (db/client.ts openDatabase). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** Whether DATA_DIR already holds an embedded database (anything at all in its pglite folder). */
export function holdsDatabase(dataDir: string): boolean {
  const dir = pgliteDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** The newest migration this version of Quillstack knows (the journal's last `when`). */
function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** The manifest, checked: every reason a file cannot be restored here, in words. */
function checkManifest(dir: string, file: string): BackupManifest {
  const notOurs = `${file} is not a Quillstack backup (it has no ${MANIFEST_FILE}).`;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupError(notOurs);
  }
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.version !== "number") throw new BackupError(notOurs);
  if (manifest.version > BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format ${manifest.version}, newer than this Quillstack reads (${BACKUP_VERSION}). Restore it with Quillstack ${manifest.appVersion} or newer.`,
    );
  }
  if (manifest.database?.engine !== "pglite") {
    throw new BackupError(`${file} holds no embedded database, so there is nothing to restore here.`);
  }
  const newest = manifest.database.migrations?.newest;
  if (typeof newest === "number" && newest > newestKnownMigration()) {
    throw new BackupError(
      `${file} comes from a newer Quillstack (${manifest.appVersion}) whose database has changes this version does not know. Restore it with Quillstack ${manifest.appVersion} or newer.`,
    );
  }
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    const at = path.join(dir, name);
    const actual = existsSync(at) ? fileSum(readFileSync(at)) : undefined;
    if (actual?.sha256 !== expected.sha256) {
      throw new BackupError(
        `${file} is damaged: ${name} ${actual ? "does not match its checksum" : "is missing"}. Use another copy of the backup.`,
      );
    }
  }
  if (!manifest.files?.[PGDATA_FILE]) throw new BackupError(`${file} is damaged: it has no ${PGDATA_FILE}.`);
  return manifest;
}

/** Unpacks the archive into a private temporary directory; a file that is no .tar.gz is refused. */
async function unpack(file: string, dir: string) {
  const known = new Set([MANIFEST_FILE, PGDATA_FILE, AUTH_SECRET_FILE]);
  try {
    await tar.extract({ file, cwd: dir, strict: true, filter: (entry) => known.has(entry) });
  } catch (error) {
    throw new BackupError(
      `${file} is not a Quillstack backup: it is not a readable .tar.gz archive (${(error as Error).message}).`,
    );
  }
}

export type Restored = { manifest: BackupManifest; warnings: string[] };

/**
 * Restores a backup into an empty DATA_DIR: refuses while a server runs on it, when it already
 * holds a database, or when it holds another AUTH_SECRET. The database is loaded beside its final
 * place and renamed into it only once PGlite opened it, so a failure leaves DATA_DIR as it was.
 * The server migrates it forward at its next start, like any database of an older version.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const server = runningServer(dataDir);
  if (server && !server.stale) {
    throw new BackupError(`Quillstack is running on ${dataDir} (pid ${server.pid}). Stop it, then restore.`);
  }
  if (holdsDatabase(dataDir)) {
    throw new BackupError(
      `${dataDir} already holds a database (${pgliteDir(dataDir)}). Restore into an empty DATA_DIR: move that one away, or set DATA_DIR to a new directory.`,
    );
  }
  const work = mkdtempSync(path.join(tmpdir(), "quillstack-restore-"));
  try {
    await unpack(file, work);
    const manifest = checkManifest(work, file);
    const warnings: string[] = [];
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    const secret = manifest.files[AUTH_SECRET_FILE] ? readFileSync(path.join(work, AUTH_SECRET_FILE)) : undefined;
    if (secret && existsSync(secretFile) && !readFileSync(secretFile).equals(secret)) {
      throw new BackupError(
        `${secretFile} holds another secret than the backup's. Restore into an empty DATA_DIR, or remove that file if nothing depends on it.`,
      );
    }
    if (manifest.authSecret === "environment") {
      warnings.push(
        "This backup was made by a server with AUTH_SECRET set: start the restored one with the same AUTH_SECRET, or every session ends and encrypted data cannot be read.",
      );
    }

    mkdirSync(dataDir, { recursive: true });
    const staging = path.join(dataDir, `pglite.restoring-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    const dump = readFileSync(path.join(work, PGDATA_FILE));
    // PGlite takes anything else for gzip, and its failure escapes as an unhandled rejection.
    if (dump.subarray(257, 262).toString("latin1") !== "ustar") {
      throw new BackupError(`${file} is damaged: ${PGDATA_FILE} is not a tar of a database directory.`);
    }
    try {
      const database = await openPglite(staging, new Blob([dump]));
      await database.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `${file} could not be loaded (PostgreSQL ${manifest.database.postgres} from Quillstack ${manifest.appVersion}): ${(error as Error).message}`,
      );
    }
    if (secret && !existsSync(secretFile)) writeFileSync(secretFile, secret, { mode: 0o600 });
    rmSync(pgliteDir(dataDir), { recursive: true, force: true }); // an empty folder, if any
    renameSync(staging, pgliteDir(dataDir));
    return { manifest, warnings };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
