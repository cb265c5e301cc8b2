import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import { runInputSchema } from "@shared/openapi";
import { getTool } from "@shared/tools";
import { tryAgainIn } from "@shared/try-again";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runs, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";
import { IDEMPOTENCY_META } from "./call";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

type Text = { type: "text"; text: string };

/** The official SDK client over Streamable HTTP, with a bearer token. */
async function connect(served: ServedApp, token: string) {
  const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: "quillstack-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

/** A raw POST of one message or a JSON-RPC batch (the SDK client never sends batches). */
const post = (served: { base: string }, key: string, body: unknown) =>
  fetch(`${served.base}/api/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify(body),
  });

const toolCall = (id: number, text = "Clearer, please.") => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: TOOL, arguments: { input: { text } } },
});
const cancelOf = (requestId: string | number) => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId, reason: "test" },
});

/** Counts the cancellations an app publishes on its change bus (each one a NOTIFY on PostgreSQL). */
function countCancellations(served: ServedApp) {
  const seen = { count: 0 };
  const stop = served.app.changes.subscribe((heard) => {
    if (heard.topic === "mcp-cancel") seen.count++;
  });
  return Object.assign(seen, { stop });
}

const runsOf = async (served: ServedApp, userId: string) => {
  const [{ n }] = await served.app.database.db
    .select({ n: sql<number>`count(*)` })
    .from(runs)
    .where(eq(runs.userId, userId));
  return Number(n);
};

/** A raw POST to /api/mcp as a client sends its first message, to see refusals on the wire. */
const initialize = (served: ServedApp, headers: Record<string, string>) =>
  fetch(`${served.base}/api/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    }),
  });

