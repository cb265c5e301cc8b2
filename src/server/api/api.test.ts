import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { API_KEYS_MAX, type CreatedApiKey } from "@shared/api-v1";
import { buildOpenApiDocument } from "@shared/openapi";
import { REFUSALS } from "@shared/run";
import { TOOLS } from "@shared/tools";
import { and, eq, isNull } from "drizzle-orm";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { paths } from "../../../tests/support/api-v1.generated";
import { API_TYPES_FILE, generateApiTypes } from "../../../tests/support/api-v1-types";
import { type FakeOpenAiBehaviour, startFakeOpenAi } from "../../../tests/support/fake-openai";
import { apiIdempotency, apiKeys, profiles, runs, usageLogs, users } from "../db/schema";
import { createIdempotency } from "../protocols/idempotency-store";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { ledgerOf } from "../test-support/ledger";
import { parseSse } from "../test-support/sse";

const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const TOOL = "clarity-booster";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, with every tool's run schema from the registry", async () => {
    const document = buildOpenApiDocument("http://localhost:3000");
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // One run operation per tool, its body that tool's run request (docs/decisions/0009-api-contracts.md).
    for (const tool of TOOLS) {
      const run = document.paths[`/api/v1/tools/${tool.slug}/runs`].post as unknown as {
        requestBody: { content: Record<string, { schema: unknown }> };
      };
      expect(run.requestBody.content["application/json"].schema).toEqual({
        $ref: `#/components/schemas/RunRequest_${tool.slug}`,
      });
    }
    for (const tool of TOOLS) expect(document.components.schemas).toHaveProperty(`RunRequest_${tool.slug}`);
    // A select's choices are listed; the tool's own limits are there.
    const paraphraser = document.components.schemas.RunRequest_paraphraser as {
      properties: { options: { properties: { mode: { enum: string[] } } } };
    };
    expect(paraphraser.properties.options.properties.mode.enum).toContain("formal");
    // The style guide opt-out is documented on every tool's run request.
    for (const tool of TOOLS) {
      const body = document.components.schemas[`RunRequest_${tool.slug}`] as {
        properties: { styleGuide: { type: string; description: string } };
      };
      expect(body.properties.styleGuide).toMatchObject({
        type: "boolean",
        description: expect.stringContaining("false"),
      });
    }
  });

  it("a broken document fails the validator (the check can fail)", async () => {
    const document = buildOpenApiDocument() as unknown as { paths: Record<string, unknown> };
    document.paths["/api/v1/tools"] = { get: { responses: "not an object" } };
    expect((await new Validator().validate(document)).valid).toBe(false);
  });

  it("the committed client types are generated from the current document (npm run api:types)", async () => {
    expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(await generateApiTypes());
  });
});

