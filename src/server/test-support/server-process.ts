import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { STRONG_PASSWORD } from "./harness";

/*
 * Real server processes and commands for tests that cross process boundaries (a backup taken from
 * another process, a restore, a restart): `node --import tsx` on the sources, like `npm run`.
 */

export const PUBLIC_URL = "http://localhost:3999";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Only what a test gives, plus PATH and HOME: nothing of the test runner's own environment leaks in. */
const baseEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir() });

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  log: () => string;
  exited: Promise<number | null>;
  /** SIGTERM (a clean stop) and its exit code. */
  stop: () => Promise<number | null>;
};

/** `node --import tsx src/server/main.ts` on a free port; resolves once /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...baseEnv(), HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const instance: ServerProcess = {
    child,
    base: `http://127.0.0.1:${port}`,
    log: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  // Generous: a new PGlite data directory on a busy 2-core machine has taken over 30 s to be ready.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${instance.base}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${output}`);
}

/** A command-line script (`src/server/cli/…`) run to its end: its exit code and everything it printed. */
export async function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...baseEnv(), LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  return { code, output };
}

/** A browser-like client of one server: the site's Origin, a cookie jar. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(public base: string) {}
  async request(pathname: string, init: { method?: string; json?: unknown } = {}) {
    const { json } = init;
    const res = await fetch(`${this.base}${pathname}`, {
      method: init.method ?? (json === undefined ? "GET" : "POST"),
      headers: {
        origin: PUBLIC_URL,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
  async json<T = any>(pathname: string, init?: Parameters<Browser["request"]>[1]) {
    const res = await this.request(pathname, init);
    return { status: res.status, body: (await res.json()) as T };
  }
}

/** The confirmation link the server printed for `email` (no SMTP: emails go to its log). */
export async function linkFromLog(server: ServerProcess, email: string): Promise<string> {
  const marker = `kept in outbox) to ${email}`;
  for (let i = 0; i < 50 && !server.log().includes(marker); i++) await sleep(100);
  const after = server.log().slice(server.log().indexOf(marker));
  const link = /https?:\/\/\S+/.exec(after)?.[0];
  if (!link) throw new Error(`no link for ${email} in the log`);
  return link;
}

/** Signs up on a server process, confirms through the link in its log and signs in. */
export async function signedInOn(server: ServerProcess, email: string, name = "Test User"): Promise<Browser> {
  const browser = new Browser(server.base);
  const signUp = await browser.request("/api/auth/sign-up/email", { json: { name, email, password: STRONG_PASSWORD } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  const link = new URL(await linkFromLog(server, email));
  const verify = await browser.request(link.pathname + link.search);
  if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
  const signIn = await browser.request("/api/auth/sign-in/email", { json: { email, password: STRONG_PASSWORD } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return browser;
}
