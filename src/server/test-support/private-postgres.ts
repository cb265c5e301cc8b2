import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server of the test's own, in a temporary directory, that it may stop and start
 * (the shared one on 5432 must stay up for the other tests). Needs the server binaries
 * (Debian's postgresql package); as root, they run as the `postgres` user, since PostgreSQL
 * refuses to run as root.
 */
export type PrivatePostgres = { url: string; stop: () => void; start: () => void; remove: () => void };

const BIN_ROOT = "/usr/lib/postgresql";

function binDir(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(BIN_ROOT, v, "bin")).find((dir) => existsSync(path.join(dir, "pg_ctl")));
}

const asRoot = process.getuid?.() === 0;

/** Whether this machine can run a private PostgreSQL server. */
export function canRunPrivatePostgres(): boolean {
  if (!binDir()) return false;
  if (!asRoot) return true;
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  const dir = mkdtempSync(path.join(tmpdir(), "qs-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: "pipe", cwd: dir });
  };
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
