import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { CreatedApiKey } from "@shared/api-v1";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAiBehaviour, startFakeOpenAi } from "../../../tests/support/fake-openai";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

/**
 * How answers are framed on the wire, seen by a strict client (Node's fetch, over a real socket):
 * a body has either a Content-Length or chunked transfer encoding, never both, whatever path built it.
 */
describe("HTTP framing over a real socket", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;
  let client: TestClient;
  let key: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp("pglite", {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_SECONDS: "1",
    });
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = await signUpVerified(app, "framing@example.com");
    const created = await client.json<CreatedApiKey>("/api/api-keys", { json: { name: "Framing" } });
    key = created.body.key;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await app?.drop();
    await fake?.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" } satisfies Partial<FakeOpenAiBehaviour>);
  });

  const run = (init: { headers?: Record<string, string>; body?: unknown; slug?: string } = {}) =>
    fetch(`${base}/api/v1/tools/${init.slug ?? TOOL}/runs`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers },
      body: JSON.stringify(init.body ?? { input: { text: "Make this clearer please." } }),
    });
  /** Both framings at once is what the strict client refuses; a JSON body this small declares its length. */
  const expectJsonFraming = (res: Response) => {
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("transfer-encoding")).toBeNull();
  };

  it("a finished run's JSON answer (200)", async () => {
    const res = await run();
    expect(res.status).toBe(200);
    expectJsonFraming(res);
    expect(res.headers.get("content-length")).not.toBeNull();
    expect(res.headers.get("cache-control")).not.toBe("no-cache");
    expect(await res.json()).toMatchObject({ output: REPLY, wordsCharged: 14 });
  });

  it("a run that failed after it started: 502 (the model failed) and 504 (the model went silent)", async () => {
    fake.behaviour.mode = "fail";
    const failed = await run();
    expect(failed.status).toBe(502);
    expectJsonFraming(failed);
    expect(((await failed.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");

    Object.assign(fake.behaviour, { mode: "ok", chunkDelayMs: 1500 });
    const silent = await run();
    expect(silent.status).toBe(504);
    expectJsonFraming(silent);
    expect(((await silent.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_TIMEOUT");
  }, 30_000);

  it("the first answer with an Idempotency-Key, and its replay", async () => {
    const first = await run({ headers: { "idempotency-key": "framing-1" } });
    expect(first.status).toBe(200);
    expectJsonFraming(first);
    const body = await first.json();
    const again = await run({ headers: { "idempotency-key": "framing-1" } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expectJsonFraming(again);
    expect(await again.json()).toEqual(body);
  });

  it("a structured check's JSON answer (the grammar checker)", async () => {
    fake.behaviour.reply = JSON.stringify({ issues: [], correctedText: "This is a test." });
    const res = await run({ slug: "grammar-checker", body: { input: { text: "This is a test." } } });
    expect(res.status).toBe(200);
    expectJsonFraming(res);
    expect(((await res.json()) as { output: string }).output).toBe("This is a test.");
  }, 60_000);

  it("event streams are chunked, without a Content-Length (the API's and the app's)", async () => {
    const streamed = await run({ headers: { accept: "text/event-stream" } });
    expect(streamed.headers.get("content-type")).toBe("text/event-stream");
    expect(streamed.headers.get("content-length")).toBeNull();
    expect(parseSse(await streamed.text()).at(-1)?.event).toBe("done");

    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const inApp = await fetch(`${base}/api/tools/${TOOL}/run`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify({ input: { text: "Make this clearer please." } }),
    });
    expect(inApp.headers.get("content-length")).toBeNull();
    expect(parseSse(await inApp.text()).at(-1)?.event).toBe("done");
  });

  it("other JSON routes, small and compressed", async () => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const [path, headers] of [
      ["/api/health", {}],
      ["/api/v1/tools", { authorization: `Bearer ${key}` }],
      ["/api/v1/openapi.json", {}],
      ["/api/me", { cookie, origin: TEST_ORIGIN }],
      ["/api/documents", { cookie, origin: TEST_ORIGIN }],
    ] as const) {
      const res = await fetch(`${base}${path}`, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-length") && res.headers.get("transfer-encoding"), path).toBeNull();
      await res.json();
    }
  });

  it("a document made, edited and brought back through its revisions, as a strict client sees it", async () => {
    const call = (path: string, method = "GET", body?: unknown) =>
      fetch(`${base}/api/v1/documents${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await call("", "POST", { title: "Field notes" });
    expect(created.status).toBe(201);
    expectJsonFraming(created);
    const doc = (await created.json()) as { id: string; version: number; tool: string; wordsCharged: number };
    expect(doc).toMatchObject({ tool: "document", wordsCharged: 0 });

    const edited = await call(`/${doc.id}`, "PATCH", { output: "Herons wait.", version: doc.version });
    expect(edited.status).toBe(200);
    const { version } = (await edited.json()) as { version: number };

    const listed = await call(`/${doc.id}/revisions`);
    expectJsonFraming(listed);
    const { items } = (await listed.json()) as { items: { id: string; reason: string }[] };
    expect(items.map((r) => r.reason)).toEqual(["autosave", "original"]);

    const restored = await call(`/${doc.id}/revisions/${items[1].id}/restore`, "POST", { version });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ output: "", version: version + 1 });
    const stale = await call(`/${doc.id}/revisions/${items[0].id}/restore`, "POST", { version });
    expect(stale.status).toBe(409);
    expectJsonFraming(stale);
    await stale.json();
  });
});
