import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR/server.json: how the backup command finds the server that holds the embedded database
 * open (only one process can). Written once the server listens, removed when it stops cleanly;
 * readable by the data directory's owner only (mode 0600), since its token lets the reader download
 * the whole database, which that person can read anyway.
 */
export const SERVER_FILE = "server.json";

/** `url` is absent while the server starts (its database open, not yet listening) and stops. */
export type ServerFile = { pid: number; url?: string; token: string; startedAt: string };

export function newBackupToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The URL this machine reaches a server at that listens on `host`:`port`. */
export function localUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function writeServerFile(dataDir: string, entry: ServerFile): void {
  const file = path.join(dataDir, SERVER_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  mkdirSync(dataDir, { recursive: true });
  rmSync(partial, { force: true }); // the mode below applies only to a file it creates
  writeFileSync(partial, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

export function readServerFile(dataDir: string): ServerFile | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, SERVER_FILE), "utf8");
  } catch {
    return undefined;
  }
  try {
    const entry = JSON.parse(text) as Partial<ServerFile>;
    if (typeof entry.pid === "number" && typeof entry.token === "string") {
      return entry as ServerFile;
    }
  } catch {
    // unreadable: treated as absent, like a stale one
  }
  return undefined;
}

/** Removes server.json if it is still this server's (a newer server may have replaced it). */
export function removeServerFile(dataDir: string, token: string): void {
  if (readServerFile(dataDir)?.token === token) rmSync(path.join(dataDir, SERVER_FILE), { force: true });
}

/** Whether a process with this id runs (a server killed without stopping leaves a stale file). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server named by DATA_DIR/server.json, or undefined when none (or the file is stale). */
export function runningServer(
  dataDir: string,
): (ServerFile & { stale?: false }) | { stale: true; pid: number } | undefined {
  const entry = readServerFile(dataDir);
  if (!entry) return undefined;
  return processAlive(entry.pid) && entry.pid !== process.pid ? entry : { stale: true, pid: entry.pid };
}
