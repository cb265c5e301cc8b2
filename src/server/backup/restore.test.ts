import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPglite } from "../db/client";
import { users } from "../db/schema";
import { startTestApp } from "../test-support/harness";
import { runCli } from "../test-support/server-process";
import { type BackupManifest, createBackup, fileSum, MANIFEST_FILE, PGDATA_FILE } from "./archive";
import { BackupError, restoreBackup } from "./restore";
import { runningServer, writeServerFile } from "./server-file";

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));

/** The committed migrations less the newest: what an older Quillstack's database has. */
function olderMigrations(): string {
  const dir = tempDir("qs-older-migrations-");
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const entries = journal.entries.slice(0, -1);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** A copy of `file` with its manifest changed by `edit` (and, optionally, its database replaced). */
async function altered(file: string, edit: (m: BackupManifest) => void, pgdata?: Buffer) {
  const dir = tempDir("qs-altered-");
  await tar.extract({ file, cwd: dir });
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8"));
  edit(manifest);
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  if (pgdata) writeFileSync(path.join(dir, PGDATA_FILE), pgdata);
  const out = path.join(tempDir("qs-altered-out-"), "altered.tar.gz");
  await tar.create({ gzip: true, cwd: dir, file: out }, [MANIFEST_FILE, PGDATA_FILE, "auth-secret"]);
  return out;
}

const refusal = (file: string, dataDir = tempDir("qs-restore-")) =>
  restoreBackup(file, dataDir).then(
    () => "restored",
    (error) => (error instanceof BackupError ? error.message : `unexpected: ${error}`),
  );

describe("restoring a backup", () => {
  let file: string;
  const sourceDir = tempDir("qs-older-");

  // A data directory of the previous version (every migration but the newest) with one account.
  beforeAll(async () => {
    const database = await openPglite(path.join(sourceDir, "pglite"));
    try {
      await database.migrate(olderMigrations());
      await database.db.insert(users).values({ id: "u1", name: "Old Timer", email: "old@example.com" });
      writeFileSync(path.join(sourceDir, "auth-secret"), "the-old-servers-generated-secret-0123456789");
      const backup = await createBackup(database, { dataDir: sourceDir, secretFromEnvironment: false });
      file = path.join(tempDir("qs-older-backup-"), "older.tar.gz");
      cpSync(backup.path, file);
      backup.remove();
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(sourceDir, { recursive: true, force: true }));

  it("restores an older version's backup, and the server migrates it forward at start", async () => {
    const dataDir = tempDir("qs-restore-older-");
    const { manifest } = await restoreBackup(file, dataDir);
    expect(manifest.database.migrations.count).toBe(journal.entries.length - 1);
    const app = await startTestApp("pglite", { DATA_DIR: dataDir }, await openPglite(path.join(dataDir, "pglite")));
    try {
      const applied = await app.database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(journal.entries.length);
      expect((await app.database.db.select({ email: users.email }).from(users))[0].email).toBe("old@example.com");
      expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(
        "the-old-servers-generated-secret-0123456789",
      );
    } finally {
      await app.drop();
    }
  }, 120_000);

  it("refuses, in words, what it cannot restore", async () => {
    const empty = path.join(tempDir("qs-empty-"), "empty.tar.gz");
    writeFileSync(empty, "");
    expect(await refusal(empty)).toMatch(/is not a Quillstack backup: it is not a readable .tar.gz archive/);
    const notesDir = tempDir("qs-notes-");
    writeFileSync(path.join(notesDir, "notes.txt"), "some other archive");
    const otherArchive = path.join(notesDir, "notes.tar.gz");
    await tar.create({ gzip: true, cwd: notesDir, file: otherArchive }, ["notes.txt"]);
    expect(await refusal(otherArchive)).toMatch(/is not a Quillstack backup \(it has no quillstack-backup.json\)/);
    expect(await refusal(path.join(tmpdir(), "no-such-backup.tar.gz"))).toMatch(/does not exist/);

    const newerFormat = await altered(file, (m) => {
      m.version = 2;
      m.appVersion = "9.0.0";
    });
    expect(await refusal(newerFormat)).toMatch(/format 2, newer than this Quillstack reads \(1\).*9\.0\.0 or newer/);

    const newerDatabase = await altered(file, (m) => {
      m.database.migrations.newest = Math.max(...journal.entries.map((e: { when: number }) => e.when)) + 1;
    });
    expect(await refusal(newerDatabase)).toMatch(/comes from a newer Quillstack/);

    const damaged = await altered(file, () => {}, Buffer.from("not the database it was"));
    expect(await refusal(damaged)).toMatch(/is damaged: pgdata.tar does not match its checksum/);

    const otherSecret = tempDir("qs-other-secret-");
    writeFileSync(path.join(otherSecret, "auth-secret"), "someone-elses-secret");
    expect(await refusal(file, otherSecret)).toMatch(/holds another secret than the backup's/);

    // Checksums that match, but no database in it: refused, and nothing is left behind in DATA_DIR.
    const garbage = Buffer.alloc(4096, 7);
    const notADatabase = await altered(file, (m) => (m.files[PGDATA_FILE] = fileSum(garbage)), garbage);
    const untouched = tempDir("qs-untouched-");
    expect(await refusal(notADatabase, untouched)).toMatch(
      /is damaged: pgdata.tar is not a tar of a database directory/,
    );
    expect(readdirSync(untouched)).toEqual([]);
    // A tar, but not of a data directory PostgreSQL can start from.
    const notesTar = path.join(notesDir, "notes.tar");
    await tar.create({ cwd: notesDir, file: notesTar }, ["notes.txt"]);
    const other = readFileSync(notesTar);
    const unloadable = await altered(file, (m) => (m.files[PGDATA_FILE] = fileSum(other)), other);
    expect(await refusal(unloadable, untouched)).toMatch(/could not be loaded \(PostgreSQL \d+/);
    expect(readdirSync(untouched)).toEqual([]);
  });

  it("refuses while a server runs on the DATA_DIR, and sees through a stale server.json", async () => {
    const dataDir = tempDir("qs-running-");
    // This test's parent process stands in for a server that is running.
    writeServerFile(dataDir, { pid: process.ppid, url: "http://127.0.0.1:1", token: "t", startedAt: "" });
    expect(runningServer(dataDir)).toMatchObject({ pid: process.ppid });
    expect(await refusal(file, dataDir)).toBe(
      `Quillstack is running on ${dataDir} (pid ${process.ppid}). Stop it, then restore.`,
    );
    // A server still opening its database (no URL yet): the backup command waits for it, never opens it too.
    writeServerFile(dataDir, { pid: process.ppid, token: "t", startedAt: "" });
    const starting = await runCli("src/server/cli/backup.ts", [path.join(dataDir, "b.tar.gz")], { DATA_DIR: dataDir });
    expect(starting.code).toBe(1);
    expect(starting.output).toContain(
      `Quillstack (pid ${process.ppid}) is starting or stopping. Try again in a moment.`,
    );

    // A server killed without stopping: its process is gone, its file is not.
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    const deadPid = Number(gone.stdout.trim());
    writeServerFile(dataDir, { pid: deadPid, url: "http://127.0.0.1:1", token: "t", startedAt: "" });
    expect(runningServer(dataDir)).toEqual({ stale: true, pid: deadPid });
    expect(await refusal(file, dataDir)).toBe("restored");
  }, 60_000);
});

describe("the backup commands on PostgreSQL", () => {
  it("point to pg_dump and pg_restore, and touch nothing", async () => {
    const env = { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", DATA_DIR: tempDir("qs-pg-") };
    for (const script of ["backup", "restore"]) {
      const run = await runCli(`src/server/cli/${script}.ts`, [path.join(env.DATA_DIR, "x.tar.gz")], env);
      expect(run.code).toBe(1);
      expect(run.output).toContain("back it up with pg_dump (and restore with pg_restore)");
      expect(readdirSync(env.DATA_DIR)).toEqual([]);
    }
  });
});