describe.each(BACKENDS)("the public API on %s", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  /** A second instance on the same database, with a small rate limit. */
  let other: Awaited<ReturnType<typeof startTestApp>>;
  /** A third instance on the same database, with the first one's limits. */
  let peer: Awaited<ReturnType<typeof startTestApp>>;
  let admin: TestClient;
  let n = 0;

  const env = () => ({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    ADMIN_EMAILS: "root@example.com",
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    app = await startTestApp(kind, { ...env(), API_RATE_LIMIT_BURST: "1000", API_RATE_LIMIT_PER_MINUTE: "60000" });
    other = await startTestApp(
      kind,
      { ...env(), API_RATE_LIMIT_BURST: "3", API_RATE_LIMIT_PER_MINUTE: "60" },
      app.database,
    );
    peer = await startTestApp(
      kind,
      { ...env(), API_RATE_LIMIT_BURST: "1000", API_RATE_LIMIT_PER_MINUTE: "60000" },
      app.database,
    );
    admin = await signUpVerified(app, "root@example.com");
  });
  afterAll(async () => {
    // The other instances share the first one's database: stop them without closing that.
    for (const instance of [other, peer]) {
      await instance?.runs.stop();
      await instance?.changes.close();
    }
    await app?.drop();
    await fake?.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, { reply: REPLY, chunkDelayMs: 0, mode: "ok" } satisfies Partial<FakeOpenAiBehaviour>);
  });

  const newUser = async () => {
    const email = `dev${n++}@example.com`;
    const client = await signUpVerified(app, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    return { client, userId: user.id };
  };
  const createKey = async (client: TestClient, body: Record<string, unknown> = { name: "Script" }) => {
    const res = await client.json<CreatedApiKey>("/api/api-keys", { json: body });
    expect(res.status).toBe(201);
    return res.body;
  };
  /** A request with a key, as a program sends it: no cookies, no Origin. */
  const call = (key: string, path: string, init: RequestInit & { on?: TestApp } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${key}`);
    if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    return (init.on ?? app).app.request(`${TEST_ORIGIN}${path}`, { ...init, headers });
  };
  const runBody = (text = "Make this clearer please.") => JSON.stringify({ input: { text } });
  const ledger = (userId: string) => ledgerOf(app, userId);
  const setSwitch = async (value: boolean) => {
    const res = await admin.json("/api/admin/settings/global_api_disabled", { method: "PUT", json: { value } });
    expect(res.status).toBe(200);
  };
  const clientFor = (key: string, on: TestApp = app) =>
    createClient<paths>({
      baseUrl: TEST_ORIGIN,
      headers: { Authorization: `Bearer ${key}` },
      fetch: (request: Request) => Promise.resolve(on.app.request(request)),
    });

  describe("API keys", () => {
    it("are created with a name and optional expiry, shown once, stored hashed, listed by prefix", async () => {
      const { client, userId } = await newUser();
      const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const created = await createKey(client, { name: "  Zapier  ", expiresAt });
      expect(created.key).toMatch(/^qsk_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({ name: "Zapier", prefix: created.key.slice(0, 12), lastUsedAt: null });
      expect(new Date(created.expiresAt!).toISOString()).toBe(expiresAt);

      // Only the hash is kept: nothing in the row is the key.
      const [row] = await app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
      expect(row.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
      expect(Object.values(row).map(String)).not.toContain(created.key);

      const listed = await client.json("/api/api-keys");
      expect(listed.status).toBe(200);
      expect(listed.body.keys).toEqual([
        {
          id: created.id,
          name: "Zapier",
          prefix: created.prefix,
          createdAt: created.createdAt,
          expiresAt: created.expiresAt,
          lastUsedAt: null,
        },
      ]);
      expect(JSON.stringify(listed.body)).not.toContain(created.key);

      // Using it records its last use (at most once a minute).
      expect((await call(created.key, "/api/v1/tools")).status).toBe(200);
      await expect.poll(async () => (await client.json("/api/api-keys")).body.keys[0].lastUsedAt).not.toBeNull();
      const [used] = await app.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
      expect(used.lastUsedAt).not.toBeNull();
    });

    it("refuses a nameless key, a past expiry, another user's key, and requests from another site", async () => {
      const { client } = await newUser();
      const { client: stranger } = await newUser();
      expect((await client.json("/api/api-keys", { json: { name: "  " } })).body.error.message).toBe(
        "Please give the key a name.",
      );
      const past = await client.json("/api/api-keys", {
        json: { name: "Old", expiresAt: new Date(Date.now() - 1000).toISOString() },
      });
      expect(past.status).toBe(400);
      expect(past.body.error.message).toBe("The expiry must be in the future.");
      const mine = await createKey(client);
      expect((await stranger.json(`/api/api-keys/${mine.id}`, { method: "DELETE" })).status).toBe(404);
      const crossSite = await client.json("/api/api-keys", {
        json: { name: "Evil" },
        headers: { origin: "https://evil.example" },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.error.code).toBe("FORBIDDEN_ORIGIN");
      // Signed out: no keys.
      expect((await app.client().json("/api/api-keys")).status).toBe(401);
      // The key still works: the stranger's attempt changed nothing.
      expect((await call(mine.key, "/api/v1/tools")).status).toBe(200);
    });

    it("80 parallel requests leave exactly 25 live keys; the others get the limit's error", async () => {
      const { client, userId } = await newUser();
      const answers = await Promise.all(
        Array.from({ length: 80 }, (_, i) => client.json("/api/api-keys", { json: { name: `Key ${i}` } })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(API_KEYS_MAX);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(80 - API_KEYS_MAX);
      for (const answer of refused) {
        expect(answer).toEqual({
          status: 400,
          body: {
            error: {
              code: "TOO_MANY_KEYS",
              title: "Error",
              message: `You can have at most ${API_KEYS_MAX} keys. Revoke one first.`,
            },
          },
        });
      }
      const live = await app.database.db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      expect(live).toHaveLength(API_KEYS_MAX);
      // Revoking one makes room for exactly one more.
      await client.json(`/api/api-keys/${live[0].id}`, { method: "DELETE" });
      expect((await client.json("/api/api-keys", { json: { name: "Again" } })).status).toBe(201);
      expect((await client.json("/api/api-keys", { json: { name: "Too many" } })).status).toBe(400);
    });

    it("a revoked key is refused at once, on every instance", async () => {
      const { client } = await newUser();
      const created = await createKey(client);
      expect((await call(created.key, "/api/v1/tools", { on: other })).status).toBe(200);
      const revoked = await client.json(`/api/api-keys/${created.id}`, { method: "DELETE" });
      expect(revoked).toEqual({ status: 200, body: { revoked: true } });
      const started = Date.now();
      const refused = await call(created.key, "/api/v1/tools", { on: other });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("INVALID_API_KEY");
      expect((await call(created.key, "/api/v1/documents")).status).toBe(401);
      expect((await client.json("/api/api-keys")).body.keys).toEqual([]);
      expect((await client.json(`/api/api-keys/${created.id}`, { method: "DELETE" })).status).toBe(404);
    });

    it("an expired key, an unknown key, a missing key and a session cookie are all refused on /api/v1", async () => {
      const { client } = await newUser();
      const created = await createKey(client);
      await app.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, created.id));
      expect((await call(created.key, "/api/v1/tools")).status).toBe(401);
      expect((await call(`${created.key}x`, "/api/v1/tools")).status).toBe(401);
      expect((await app.app.request(`${TEST_ORIGIN}/api/v1/tools`)).status).toBe(401);
      // A signed-in browser (cookie and the site's Origin) gets nothing from /api/v1.
      const viaCookie = await client.json("/api/v1/documents");
      expect(viaCookie.status).toBe(401);
      expect(viaCookie.body.error.code).toBe("UNAUTHORIZED");
      const runViaCookie = await client.request(`/api/v1/tools/${TOOL}/runs`, {
        json: { input: { text: "Hi there." } },
      });
      expect(runViaCookie.status).toBe(401);
    });

    it("the key of a suspended account is refused", async () => {
      const { client, userId } = await newUser();
      const created = await createKey(client);
      expect((await call(created.key, "/api/v1/tools")).status).toBe(200);
      const suspended = await admin.json(`/api/admin/users/${userId}`, {
        method: "PATCH",
        json: { status: "suspended" },
      });
      expect(suspended.status).toBe(200);
      const res = await call(created.key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody() });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_SUSPENDED");
      expect((await call(created.key, "/api/v1/documents", { on: other })).status).toBe(403);
    });
  });

  describe("runs", () => {
    it("answers JSON by default and charges exactly as the app does; streams SSE on request; another site's Origin does not matter", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      const res = await call(key, `/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        body: runBody(),
        headers: { origin: "https://elsewhere.example" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({
        id: body.documentId,
        output: REPLY,
        wordsCharged: 14,
        usage: { wordsUsed: 14, wordsLimit: 2000 },
        truncated: false,
        documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(await ledger(userId)).toEqual({ used: 14, reserved: 0, logged: 14 });

      const streamed = await call(key, `/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        body: runBody(),
        headers: { accept: "text/event-stream" },
      });
      expect(streamed.headers.get("content-type")).toContain("text/event-stream");
      const events = parseSse(await streamed.text());
      expect(events[0].event).toBe("start");
      expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
      expect(events.at(-1)).toEqual({
        event: "done",
        data: expect.objectContaining({ output: REPLY, wordsCharged: 14, usage: { wordsUsed: 28, wordsLimit: 2000 } }),
      });
      expect(await ledger(userId)).toEqual({ used: 28, reserved: 0, logged: 28 });
      // The admin's usage logs say where both runs came from.
      const logged = await app.database.db
        .select({ surface: usageLogs.surface })
        .from(usageLogs)
        .where(eq(usageLogs.userId, userId));
      expect(logged.map((l) => l.surface)).toEqual(["api", "api"]);

      // The app's own document of the run.
      const doc = await client.json(`/api/documents/${body.documentId}`);
      expect(doc.body).toMatchObject({ tool: TOOL, output: REPLY, status: "done" });
    });

    it("runs follow the key owner's style guide, and record it on the document; styleGuide: false opts out", async () => {
      const { client } = await newUser();
      const { key } = await createKey(client);
      const voice = "Write like a careful engineer: numbers first, no adjectives.";
      const put = await client.json("/api/me/style-guide", {
        method: "PUT",
        json: { voice, spelling: "uk", terms: [{ avoid: "leverage", prefer: "use" }] },
      });
      expect(put.status).toBe(200);
      const paraphrase = async (extra: Record<string, unknown>) => {
        const res = await call(key, "/api/v1/tools/paraphraser/runs", {
          method: "POST",
          body: JSON.stringify({ input: { text: "We leverage caching." }, ...extra }),
        });
        expect(res.status).toBe(200);
        const { documentId } = (await res.json()) as { documentId: string };
        const system = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0].content;
        const doc = (await (await call(key, `/api/v1/documents/${documentId}`)).json()) as { styleGuide: unknown };
        return { system, styleGuide: doc.styleGuide };
      };
      const followed = await paraphrase({});
      expect(followed.system).toContain(voice);
      expect(followed.system).toContain('{"avoid":"leverage","prefer":"use"}');
      expect(followed.system).toContain("Use UK English spelling.");
      expect(followed.styleGuide).toEqual({ scope: "personal", version: 1 });
      const opted = await paraphrase({ styleGuide: false });
      expect(opted.system).not.toContain(voice);
      expect(opted.system).not.toContain("leverage");
      expect(opted.styleGuide).toBeNull();
    });

    it("the same validation, kill switch and allowance as the app, in the app's words", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      const empty = JSON.stringify({ input: { text: "   " } });
      const viaApp = await client.json(`/api/tools/${TOOL}/run`, { json: JSON.parse(empty) });
      const viaKey = await call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: empty });
      expect(viaKey.status).toBe(400);
      expect(await viaKey.json()).toEqual(viaApp.body);
      expect((await call(key, "/api/v1/tools/no-such-tool/runs", { method: "POST", body: runBody() })).status).toBe(
        404,
      );

      await setSwitch(true);
      try {
        const off = await call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody() });
        expect(off.status).toBe(503);
        expect(((await off.json()) as { error: unknown }).error).toEqual(REFUSALS.globalDisabled);
      } finally {
        await setSwitch(false);
      }

      await app.database.db.update(profiles).set({ wordsUsed: 2000 }).where(eq(profiles.userId, userId));
      const full = await call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody() });
      expect(full.status).toBe(403);
      expect(((await full.json()) as { error: unknown }).error).toEqual(REFUSALS.limitReached(2000));
      expect(fake.requests.length).toBeGreaterThan(0);
    });

    it("a JSON client that leaves stops the run, charged what was written, as in the app", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
      Object.assign(fake.behaviour, { reply: long, chunkDelayMs: 10 });
      const leave = new AbortController();
      const pending = Promise.resolve(
        call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody(), signal: leave.signal }),
      );
      const runsOf = () => app.database.db.select().from(runs).where(eq(runs.userId, userId));
      await expect.poll(runsOf).toHaveLength(1);
      const [row] = await runsOf();
      // Leaves once the model has streamed 20 of its 200 words: some written, most not.
      const sentBefore = fake.piecesSent;
      await expect.poll(() => fake.piecesSent - sentBefore, { interval: 5 }).toBeGreaterThanOrEqual(20);
      leave.abort();
      await pending.catch(() => undefined);
      await expect
        .poll(async () => (await app.database.db.select().from(runs).where(eq(runs.id, row.id)))[0].status)
        .toBe("stopped");
      const [stopped] = await app.database.db.select().from(runs).where(eq(runs.id, row.id));
      expect(stopped.wordsCharged).toBeGreaterThan(0);
      expect(stopped.wordsCharged).toBeLessThan(200);
      expect(await ledger(userId)).toEqual({ used: stopped.wordsCharged, reserved: 0, logged: stopped.wordsCharged });
    });

    it("the emergency stop ends a JSON run in flight: 503 with REFUSALS.globalDisabled, its document kept and charged what it wrote", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
      Object.assign(fake.behaviour, { reply: long, chunkDelayMs: 10 });
      const pending = Promise.resolve(call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody() }));
      await expect.poll(async () => (await ledger(userId)).reserved).toBeGreaterThan(0);
      await setSwitch(true);
      try {
        const res = await pending;
        expect(res.status).toBe(503);
        const body = (await res.json()) as { error: unknown; documentId: string };
        expect(body.error).toEqual(REFUSALS.globalDisabled);
        const [row] = await app.database.db.select().from(runs).where(eq(runs.id, body.documentId));
        expect(row.status).toBe("interrupted");
        expect(await ledger(userId)).toEqual({ used: row.wordsCharged, reserved: 0, logged: row.wordsCharged });
      } finally {
        await setSwitch(false);
      }
    });

    it("a structured check answers its result beside the text (the grammar checker)", async () => {
      const { client } = await newUser();
      const { key } = await createKey(client);
      fake.behaviour.reply = JSON.stringify({
        issues: [{ type: "style", severity: "low", text: "test", suggestion: "trial", explanation: "Precise." }],
        correctedText: "This is a unique trial.",
      });
      const res = await call(key, "/api/v1/tools/grammar-checker/runs", {
        method: "POST",
        body: JSON.stringify({ input: { text: "This is an very unique test." } }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string; documentId: string; output: string; result: { engine: string } };
      expect(body.id).toBe(body.documentId);
      expect(body.output).toBe("This is a unique trial.");
      expect(body.result.engine).toBe("rules+ai");
    }, 60_000);

    it("a model failure answers 502 with the tool's message and charges nothing", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      fake.behaviour.mode = "fail";
      const res = await call(key, `/api/v1/tools/${TOOL}/runs`, { method: "POST", body: runBody() });
      expect(res.status).toBe(502);
      const body = (await res.json()) as { error: { code: string }; documentId: string };
      expect(body.error.code).toBe("UPSTREAM_ERROR");
      expect(body.documentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await ledger(userId)).toEqual({ used: 0, reserved: 0, logged: 0 });
    });
  });

  describe("Idempotency-Key", () => {
    it("20 concurrent retries, spread over two instances, run once, charge once and all get the first result; a later retry too", async () => {
      const { client, userId } = await newUser();
      const { key, id: keyId } = await createKey(client);
      fake.behaviour.chunkDelayMs = 15;
      const before = fake.requests.length;
      const send = (i = 0) =>
        call(key, `/api/v1/tools/${TOOL}/runs`, {
          method: "POST",
          body: runBody("Twenty tries at once."),
          headers: { "idempotency-key": "retry-me-1" },
          on: i % 2 ? peer : app,
        });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ id: string; output: string }>));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(bodies.every((b) => b.output === REPLY)).toBe(true);
      expect(answers.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
      expect(fake.requests.length - before).toBe(1);
      expect(await ledger(userId)).toEqual({ used: 14, reserved: 0, logged: 14 });

      const later = await send();
      expect(later.headers.get("idempotent-replayed")).toBe("true");
      expect(((await later.json()) as { id: string }).id).toBe(bodies[0].id);
      // Asked as a stream, the retry gets the stored result as a short stream.
      const asStream = await call(key, `/api/v1/tools/${TOOL}/runs`, {
        method: "POST",
        body: runBody("Twenty tries at once."),
        headers: { "idempotency-key": "retry-me-1", accept: "text/event-stream" },
      });
      expect(parseSse(await asStream.text()).map((e) => e.event)).toEqual(["start", "done"]);
      expect(fake.requests.length - before).toBe(1);
      expect(await ledger(userId)).toEqual({ used: 14, reserved: 0, logged: 14 });
      const [stored] = await app.database.db.select().from(apiIdempotency).where(eq(apiIdempotency.keyId, keyId));
      expect(stored.responseStatus).toBe(200);
    });

    it("the same key with a different body is 422; a refusal before the run is not kept, so a retry runs", async () => {
      const { client } = await newUser();
      const { key } = await createKey(client);
      const send = (text: string, headers: Record<string, string> = {}) =>
        call(key, `/api/v1/tools/${TOOL}/runs`, {
          method: "POST",
          body: runBody(text),
          headers: { "idempotency-key": "k-2", ...headers },
        });
      await setSwitch(true);
      try {
        expect((await send("First body.")).status).toBe(503);
      } finally {
        await setSwitch(false);
      }
      const first = await send("First body.");
      expect(first.status).toBe(200);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const other = await send("Another body.");
      expect(other.status).toBe(422);
      expect(((await other.json()) as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
      // A streamed first request is kept too.
      const streamed = await send("Streamed body.", { "idempotency-key": "k-3", accept: "text/event-stream" });
      const events = parseSse(await streamed.text());
      expect(events.at(-1)?.event).toBe("done");
      const replay = await send("Streamed body.", { "idempotency-key": "k-3" });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(((await replay.json()) as { output: string }).output).toBe(REPLY);
      const bad = await send("x", { "idempotency-key": "has space" });
      expect(bad.status).toBe(400);
    });

    it("a streamed first request whose client left is kept as cancelled: its retries are told so, with its document", async () => {
      const { client, userId } = await newUser();
      const { key } = await createKey(client);
      const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
      Object.assign(fake.behaviour, { reply: long, chunkDelayMs: 10 });
      const send = (accept: string) =>
        call(key, `/api/v1/tools/${TOOL}/runs`, {
          method: "POST",
          body: runBody(),
          headers: { "idempotency-key": "leaves", accept },
        });
      const first = await send("text/event-stream");
      const reader = first.body!.getReader();
      const decoder = new TextDecoder();
      let seen = "";
      while (!seen.includes("event: delta")) seen += decoder.decode((await reader.read()).value);
      await reader.cancel();
      await expect.poll(async () => (await ledger(userId)).reserved).toBe(0);
      const retry = await send("application/json");
      expect(retry.status).toBe(409);
      const body = (await retry.json()) as { error: { code: string }; documentId: string };
      expect(body.error.code).toBe("RUN_CANCELLED");
      const [row] = await app.database.db.select().from(runs).where(eq(runs.id, body.documentId));
      expect(row.status).toBe("stopped");
      // Charged once, for what was written before the client left.
      expect(await ledger(userId)).toEqual({ used: row.wordsCharged, reserved: 0, logged: row.wordsCharged });
    });

    it("an entry older than 24 hours is ignored: the key runs again", async () => {
      const { client, userId } = await newUser();
      const { key, id } = await createKey(client);
      const send = () =>
        call(key, `/api/v1/tools/${TOOL}/runs`, {
          method: "POST",
          body: runBody(),
          headers: { "idempotency-key": "old" },
        });
      expect((await send()).status).toBe(200);
      await app.database.db
        .update(apiIdempotency)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(apiIdempotency.keyId, id));
      const again = await send();
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect(await ledger(userId)).toEqual({ used: 28, reserved: 0, logged: 28 });
    });
  });

  it("entries older than 24 hours are purged", async () => {
    const { client } = await newUser();
    const { id } = await createKey(client);
    const old = new Date(Date.now() - 25 * 3_600_000);
    await app.database.db.insert(apiIdempotency).values([
      { keyId: id, idempotencyKey: "stale", requestHash: "x", responseStatus: 200, response: {}, createdAt: old },
      { keyId: id, idempotencyKey: "fresh", requestHash: "x", responseStatus: 200, response: {} },
    ]);
    // A new instance's first claim purges (then at most hourly).
    const idempotency = createIdempotency(app.database.db);
    expect(await idempotency.claim(id, "new", "y")).toEqual({ kind: "owner" });
    await expect
      .poll(async () =>
        (await app.database.db.select().from(apiIdempotency).where(eq(apiIdempotency.keyId, id)))
          .map((row) => row.idempotencyKey)
          .sort(),
      )
      .toEqual(["fresh", "new"]);
  });

  describe("rate limits", () => {
    it("a user past their burst is answered 429 with Retry-After; other users are not; it refills", async () => {
      const { client } = await newUser();
      const { key } = await createKey(client);
      const { key: otherKey } = await createKey((await newUser()).client, { name: "Other" });
      // The bucket reads the time from Date.now(): only Date is faked (sockets and timers run as
      // usual), so the refill below is exactly one second of it, not a sleep.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      try {
        for (let i = 0; i < 3; i++) expect((await call(key, "/api/v1/tools", { on: other })).status).toBe(200);
        const limited = await call(key, "/api/v1/documents", { on: other });
        expect(limited.status).toBe(429);
        expect(limited.headers.get("retry-after")).toBe("1");
        expect(await limited.json()).toEqual({
          error: {
            code: "RATE_LIMITED",
            title: "Too Many Requests",
            message: "Too many requests with this account's API keys. Try again in 1 second.",
          },
        });
        expect((await call(otherKey, "/api/v1/tools", { on: other })).status).toBe(200);
        // 60 a minute is one token a second: not refilled a millisecond before, refilled at it.
        vi.setSystemTime(Date.now() + 999);
        expect((await call(key, "/api/v1/tools", { on: other })).status).toBe(429);
        vi.setSystemTime(Date.now() + 1);
        expect((await call(key, "/api/v1/tools", { on: other })).status).toBe(200);
        expect((await call(key, "/api/v1/tools", { on: other })).status).toBe(429);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe("the typed client (openapi-typescript + openapi-fetch)", () => {
    it("calls every route of the document", async () => {
      const { client } = await newUser();
      const { key } = await createKey(client);
      const api = clientFor(key);
      const called = new Set<string>();
      const mark = (method: string, path: string) => called.add(`${method} ${path}`);

      const spec = await api.GET("/api/v1/openapi.json");
      expect(spec.response.status).toBe(200);
      expect(spec.data).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument("http://localhost:3000"))));
      mark("get", "/api/v1/openapi.json");

      const tools = await api.GET("/api/v1/tools");
      expect(tools.data?.tools).toHaveLength(TOOLS.length);
      expect(tools.data?.tools.find((t) => t.slug === TOOL)?.inputSchema).toMatchObject({
        type: "object",
        required: ["input"],
      });
      mark("get", "/api/v1/tools");

      const run = await api.POST(`/api/v1/tools/${TOOL}/runs`, {
        params: { header: { "Idempotency-Key": "typed-1" } },
        body: { input: { text: "Typed client run." } },
      });
      expect(run.data).toMatchObject({ output: REPLY, wordsCharged: 14 });
      if (!run.data || typeof run.data === "string") throw new Error("expected the JSON answer");
      const documentId = run.data.documentId;
      const streamed = await api.POST(`/api/v1/tools/${TOOL}/runs`, {
        body: { input: { text: "Typed client stream." } },
        headers: { Accept: "text/event-stream" },
        parseAs: "text",
      });
      expect(parseSse(streamed.data as string).at(-1)?.event).toBe("done");
      const refused = await api.POST(`/api/v1/tools/${TOOL}/runs`, {
        body: { input: { text: "" } },
      });
      expect(refused.response.status).toBe(400);
      expect(refused.error?.error.code).toBe("VALIDATION_ERROR");
      mark("post", `/api/v1/tools/${TOOL}/runs`);
      // Every other tool's run operation: a body without its text, refused by that tool's validation.
      for (const tool of TOOLS.filter((t) => t.slug !== TOOL)) {
        const path = `/api/v1/tools/${tool.slug}/runs` as `/api/v1/tools/${typeof TOOL}/runs`;
        const invalid = await api.POST(path, { body: {} as { input: { text: string } } });
        expect(invalid.response.status).toBe(400);
        expect(invalid.error?.error.code).toBe("VALIDATION_ERROR");
        mark("post", path);
      }

      const list = await api.GET("/api/v1/documents", { params: { query: { tool: TOOL, q: "typed" } } });
      expect(list.data?.items.map((d) => d.id)).toContain(documentId);
      mark("get", "/api/v1/documents");

      const one = await api.GET("/api/v1/documents/{id}", { params: { path: { id: documentId } } });
      expect(one.data).toMatchObject({ id: documentId, output: REPLY, version: 1 });
      mark("get", "/api/v1/documents/{id}");

      const patched = await api.PATCH("/api/v1/documents/{id}", {
        params: { path: { id: documentId } },
        body: { title: "Renamed by the API", version: 1 },
      });
      expect(patched.data).toMatchObject({ title: "Renamed by the API", version: 2 });
      const stale = await api.PATCH("/api/v1/documents/{id}", {
        params: { path: { id: documentId } },
        body: { output: "Old edit", version: 1 },
      });
      expect(stale.response.status).toBe(409);
      mark("patch", "/api/v1/documents/{id}");

      const exported = await api.GET("/api/v1/documents/export");
      expect(exported.data?.documents.map((d) => d.id)).toContain(documentId);
      mark("get", "/api/v1/documents/export");

      const deleted = await api.DELETE("/api/v1/documents/{id}", { params: { path: { id: documentId } } });
      expect(deleted.data?.id).toBe(documentId);
      expect((await api.GET("/api/v1/documents/{id}", { params: { path: { id: documentId } } })).response.status).toBe(
        404,
      );
      mark("delete", "/api/v1/documents/{id}");

      const restored = await api.POST("/api/v1/documents/{id}/restore", { params: { path: { id: documentId } } });
      expect(restored.data?.id).toBe(documentId);
      mark("post", "/api/v1/documents/{id}/restore");

      // A document of one's own, edited, its history read, and its original restored.
      const made = await api.POST("/api/v1/documents", { body: { title: "Typed notes" } });
      expect(made.response.status).toBe(201);
      const madeId = made.data?.id ?? "";
      mark("post", "/api/v1/documents");
      await api.PATCH("/api/v1/documents/{id}", {
        params: { path: { id: madeId } },
        body: { output: "Typed words", version: 1 },
      });
      const history = await api.GET("/api/v1/documents/{id}/revisions", { params: { path: { id: madeId } } });
      expect(history.data?.items.map((r) => r.reason)).toEqual(["autosave", "original"]);
      mark("get", "/api/v1/documents/{id}/revisions");
      const revisionId = history.data?.items[1].id ?? "";
      const revision = await api.GET("/api/v1/documents/{id}/revisions/{revisionId}", {
        params: { path: { id: madeId, revisionId } },
      });
      expect(revision.data).toMatchObject({ reason: "original", output: "" });
      mark("get", "/api/v1/documents/{id}/revisions/{revisionId}");
      const back = await api.POST("/api/v1/documents/{id}/revisions/{revisionId}/restore", {
        params: { path: { id: madeId, revisionId } },
        body: { version: 2 },
      });
      expect(back.data).toMatchObject({ output: "", version: 3 });
      mark("post", "/api/v1/documents/{id}/revisions/{revisionId}/restore");

      const all = await api.DELETE("/api/v1/documents", { body: { confirm: "DELETE" } });
      expect(all.data?.deleted).toBe(3);
      expect((await api.GET("/api/v1/documents")).data?.items).toEqual([]);
      mark("delete", "/api/v1/documents");

      // Every operation of the document was called above.
      const document = buildOpenApiDocument();
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method} ${path}`),
      );
      expect([...called].sort()).toEqual(operations.sort());

      // And without a key the typed client is refused.
      const anonymous = createClient<paths>({
        baseUrl: TEST_ORIGIN,
        fetch: (request: Request) => Promise.resolve(app.app.request(request)),
      });
      expect((await anonymous.GET("/api/v1/tools")).response.status).toBe(401);
    });
  });
});
