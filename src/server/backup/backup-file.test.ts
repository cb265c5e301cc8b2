import { lstatSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { runCli } from "../test-support/server-process";
import { readManifest } from "./archive";
import { pgliteDir } from "./restore";

/*
 * Where `npm run backup -- FILE` writes (docs/decisions/0030-backups.md): FILE.partial, created
 * exclusively with mode 0600, then renamed to FILE. Something already at FILE.partial (a link
 * someone planted, an interrupted backup) is refused and left as it was. The stopped-DATA_DIR path
 * is used: it is the one that, before, wrote the whole database through such a link.
 */

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const backup = (file: string, dataDir: string) => runCli("src/server/cli/backup.ts", [file], { DATA_DIR: dataDir });

describe("npm run backup's output file", () => {
  const dataDir = tempDir("qs-backup-file-data-");

  beforeAll(async () => {
    const database = await openPglite(pgliteDir(dataDir));
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses a symbolic link at FILE.partial and leaves its target untouched", async () => {
    const out = tempDir("qs-backup-file-out-");
    const target = path.join(out, "someone-elses-file.txt");
    writeFileSync(target, "precious\n", { mode: 0o644 });
    const file = path.join(out, "linked.tar.gz");
    symlinkSync(target, `${file}.partial`);

    const run = await backup(file, dataDir);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${file}.partial already exists (a symbolic link)`);
    expect(run.output).toContain("remove that file and try again");
    expect(readFileSync(target, "utf8")).toBe("precious\n");
    expect(statSync(target).mode & 0o777).toBe(0o644);
    expect(lstatSync(`${file}.partial`).isSymbolicLink()).toBe(true);
    expect(() => statSync(file)).toThrow();
  });

  it("refuses an existing FILE.partial and keeps it", async () => {
    const file = path.join(tempDir("qs-backup-file-out-"), "interrupted.tar.gz");
    writeFileSync(`${file}.partial`, "half a backup", { mode: 0o644 });

    const run = await backup(file, dataDir);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${file}.partial already exists: another backup to this name is under way`);
    expect(readFileSync(`${file}.partial`, "utf8")).toBe("half a backup");
    expect(() => statSync(file)).toThrow();
  });

  it("writes the backup with mode 0600 whatever the umask, and leaves no .partial", async () => {
    const file = path.join(tempDir("qs-backup-file-out-"), "fresh.tar.gz");
    const umask = process.umask(0); // the command inherits it: nothing may add group or other bits
    let run: Awaited<ReturnType<typeof backup>>;
    try {
      run = await backup(file, dataDir);
    } finally {
      process.umask(umask);
    }
    expect(run.output).toContain("Backup written to");
    expect(run.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await readManifest(file)).toMatchObject({ format: "quillstack-backup" });
    expect(() => lstatSync(`${file}.partial`)).toThrow();
  });
});