describe.each(BACKENDS)("the MCP server on %s", (kind) => {
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

  it("initializes on the current protocol and lists the usable tools with the registry's schemas", async () => {
    const user = await served.newUser("mcp");
    const client = await connect(served, user.key);
    expect(client.getServerVersion()?.name).toBe("quillstack");
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    const { tools } = await client.listTools();
    const paraphraser = tools.find((t) => t.name === "paraphraser");
    expect(paraphraser?.title).toBe("Paraphraser");
    expect(paraphraser?.inputSchema).toEqual(runInputSchema(getTool("paraphraser")));
    expect(tools.find((t) => t.name === "grammar-checker")?.outputSchema).toMatchObject({ type: "object" });
    expect(tools.map((t) => t.name)).toContain("search_documents");

    await served.setSwitch("tool_paraphraser_enabled", false);
    try {
      const after = await client.listTools();
      expect(after.tools.map((t) => t.name)).not.toContain("paraphraser");
      const refused = await client.callTool({ name: "paraphraser", arguments: { input: { text: "Say it again." } } });
      expect(refused.isError).toBe(true);
      expect((refused.content as Text[])[0].text).toContain("temporarily disabled");
    } finally {
      await served.setSwitch("tool_paraphraser_enabled", true);
    }
    await client.close();
  });

  it("a tool call returns the run's text, charged once, logged as the mcp surface, with progress as it writes", async () => {
    served.fake.behaviour.chunkDelayMs = 2;
    const user = await served.newUser("mcp");
    const client = await connect(served, user.key);
    const progress: number[] = [];
    const result = await client.callTool(
      { name: TOOL, arguments: { input: { text: "Make this sentence clearer please." } } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    expect(result.isError).toBeFalsy();
    expect((result.content as Text[])[0]).toEqual({ type: "text", text: REPLY });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(14);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const logs = await served.app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, user.userId));
    expect(logs.map((l) => [l.surface, l.toolName, l.wordsGenerated])).toEqual([["mcp", TOOL, 14]]);
    await client.close();
  });

  it("a tool call follows the user's style guide; styleGuide: false in its arguments opts out", async () => {
    const user = await served.newUser("mcp-guide");
    const voice = "Write as a friendly librarian would.";
    const put = await user.client.json("/api/me/style-guide", {
      method: "PUT",
      json: { voice, terms: [{ avoid: "utilize", prefer: "use" }] },
    });
    expect(put.status).toBe(200);
    const client = await connect(served, user.key);
    const paraphrase = async (extra: Record<string, unknown>) => {
      const result = await client.callTool({
        name: "paraphraser",
        arguments: { input: { text: "We utilize the catalogue." }, ...extra },
      });
      expect(result.isError).toBeFalsy();
      const system = (served.fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0].content;
      const [row] = await served.app.database.db
        .select({ styleGuide: runs.styleGuide })
        .from(runs)
        .where(eq(runs.userId, user.userId))
        .orderBy(sql`${runs.createdAt} DESC`)
        .limit(1);
      return { system, recorded: row.styleGuide };
    };
    const followed = await paraphrase({});
    expect(followed.system).toContain(voice);
    expect(followed.system).toContain('{"avoid":"utilize","prefer":"use"}');
    expect(followed.recorded).toMatchObject({ scope: "personal", version: 1 });
    const opted = await paraphrase({ styleGuide: false });
    expect(opted.system).not.toContain(voice);
    expect(opted.system).not.toContain("utilize");
    expect(opted.recorded).toBeNull();
    await client.close();
  });

  it("the grammar checker answers structured content; bad arguments and an exhausted allowance are tool errors", async () => {
    const user = await served.newUser("mcp");
    const client = await connect(served, user.key);
    served.fake.behaviour.reply = JSON.stringify({ issues: [], correctedText: "She goes to school." });
    const checked = await client.callTool({
      name: "grammar-checker",
      arguments: { input: { text: "She go to school." } },
    });
    expect(checked.isError).toBeFalsy();
    const structured = checked.structuredContent as { issues: unknown[]; correctedText: string; documentId: string };
    expect(Array.isArray(structured.issues)).toBe(true);
    expect(typeof structured.documentId).toBe("string");
    expect((checked.content as Text[])[0].text).toContain("Corrected text:");

    const bad = await client.callTool({ name: TOOL, arguments: { input: { text: "" } } });
    expect(bad.isError).toBe(true);
    expect((bad.content as Text[])[0].text.length).toBeGreaterThan(0);
    await expect(client.callTool({ name: "no-such-tool", arguments: {} })).rejects.toThrow(/Unknown tool/);

    served.fake.behaviour.reply = REPLY;
    const poor = await served.newUser("mcp-poor");
    await served.setWordLimit(poor.userId, 14);
    const poorClient = await connect(served, poor.key);
    expect(
      (await poorClient.callTool({ name: TOOL, arguments: { input: { text: "Clearer please." } } })).isError,
    ).toBeFalsy();
    const refused = await poorClient.callTool({ name: TOOL, arguments: { input: { text: "Clearer please." } } });
    expect(refused.isError).toBe(true);
    expect((refused.content as Text[])[0].text).toMatch(/word/i);
    expect(await ledgerOf(served.app, poor.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    await client.close();
    await poorClient.close();
  });

  it("an organization's switched-off tool is not offered, and its empty pool refuses", async () => {
    const owner = await served.newUser("mcp-org");
    const orgId = await served.newOrganization(owner.email, 14);
    await served.app.database.db.execute(
      sql`UPDATE organizations SET disabled_tools = ARRAY['paraphraser'] WHERE id = ${orgId}`,
    );
    const client = await connect(served, owner.key);
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain("paraphraser");
    expect(
      (await client.callTool({ name: TOOL, arguments: { input: { text: "Clearer please." } } })).isError,
    ).toBeFalsy();
    const empty = await client.callTool({ name: TOOL, arguments: { input: { text: "Clearer please." } } });
    expect(empty.isError).toBe(true);
    await client.close();
  });

  it("the same idempotency key, called three times at once, runs once and answers one result", async () => {
    served.fake.behaviour.chunkDelayMs = 5;
    const user = await served.newUser("mcp");
    const client = await connect(served, user.key);
    const call = (text: string) =>
      client.callTool({ name: TOOL, arguments: { input: { text } }, _meta: { [IDEMPOTENCY_META]: "call-1" } });
    const results = await Promise.all([call("Clearer, please."), call("Clearer, please."), call("Clearer, please.")]);
    const ids = results.map((r) => (r._meta as Record<string, { documentId: string }>)["io.quillstack/run"].documentId);
    expect(new Set(ids).size).toBe(1);
    expect(results.every((r) => (r.content as Text[])[0].text === REPLY)).toBe(true);
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
    const [{ n }] = await served.app.database.db
      .select({ n: sql<number>`count(*)` })
      .from(runs)
      .where(and(eq(runs.userId, user.userId), eq(runs.surface, "mcp")));
    expect(Number(n)).toBe(1);
    const other = await call("Something else.");
    expect(other.isError).toBe(true);
    await client.close();
  });

  it("documents are resources: listed, read and searched; another user's are not readable", async () => {
    const user = await served.newUser("mcp-docs");
    const client = await connect(served, user.key);
    const made = await client.callTool({ name: TOOL, arguments: { input: { text: "Elephants remember rivers." } } });
    const documentId = (made._meta as Record<string, { documentId: string }>)["io.quillstack/run"].documentId;
    const { resources } = await client.listResources();
    const uri = `quillstack://documents/${documentId}`;
    expect(resources.map((r) => r.uri)).toEqual([uri]);
    const read = await client.readResource({ uri });
    expect(read.contents[0]).toMatchObject({ uri, mimeType: "text/plain" });
    expect((read.contents[0] as { text: string }).text).toContain(REPLY);
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates[0].uriTemplate).toBe("quillstack://documents/{id}");

    const found = await client.callTool({ name: "search_documents", arguments: { query: "elephants" } });
    expect(
      (found.content as { type: string; uri?: string }[]).filter((c) => c.type === "resource_link").map((c) => c.uri),
    ).toEqual([uri]);
    const none = await client.callTool({ name: "search_documents", arguments: { query: "zebras" } });
    expect((none.content as Text[])[0].text).toBe("No documents found.");
    // Nothing was charged for listing, reading or searching.
    expect((await ledgerOf(served.app, user.userId)).used).toBe(14);

    const stranger = await served.newUser("mcp-stranger");
    const strangerClient = await connect(served, stranger.key);
    await expect(strangerClient.readResource({ uri })).rejects.toThrow(/Resource not found/);
    expect((await strangerClient.listResources()).resources).toEqual([]);
    await client.close();
    await strangerClient.close();
  });

  it("refusals on the wire: no key, a wrong, revoked or expired key 401 with WWW-Authenticate; a suspended account 403", async () => {
    const none = await initialize(served, {});
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(await none.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32001 }, id: null });

    const user = await served.newUser("mcp-refused");
    expect((await initialize(served, { authorization: `Bearer ${user.key}x` })).status).toBe(401);
    const revoked = await served.newUser("mcp-revoked");
    await served.revokeKey(revoked.client, revoked.keyId);
    expect((await initialize(served, { authorization: `Bearer ${revoked.key}` })).status).toBe(401);
    const expired = await served.newUser("mcp-expired");
    await served.expireKey(expired.keyId);
    expect((await initialize(served, { authorization: `Bearer ${expired.key}` })).status).toBe(401);
    const suspended = await served.newUser("mcp-suspended");
    await served.suspend(suspended.userId);
    const refused = await initialize(served, { authorization: `Bearer ${suspended.key}` });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/suspended/i);
    await expect(connect(served, suspended.key)).rejects.toThrow();

    // A stateless server: no stream to open, no session to end.
    const get = await fetch(`${served.base}/api/mcp`, { headers: { authorization: `Bearer ${user.key}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("a batch is checked whole first: 10,000 cancellations are refused at once, nothing published", async () => {
    const user = await served.newUser("mcp-batch");
    const published = countCancellations(served);
    try {
      const flood = Array.from({ length: 10_000 }, (_, i) => cancelOf(i));
      const refused = await post(served, user.key, flood);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { code: -32600, message: /at most 100 messages/ },
        id: null,
      });
      expect(published.count).toBe(0);

      // One malformed message refuses the batch: none of its calls started.
      const flawed = await post(served, user.key, [toolCall(1), toolCall(2), { jsonrpc: "2.0", id: 3 }]);
      expect(flawed.status).toBe(400);
      expect(((await flawed.json()) as { error: { message: string } }).error.message).toMatch(/message 3/);
      expect(await runsOf(served, user.userId)).toBe(0);
    } finally {
      published.stop();
    }
  });

  it("a cancellation reaches only its caller's own call in flight", async () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    Object.assign(served.fake.behaviour, { reply: long, chunkDelayMs: 5 });
    const owner = await served.newUser("mcp-owner");
    const stranger = await served.newUser("mcp-stranger");
    // The owner's client, recording the id of its tools/call as it goes out.
    let callId: string | number | undefined;
    const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${owner.key}` } },
      fetch: (url, init) => {
        const sent = JSON.parse(String(init?.body ?? "null")) as { method?: string; id?: string | number } | null;
        if (sent?.method === "tools/call") callId = sent.id;
        return fetch(url, init);
      },
    });
    const client = new Client({ name: "quillstack-test", version: "1.0.0" });
    await client.connect(transport);
    const published = countCancellations(served);
    try {
      let writing!: () => void;
      const started = new Promise<void>((resolve) => {
        writing = resolve;
      });
      const call = client.callTool({ name: TOOL, arguments: { input: { text: "Write on." } } }, undefined, {
        onprogress: (p) => {
          if (p.progress >= 5) writing();
        },
      });
      await started;
      expect(callId).toBeDefined();
      // Another account names the owner's request id: answered as any notification, published nowhere.
      expect((await post(served, stranger.key, cancelOf(callId!))).status).toBe(202);
      expect(published.count).toBe(0);

      const result = await call;
      expect(result.isError).toBeFalsy();
      expect((result.content as Text[])[0].text).toBe(long);
      const [row] = await served.app.database.db.select().from(runs).where(eq(runs.userId, owner.userId));
      expect(row.status).toBe("done");
      // The call has ended: the owner's own late cancellation is not published either.
      expect((await post(served, owner.key, cancelOf(callId!))).status).toBe(202);
      expect(published.count).toBe(0);
    } finally {
      published.stop();
      await client.close();
    }
  });

  it("past the per-user rate limit: 429 with Retry-After", async () => {
    const limited = await startServedApp(kind, { API_RATE_LIMIT_BURST: "2", API_RATE_LIMIT_PER_MINUTE: "1" });
    try {
      const user = await limited.newUser("mcp-limited");
      const auth = { authorization: `Bearer ${user.key}` };
      expect((await initialize(limited, auth)).status).toBe(200);
      expect((await initialize(limited, auth)).status).toBe(200);
      const refused = await initialize(limited, auth);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // The same words as every other surface's 429 (protocols/bearer.ts), in a JSON-RPC error.
      expect(await refused.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: -32001, message: `Too many requests with this account's API keys. ${tryAgainIn(retryAfter)}` },
        id: null,
      });
    } finally {
      await limited.close();
    }
  });

  it("each message of a batch takes its own token: a batch of tool calls is as many requests", async () => {
    const limited = await startServedApp(kind, { API_RATE_LIMIT_BURST: "5", API_RATE_LIMIT_PER_MINUTE: "1" });
    try {
      Object.assign(limited.fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" });
      const user = await limited.newUser("mcp-batch-limited");
      const three = await post(limited, user.key, [toolCall(1), toolCall(2), toolCall(3)]);
      expect(three.status).toBe(200);
      expect((await three.text()).match(/"result"/g)).toHaveLength(3);
      expect(await runsOf(limited, user.userId)).toBe(3);

      // Two tokens left: three more calls are refused whole, none started.
      const more = await post(limited, user.key, [toolCall(4), toolCall(5), toolCall(6)]);
      expect(more.status).toBe(429);
      expect(Number(more.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await runsOf(limited, user.userId)).toBe(3);

      // A batch larger than the account's burst can never pass: refused as such.
      const hundred = await post(
        limited,
        user.key,
        Array.from({ length: 100 }, (_, i) => toolCall(10 + i)),
      );
      expect(hundred.status).toBe(400);
      expect(((await hundred.json()) as { error: { message: string } }).error.message).toMatch(/at most 5 at once/);
      expect(await runsOf(limited, user.userId)).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it.runIf(kind === "postgres")("a cancellation that reaches another instance still stops the call", async () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    Object.assign(served.fake.behaviour, { reply: long, chunkDelayMs: 20 });
    const second = await served.secondInstance();
    try {
      const user = await served.newUser("mcp-cancel-two");
      // The load balancer of this test: the cancellation goes to the second instance.
      const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${user.key}` } },
        fetch: (url, init) =>
          fetch(String(init?.body ?? "").includes("notifications/cancelled") ? `${second.base}/api/mcp` : url, init),
      });
      const client = new Client({ name: "quillstack-test", version: "1.0.0" });
      await client.connect(transport);
      const controller = new AbortController();
      const call = client
        .callTool({ name: TOOL, arguments: { input: { text: "Write on." } } }, undefined, {
          signal: controller.signal,
          onprogress: (p) => {
            if (p.progress >= 10) controller.abort();
          },
        })
        .catch((e) => e);
      expect(await call).toBeInstanceOf(Error);
      await expect
        .poll(async () => (await ledgerOf(served.app, user.userId)).logged, { timeout: 5000 })
        .toBeGreaterThan(0);
      const [row] = await served.app.database.db.select().from(runs).where(eq(runs.userId, user.userId));
      expect(row.status).toBe("stopped");
      expect(row.wordsCharged).toBeLessThan(300);
      await client.close();
    } finally {
      await second.close();
    }
  });

  it("a client that cancels stops the run, charged only the words delivered", async () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    Object.assign(served.fake.behaviour, { reply: long, chunkDelayMs: 20 });
    const user = await served.newUser("mcp-cancel");
    const client = await connect(served, user.key);
    const controller = new AbortController();
    let seen = 0;
    const call = client
      .callTool({ name: TOOL, arguments: { input: { text: "Write on." } } }, undefined, {
        signal: controller.signal,
        onprogress: (p) => {
          seen = p.progress;
          if (seen >= 10) controller.abort();
        },
      })
      .catch((e) => e);
    expect(await call).toBeInstanceOf(Error);
    await expect
      .poll(async () => (await ledgerOf(served.app, user.userId)).logged, { timeout: 5000 })
      .toBeGreaterThan(0);
    // Settled: the run's row stopped and no words left reserved.
    const settled = async () => {
      const [row] = await served.app.database.db.select().from(runs).where(eq(runs.userId, user.userId));
      return { status: row?.status, reserved: (await ledgerOf(served.app, user.userId)).reserved };
    };
    await expect.poll(settled, { timeout: 5000 }).toEqual({ status: "stopped", reserved: 0 });
    const after = await ledgerOf(served.app, user.userId);
    expect(after.reserved).toBe(0);
    expect(after.used).toBe(after.logged);
    expect(after.used).toBeGreaterThanOrEqual(seen);
    expect(after.used).toBeLessThan(300);
    const [row] = await served.app.database.db.select().from(runs).where(eq(runs.userId, user.userId));
    expect(row.status).toBe("stopped");
    await client.close();
  });
});
