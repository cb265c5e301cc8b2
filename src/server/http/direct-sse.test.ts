import http, { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp } from "../test-support/harness";
import { expectSettledAfterLeaving, ledgerOf } from "../test-support/ledger";
import { parseSse } from "../test-support/sse";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words

/**
 * A run served over a real socket by @hono/node-server: its events are written straight to Node's
 * ServerResponse (http/sse.ts), not through a web stream, and must carry the same headers as any
 * other response, arrive whole, and settle a run the client leaves.
 */
describe.each(BACKENDS)("a run over a real HTTP socket on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp(kind, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake" });
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await app?.drop();
    await fake?.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" });
  });

  const signedIn = async () => {
    const email = `socket${n++}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), userId: user.id };
  };
  const ledger = (userId: string) => ledgerOf(app, userId);
  const post = (cookie: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/tools/clarity-booster/run",
        headers: {
          host: `127.0.0.1:${port}`,
          origin: TEST_ORIGIN,
          cookie,
          "content-type": "application/json",
          "accept-encoding": "br, gzip",
        },
      });
      req.on("response", resolve);
      req.on("error", reject);
      req.end(JSON.stringify({ input: { text: "Make this clearer please." } }));
    });

  it("sends the usual headers, uncompressed, and every event up to done", async () => {
    const { cookie, userId } = await signedIn();
    const flushHeaders = vi.spyOn(ServerResponse.prototype, "flushHeaders");
    const res = await post(cookie);
    let body = "";
    for await (const chunk of res) body += chunk.toString("utf8");
    // The web-stream path flushes the headers on their own; the direct path sends them with the first event.
    expect(flushHeaders).not.toHaveBeenCalled();
    flushHeaders.mockRestore();

    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/event-stream");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    // The security headers every response carries (app.ts).
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");

    const events = parseSse(body);
    expect(events[0].event).toBe("start");
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(deltas.join("")).toBe(REPLY);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ output: REPLY, wordsCharged: 14 });
    expect(await ledger(userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
  });

  it("settles a run whose client disconnects mid-stream, charging what was generated", async () => {
    const { cookie, userId } = await signedIn();
    fake.behaviour.reply = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    fake.behaviour.chunkDelayMs = 40;
    const res = await post(cookie);
    expect(res.headers["content-type"]).toBe("text/event-stream");
    await new Promise<void>((resolve) => {
      let received = "";
      res.on("data", (chunk: Buffer) => {
        received += chunk.toString("utf8");
        // The client goes away: its connection closes mid-stream.
        if ((received.match(/event: delta/g) ?? []).length >= 5 && !res.socket.destroyed) {
          res.socket.destroy();
          resolve();
        }
      });
    });
    await expectSettledAfterLeaving(app, userId);
    // The upstream request ended with the run, rather than streaming on for no one.
    await expect.poll(() => fake.openStreams, { timeout: 5000 }).toBe(0);
  });

  it("still answers through the web stream when there is no Node response (in-process requests)", async () => {
    const { cookie } = await signedIn();
    const res = await app.app.request(`${TEST_ORIGIN}/api/tools/clarity-booster/run`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify({ input: { text: "Make this clearer please." } }),
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const events = parseSse(await res.text());
    expect(events[0].event).toBe("start");
    expect(events.at(-1)?.event).toBe("done");
  });
});
