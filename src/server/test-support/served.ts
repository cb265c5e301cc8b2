import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { CreatedApiKey } from "@shared/api-v1";
import { eq } from "drizzle-orm";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { apiKeys, profiles, users } from "../db/schema";
import { signUpVerified, startTestApp, type TestClient } from "./harness";

/**
 * An app served on a real socket (as protocol clients reach it: the MCP SDK, the `openai` package,
 * Node's fetch), with the fake model server, an administrator, and helpers to make users and keys.
 */
export async function startServedApp(kind: "pglite" | "postgres", env: Record<string, string> = {}) {
  const fake = await startFakeOpenAi({ reply: "Plain words work best." });
  const baseEnv = {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    ADMIN_EMAILS: "root@example.com",
    API_RATE_LIMIT_BURST: "1000",
    API_RATE_LIMIT_PER_MINUTE: "60000",
  };
  const app = await startTestApp(kind, { ...baseEnv, ...env });
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = await signUpVerified(app, "root@example.com");
  let n = 0;

  const served = {
    app,
    fake,
    base,
    admin,
    /** A verified, signed-in user with one API key. */
    async newUser(prefix = "user") {
      const email = `${prefix}${n++}-${Date.now()}@example.com`;
      const client: TestClient = await signUpVerified(app, email);
      const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
      const created = await client.json<CreatedApiKey>("/api/api-keys", { json: { name: "Protocol" } });
      if (created.status !== 201) throw new Error(`key creation failed: ${created.status}`);
      return { client, email, userId: user.id, key: created.body.key, keyId: created.body.id };
    },
    async setWordLimit(userId: string, wordsLimit: number) {
      await app.database.db.update(profiles).set({ wordsLimit }).where(eq(profiles.userId, userId));
    },
    async expireKey(keyId: string) {
      await app.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, keyId));
    },
    async revokeKey(client: TestClient, keyId: string) {
      const res = await client.json(`/api/api-keys/${keyId}`, { method: "DELETE" });
      if (res.status !== 200) throw new Error(`revoke failed: ${res.status}`);
    },
    async suspend(userId: string) {
      const res = await admin.json(`/api/admin/users/${userId}`, { method: "PATCH", json: { status: "suspended" } });
      if (res.status !== 200) throw new Error(`suspend failed: ${res.status}`);
    },
    /** An organization (made by the administrator) whose owner is `ownerEmail`; its id. */
    async newOrganization(ownerEmail: string, poolWords: number) {
      const res = await admin.json("/api/admin/organizations", {
        json: { name: `Org ${n++}`, poolWords, ownerEmail, domains: [] },
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`organization failed: ${res.status}`);
      return res.body.id as string;
    },
    async setSwitch(key: string, value: boolean) {
      const res = await admin.json(`/api/admin/settings/${key}`, { method: "PUT", json: { value } });
      if (res.status !== 200) throw new Error(`switch failed: ${res.status}`);
    },
    /** A second instance on the same database (what a second server behind a load balancer is), served on its own socket. */
    async secondInstance() {
      const second = await startTestApp(kind, { ...baseEnv, ...env }, app.database);
      const socket = serve({ fetch: second.app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise((r) => socket.once("listening", r));
      return {
        base: `http://127.0.0.1:${(socket.address() as AddressInfo).port}`,
        // It shares the first one's database: stop it without closing that.
        async close() {
          await new Promise((r) => socket.close(r));
          await second.runs.stop();
          await second.changes.close();
          await second.provider.close?.();
        },
      };
    },
    async close() {
      await new Promise((r) => server.close(r));
      await app.drop();
      await fake.close();
    },
  };
  return served;
}
export type ServedApp = Awaited<ReturnType<typeof startServedApp>>;
