import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";

/**
 * The compiled server when `npm run build` made one, run as `npm start` runs it, else the TypeScript
 * sources through tsx.
 */
export function serverCommand(kind: "compiled" | "tsx" | "auto" = "auto"): string[] {
  const compiled = path.resolve(process.env.BUILD_DIR ?? "build", "server/main.js");
  if (kind === "compiled" || (kind === "auto" && existsSync(compiled))) return [...SERVER_NODE_FLAGS, compiled];
  return ["--import", "tsx", "src/server/main.ts"];
}

export type AppProcess = {
  child: ChildProcess;
  base: string;
  /** How the server was run: "compiled" or "tsx". */
  command: string;
  startMs: number;
  stop: () => Promise<void>;
};

/** Starts one app instance on `port` and waits until /api/health answers. */
export async function startApp(
  port: number,
  env: Record<string, string | undefined>,
  opts: { kind?: "compiled" | "tsx" | "auto"; nodeArgs?: string[] } = {},
): Promise<AppProcess> {
  const started = performance.now();
  const command = serverCommand(opts.kind);
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the app under the load.
  const nodeArgs = opts.nodeArgs ?? process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...command], {
    env: { ...process.env, LOG_LEVEL: "error", ...env, PORT: String(port), HOST: "127.0.0.1" } as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  const kind = command.includes("tsx") ? "tsx" : "compiled";
  return { child, base, command: kind, startMs: performance.now() - started, stop: () => stopChild(child) };
}

/** The fake OpenAI-compatible server in its own process (bench/support/fake-process.ts). */
export async function startFakeProcess(
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/support/fake-process.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`fake model server exited with ${code}`)));
  });
  return { url: JSON.parse(line).url, child, stop: () => stopChild(child) };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Resident memory of a process, MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU time (user + system) of every PostgreSQL server process on this machine so far, ms. */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuMs(Number(entry));
    } catch {} // the process ended meanwhile
  }
  return total;
}

/** CPU time (user + system) a process has used so far, ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}
