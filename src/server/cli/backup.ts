import { closeSync, createReadStream, createWriteStream, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBackup, readManifest } from "../backup/archive";
import { createExclusive } from "../backup/exclusive-file";
import { BackupError, holdsDatabase, pgliteDir } from "../backup/restore";
import { runningServer, SERVER_FILE, type ServerFile } from "../backup/server-file";
import { type Config, ConfigError } from "../config";
import { openPglite } from "../db/client";
import { backupFileArgument } from "./backup-file";

/** Writes `source` to the open file `fd`, which stays open: `main` alone closes it, exactly once. */
const writeAll = (source: NodeJS.ReadableStream, fd: number) =>
  pipeline(source, createWriteStream("", { fd, autoClose: false }));

/** Asks the running server for the backup (it alone may open the database) and writes it to `fd`. */
async function fromServer(server: ServerFile, dataDir: string, fd: number) {
  if (!server.url) {
    throw new BackupError(`Quillstack (pid ${server.pid}) is starting or stopping. Try again in a moment.`);
  }
  let res: Response;
  try {
    res = await fetch(`${server.url}/api/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.token}` },
    });
  } catch (error) {
    throw new BackupError(
      `${path.join(dataDir, SERVER_FILE)} names a running server (pid ${server.pid}) at ${server.url}, but it does not answer (${(error as Error).cause ?? (error as Error).message}). If Quillstack is not running, remove that file and try again.`,
    );
  }
  if (res.status !== 200) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new BackupError(`The server refused the backup (${res.status}): ${body?.error?.message ?? res.statusText}`);
  }
  await writeAll(Readable.fromWeb(res.body as never), fd);
}

/** Opens the stopped server's data directory itself and writes the backup to `fd`. */
async function fromDataDir(config: Config, fd: number) {
  if (!holdsDatabase(config.dataDir)) {
    throw new BackupError(
      `${path.resolve(config.dataDir)} holds no database (no ${pgliteDir(config.dataDir)}): nothing to back up. Is DATA_DIR right?`,
    );
  }
  const database = await openPglite(pgliteDir(config.dataDir));
  try {
    const backup = await createBackup(database, {
      dataDir: config.dataDir,
      secretFromEnvironment: Boolean(config.authSecret),
    });
    try {
      await writeAll(createReadStream(backup.path), fd);
    } finally {
      backup.remove();
    }
  } finally {
    await database.close();
  }
}

/** `npm run backup -- FILE`: a consistent copy of the embedded database, the server running or not. */
async function main(args: string[]): Promise<number> {
  const parsed = backupFileArgument(args, "npm run backup -- <file.tar.gz>");
  if (typeof parsed === "number") return parsed;
  const { file, config } = parsed;
  if (existsSync(file)) {
    console.error(`${file} already exists. Name a new file.`);
    return 1;
  }
  const partial = `${file}.partial`;
  // Created here, exclusively and 0600, before anything is read; removed below only because it is ours.
  const fd = createExclusive(partial);
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  try {
    const server = runningServer(config.dataDir);
    if (server && !server.stale) {
      console.log(`Quillstack is running (pid ${server.pid}): asking it for the backup…`);
      await fromServer(server, config.dataDir, fd);
    } else {
      if (server?.stale) {
        console.log(`${SERVER_FILE} names pid ${server.pid}, which is not running (the server did not stop cleanly).`);
      }
      console.log(`Quillstack is not running: reading ${path.resolve(config.dataDir)} directly…`);
      await fromDataDir(config, fd);
    }
    close();
    const manifest = await readManifest(partial);
    if (!manifest) throw new BackupError("The backup written is not readable; nothing was kept. Please try again.");
    renameSync(partial, file);
    console.log(
      `Backup written to ${file}: the database as of ${manifest.createdAt} (Quillstack ${manifest.appVersion}).`,
    );
    if (manifest.authSecret === "file")
      console.log("It holds DATA_DIR's AUTH_SECRET too: keep it as safe as the data.");
    if (manifest.authSecret === "environment")
      console.log("AUTH_SECRET is set in the environment: keep it with the backup.");
    return 0;
  } finally {
    close();
    rmSync(partial, { force: true });
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
