import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runs, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";
const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

type Text = { type: "text"; text: string };
type Sent = { headers: Headers; body: { method?: string; params?: { _meta?: Record<string, unknown> } } | null };

/** The 2026-07-28 client (the v2 SDK) negotiating as MCP Inspector does, recording what it sends. */
async function connectModern(served: ServedApp, token: string) {
  const sent: Sent[] = [];
  const transport = new ModernTransport(new URL(`${served.base}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
    fetch: (url, init) => {
      sent.push({ headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : null });
      return fetch(url, init);
    },
  });
  const client = new ModernClient(
    { name: "quillstack-modern", version: "1.0.0" },
    { versionNegotiation: { mode: "auto" } },
  );
  await client.connect(transport);
  return { client, sent };
}

/** The 2025 client (the v1 SDK), which opens with initialize. */
async function connectLegacy(served: ServedApp, token: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: "quillstack-legacy", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** A raw POST with the headers 2026-07-28 asks for (MCP-Protocol-Version, Mcp-Method), overridable. */
const raw = (served: ServedApp, key: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${served.base}/api/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${key}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** A 2026-07-28 request: its version, client and capabilities in `_meta`, no initialize before it. */
const modernRequest = (method: string, version = MODERN, params: Record<string, unknown> = {}) => ({
  jsonrpc: "2.0",
  id: 7,
  method,
  params: {
    ...params,
    _meta: {
      "io.modelcontextprotocol/protocolVersion": version,
      "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
      "io.modelcontextprotocol/clientCapabilities": {},
    },
  },
});
const modernHeaders = (method: string, version = MODERN) => ({ "mcp-protocol-version": version, "mcp-method": method });

const initialize = (version: string) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

/** The JSON-RPC message of an answer, sent as JSON or as the one event of an SSE stream. */
async function messageOf(response: Response) {
  const text = await response.text();
  const data = text.startsWith("{")
    ? text
    : text
        .split("\n")
        .find((line) => line.startsWith("data: "))
        ?.slice(6);
  return JSON.parse(data ?? "null") as {
    result?: Record<string, unknown>;
    error?: { code: number; message: string; data?: { supported?: string[]; requested?: string } };
  };
}

describe.each(BACKENDS)("both MCP protocol eras on %s", (kind) => {
  let served: ServedApp;

  beforeAll(async () => {
    served = await startServedApp(kind);
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });
  beforeEach(() => {
    Object.assign(served.fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" });
  });

  it("the 2025 SDK client negotiates 2025-11-25 by initialize, lists the tools and calls one", async () => {
    const user = await served.newUser("era-legacy");
    const { client, transport } = await connectLegacy(served, user.key);
    expect(transport.protocolVersion).toBe(LEGACY);
    expect(client.getServerVersion()?.name).toBe("quillstack");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["paraphraser", TOOL, "search_documents"]));
    const result = await client.callTool({ name: TOOL, arguments: { input: { text: "Clearer, please." } } });
    expect(result.isError).toBeFalsy();
    expect((result.content as Text[])[0]).toEqual({ type: "text", text: REPLY });
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    await client.close();
  });

  it("the 2026-07-28 SDK client negotiates 2026-07-28 without initialize, lists the tools and calls one", async () => {
    served.fake.behaviour.chunkDelayMs = 2;
    const user = await served.newUser("era-modern");
    const { client, sent } = await connectModern(served, user.key);
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    expect(client.getProtocolEra()).toBe("modern");
    expect(client.getServerVersion()?.name).toBe("quillstack");
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["paraphraser", TOOL, "search_documents"]));
    const progress: number[] = [];
    const result = await client.callTool(
      { name: TOOL, arguments: { input: { text: "Make this sentence clearer please." } } },
      { onprogress: (p) => progress.push(p.progress) },
    );
    expect(result.isError).toBeFalsy();
    expect((result.content as Text[])[0]).toEqual({ type: "text", text: REPLY });
    expect(progress.at(-1)).toBe(14);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const logs = await served.app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.userId));
    expect(logs.map((l) => [l.surface, l.toolName])).toEqual([["mcp", TOOL]]);

    // On the wire: no handshake, every request names its version and method in headers and _meta.
    const methods = sent.map((s) => s.body?.method);
    expect(methods).not.toContain("initialize");
    expect(methods).toEqual(expect.arrayContaining(["server/discover", "tools/list", "tools/call"]));
    for (const { headers, body } of sent) {
      expect(headers.get("mcp-protocol-version")).toBe(MODERN);
      expect(headers.get("mcp-method")).toBe(body?.method);
      expect(body?.params?._meta?.["io.modelcontextprotocol/protocolVersion"]).toBe(MODERN);
    }
    expect(sent.find((s) => s.body?.method === "tools/call")?.headers.get("mcp-name")).toBe(TOOL);
    await client.close();
  });

  it("on 2026-07-28 a document is read, a stranger's is not found, and closing the stream stops a run", async () => {
    const user = await served.newUser("era-modern-docs");
    const { client } = await connectModern(served, user.key);
    const made = await client.callTool({ name: TOOL, arguments: { input: { text: "Elephants remember rivers." } } });
    const documentId = (made._meta as Record<string, { documentId: string }>)["io.quillstack/run"].documentId;
    const uri = `quillstack://documents/${documentId}`;
    expect((await client.readResource({ uri })).contents[0]).toMatchObject({ uri, mimeType: "text/plain" });
    const stranger = await connectModern(served, (await served.newUser("era-stranger")).key);
    await expect(stranger.client.readResource({ uri })).rejects.toThrow(/Resource not found/);
    await stranger.client.close();

    // 2026-07-28 has no notifications/cancelled on HTTP: the client aborts, its stream closes.
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    Object.assign(served.fake.behaviour, { reply: long, chunkDelayMs: 20 });
    const writer = await served.newUser("era-modern-cancel");
    const modern = await connectModern(served, writer.key);
    const controller = new AbortController();
    const call = modern.client
      .callTool(
        { name: TOOL, arguments: { input: { text: "Write on." } } },
        {
          signal: controller.signal,
          onprogress: (p) => {
            if (p.progress >= 10) controller.abort();
          },
        },
      )
      .catch((e) => e);
    expect(await call).toBeInstanceOf(Error);
    await expect
      .poll(
        async () => (await served.app.database.db.select().from(runs).where(eq(runs.userId, writer.userId)))[0]?.status,
        { timeout: 5000 },
      )
      .toBe("stopped");
    const after = await ledgerOf(served.app, writer.userId);
    expect(after.used).toBeLessThan(300);
    expect(modern.sent.map((s) => s.body?.method)).not.toContain("notifications/cancelled");
    await modern.client.close();
    await client.close();
  });

  it("raw 2026-07-28 requests get 2026-07-28 answers; an unknown version gets the versions served", async () => {
    const user = await served.newUser("era-raw");
    const discover = await raw(served, user.key, modernRequest("server/discover"), modernHeaders("server/discover"));
    expect(discover.status).toBe(200);
    const discovered = (await messageOf(discover)).result;
    expect(discovered?.supportedVersions).toEqual([MODERN]);
    expect(discovered).toMatchObject({
      resultType: "complete",
      capabilities: { tools: {}, resources: {} },
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "quillstack" } },
    });

    // A list answers what 2026-07-28 requires of it: not to be cached, and only by this user.
    const list = await messageOf(await raw(served, user.key, modernRequest("tools/list"), modernHeaders("tools/list")));
    expect(list.result).toMatchObject({ resultType: "complete", ttlMs: 0, cacheScope: "private" });

    const unknown = await raw(
      served,
      user.key,
      modernRequest("tools/list", "2099-01-01"),
      modernHeaders("tools/list", "2099-01-01"),
    );
    expect(unknown.status).toBe(400);
    expect((await messageOf(unknown)).error).toMatchObject({
      code: -32022,
      data: { supported: [MODERN], requested: "2099-01-01" },
    });

    // Its headers are checked against the body: a version that differs, or no Mcp-Method, is refused.
    const mismatched = await raw(served, user.key, modernRequest("tools/list"), modernHeaders("tools/list", LEGACY));
    expect(mismatched.status).toBe(400);
    expect((await messageOf(mismatched)).error?.code).toBe(-32020);
    const unnamed = await raw(served, user.key, modernRequest("tools/list"), { "mcp-protocol-version": MODERN });
    expect(unnamed.status).toBe(400);
    // Batches are 2025's: one holding a 2026-07-28 request is refused.
    expect((await raw(served, user.key, [modernRequest("tools/list")], modernHeaders("tools/list"))).status).toBe(400);
  });

  it("initialize stays 2025's handshake: any version it asks for that is not a 2025 one gets 2025-11-25", async () => {
    const user = await served.newUser("era-initialize");
    for (const asked of [MODERN, "1999-01-01"]) {
      const answer = await raw(served, user.key, initialize(asked));
      expect(answer.status).toBe(200);
      expect((await messageOf(answer)).result?.protocolVersion).toBe(LEGACY);
    }
    const older = await raw(served, user.key, initialize("2025-03-26"));
    expect((await messageOf(older)).result?.protocolVersion).toBe("2025-03-26");
  });
});
