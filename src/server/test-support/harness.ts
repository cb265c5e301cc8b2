import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { buildServer, type Server } from "../server";
import { openTestDatabase } from "./backends";

export const TEST_ORIGIN = "http://localhost:3000";
export const STRONG_PASSWORD = "Quill$tack2026";

export type TestApp = Server & { drop: () => Promise<void>; client: (ip?: string) => TestClient };

/** The real app, in process, on a fresh database of the given kind. */
export async function startTestApp(
  kind: "pglite" | "postgres",
  env: Record<string, string> = {},
  database?: Database,
): Promise<TestApp> {
  const test = database ? { database, drop: () => database.close() } : await openTestDatabase(kind);
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "qs-test-"));
  // No model unless a test asks for one: tests never download the embedded model.
  const config = loadConfig({ LOG_LEVEL: "silent", AI_PROVIDER: "none", ...env, DATA_DIR: dataDir });
  const server = await buildServer(config, { database: test.database });
  let nextIp = 1;
  return {
    ...server,
    drop: async () => {
      await server.runs.stop();
      await server.changes.close();
      await server.provider.close?.();
      await test.drop();
    },
    client: (ip = `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`) => new TestClient(server, ip),
  };
}

/** A browser-like client: keeps cookies, sends the site's Origin and its own client address. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private server: Server,
    public ip: string,
  ) {}

  async request(pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      "x-quillstack-client-ip": this.ip,
      ...init.headers,
    };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await this.server.app.request(`${TEST_ORIGIN}${pathname}`, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
  async json<T = any>(pathname: string, init?: Parameters<TestClient["request"]>[1]) {
    const res = await this.request(pathname, init);
    return { status: res.status, body: (await res.json()) as T };
  }
}

/** The newest confirmation link sent to this address through the outbox. */
export async function latestLinkFor(server: Server, email: string): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no email for ${email}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in email to ${email}`);
  return link;
}

/** Signs up, confirms through the emailed link and signs in; returns the signed-in client. */
export async function signUpVerified(app: TestApp, email: string, name = "Test User", password = STRONG_PASSWORD) {
  const client = app.client();
  const signUp = await client.request("/api/auth/sign-up/email", { json: { name, email, password } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await latestLinkFor(app, email));
  const verify = await client.request(link.pathname + link.search);
  if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
  const signIn = await client.request("/api/auth/sign-in/email", { json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return client;
}
