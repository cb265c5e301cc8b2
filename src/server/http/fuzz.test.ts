import { subscriptionQuery, usageLogQuery, userListQuery, userUpdateSchema } from "@shared/admin";
import { deleteAccountSchema, updateProfileSchema } from "@shared/api";
import { type CreatedApiKey, createApiKeySchema } from "@shared/api-v1";
import { contactSchema, newsletterSchema } from "@shared/contact";
import { deepCheckRequestSchema } from "@shared/deep-check";
import { describeVoiceSchema } from "@shared/describe-voice";
import { dictionaryWordSchema } from "@shared/dictionary";
import {
  deleteAllDocumentsSchema,
  documentCreateSchema,
  documentListQuery,
  documentPatchSchema,
  restoreRevisionSchema,
} from "@shared/documents";
import {
  createOrganizationSchema,
  inviteSchema,
  toolSwitchSchema,
  updateMemberSchema,
  updateOrganizationSchema,
} from "@shared/organizations";
import { organizationGuideSchema, personalGuideSchema } from "@shared/style-guide";
import { TOOLS, toolSwitchKey } from "@shared/tools";
import { runSchemaFor } from "@shared/tools/run-schema";
import { countWords } from "@shared/words";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { switchUpdateSchema } from "../admin/settings";
import { documentRevisions, profiles, runs, usageLogs, users } from "../db/schema";
import { GLOBAL_SWITCH_KEY } from "../kill-switches/switches";
import { checkSchema } from "../nlp/routes";
import { chatRequest } from "../openai/request";
import { responsesRequest } from "../openai/responses-request";
import { BACKENDS } from "../test-support/backends";
import { bodyFor, queryFor, segmentFor } from "../test-support/fuzz-arbitraries";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

/**
 * Every API route, fed bodies drawn from its own request schema (valid-looking, poisoned with a
 * hostile value, or hostile outright), hostile path segments and query strings: nothing may answer
 * a 5xx (beyond the deliberate 503s of a kill switch or a missing transcription model), stream an
 * internal error, or hang. FUZZ_RUNS raises the number of draws per route for a longer search.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** fast-check's report with long values cut short (a 900,000-character string would flood the log). */
// biome-ignore lint/suspicious/noExplicitAny: one set of parameters for properties of every shape
const OPTIONS: fc.Parameters<any> = {
  numRuns: RUNS,
  endOnFailure: true,
  asyncReporter: async (details) => {
    if (!details.failed) return;
    const cut = fc
      .defaultReportMessage(details)
      ?.replace(/(.)\1{200,}/gs, (run, char: string) => `${char}×${run.length}`);
    throw new Error(cut?.slice(0, 4000), { cause: details.errorInstance });
  },
};
const REQUEST_TIMEOUT_MS = 15_000;

/** "key": the fuzz user's API key, as a program sends it (no cookie), for the public API. */
/** "owner": the owner of an organization (its routes), apart from "user", whose runs stay personal. */
type Who = "anon" | "user" | "admin" | "key" | "owner";
type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As Hono lists it: `:name` segments are drawn from PARAMS. */
  path: string;
  who: Who;
  /** The body's schema; null: the route reads no body (it is fuzzed with any JSON anyway). */
  body?: z.ZodType | null;
  query?: z.ZodType | null;
};

// Better Auth's routes take their own bodies (no zod schema of ours); these are the ones the app uses.
const email = z.object({ email: z.email() });
const AUTH_ROUTES: Route[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    who: "anon",
    body: z.object({ name: z.string().max(60), email: z.email(), password: z.string().min(8).max(128) }),
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    who: "anon",
    body: z.object({ email: z.email(), password: z.string().max(128) }),
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    who: "anon",
    body: email.extend({ redirectTo: z.string() }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    who: "anon",
    body: z.object({ newPassword: z.string(), token: z.string() }),
  },
  { method: "POST", path: "/api/auth/send-verification-email", who: "anon", body: email },
  {
    method: "POST",
    path: "/api/auth/change-password",
    who: "user",
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.literal(false) }),
  },
  { method: "POST", path: "/api/auth/update-user", who: "user", body: z.object({ name: z.string().max(60) }) },
  { method: "POST", path: "/api/auth/sign-out", who: "anon", body: null },
  { method: "GET", path: "/api/auth/get-session", who: "user" },
  { method: "GET", path: "/api/auth/verify-email", who: "anon", query: z.object({ token: z.string() }) },
  // Dynamic client registration (RFC 7591), open to anyone: Better Auth's OAuth provider.
  {
    method: "POST",
    path: "/api/auth/oauth2/register",
    who: "anon",
    body: z.object({
      redirect_uris: z.array(z.string()),
      token_endpoint_auth_method: z.enum(["none", "client_secret_basic", "client_secret_post"]),
      client_name: z.string(),
      application_type: z.enum(["web", "native"]),
      grant_types: z.array(z.string()),
    }),
  },
];

/** What a LanguageTool client sends to /check, as far as fuzzing its query and body goes. */
const languageToolCheck = z.object({
  text: z.string(),
  language: z.enum(["en-US", "en-GB", "en", "auto", "de-DE", "qq"]),
  disabledRules: z.string(),
  enabledOnly: z.enum(["true", "false"]),
  username: z.string(),
});

/** A JSON-RPC message to the MCP server, of the methods it answers. */
const mcpMessage = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.number().int(),
  method: z.enum([
    "initialize",
    "ping",
    "tools/list",
    "tools/call",
    "resources/list",
    "resources/read",
    "notifications/cancelled",
  ]),
  params: z
    .object({
      name: z.enum(["paraphraser", "grammar-checker", "search_documents", "nope"]),
      arguments: z.object({ input: z.object({ text: z.string() }), query: z.string() }).partial(),
      uri: z.string(),
      cursor: z.string(),
      requestId: z.number().int(),
      protocolVersion: z.string(),
    })
    .partial(),
});

const ROUTES: Route[] = [
  { method: "GET", path: "/api/health", who: "anon" },
  { method: "GET", path: "/metrics", who: "anon" },
  { method: "GET", path: "/api/config", who: "anon" },
  { method: "GET", path: "/api/ai/status", who: "user" },
  { method: "GET", path: "/api/me", who: "user" },
  { method: "GET", path: "/api/me/usage", who: "user" },
  { method: "PATCH", path: "/api/me", who: "user", body: updateProfileSchema },
  { method: "DELETE", path: "/api/me", who: "user", body: deleteAccountSchema },
  { method: "GET", path: "/api/me/dictionary", who: "user" },
  { method: "POST", path: "/api/me/dictionary", who: "user", body: dictionaryWordSchema },
  { method: "DELETE", path: "/api/me/dictionary/:word", who: "user", body: null },
  { method: "GET", path: "/api/me/style-guide", who: "user" },
  { method: "GET", path: "/api/me/style-guide/effective", who: "user" },
  { method: "PUT", path: "/api/me/style-guide", who: "user", body: personalGuideSchema },
  { method: "POST", path: "/api/me/style-guide/describe-voice", who: "user", body: describeVoiceSchema },
  { method: "GET", path: "/api/tools/:slug/availability", who: "user" },
  // POST /api/tools/:slug/run has a schema per tool: its own property below.
  { method: "POST", path: "/api/nlp/check", who: "user", body: checkSchema },
  { method: "POST", path: "/api/nlp/deep-check", who: "user", body: deepCheckRequestSchema },
  { method: "GET", path: "/api/documents", who: "user", query: documentListQuery },
  { method: "GET", path: "/api/documents/export", who: "user" },
  { method: "DELETE", path: "/api/documents", who: "user", body: deleteAllDocumentsSchema },
  { method: "GET", path: "/api/documents/:id", who: "user" },
  { method: "PATCH", path: "/api/documents/:id", who: "user", body: documentPatchSchema },
  { method: "DELETE", path: "/api/documents/:id", who: "user", body: null },
  { method: "POST", path: "/api/documents/:id/restore", who: "user", body: null },
  { method: "POST", path: "/api/documents", who: "user", body: documentCreateSchema },
  { method: "GET", path: "/api/documents/:id/revisions", who: "user" },
  { method: "GET", path: "/api/documents/:id/revisions/:revisionId", who: "user" },
  {
    method: "POST",
    path: "/api/documents/:id/revisions/:revisionId/restore",
    who: "user",
    body: restoreRevisionSchema,
  },
  { method: "POST", path: "/api/admin/access", who: "admin", body: null },
  { method: "GET", path: "/api/admin/stats", who: "admin" },
  { method: "GET", path: "/api/admin/activity", who: "admin", query: z.object({ include: z.enum(["visits"]) }) },
  { method: "GET", path: "/api/admin/users", who: "admin", query: userListQuery },
  { method: "PATCH", path: "/api/admin/users/:id", who: "admin", body: userUpdateSchema },
  { method: "POST", path: "/api/admin/users/:id/reset-usage", who: "admin", body: null },
  { method: "DELETE", path: "/api/admin/users/:id", who: "admin", body: null },
  { method: "GET", path: "/api/admin/usage-logs", who: "admin", query: usageLogQuery },
  { method: "GET", path: "/api/admin/usage-logs/tools", who: "admin" },
  { method: "GET", path: "/api/admin/billing/stats", who: "admin" },
  { method: "GET", path: "/api/admin/billing/subscriptions", who: "admin", query: subscriptionQuery },
  {
    method: "PATCH",
    path: "/api/admin/billing/subscriptions/:id",
    who: "admin",
    body: z.object({ status: z.enum(["active", "cancelled", "paused"]) }),
  },
  { method: "GET", path: "/api/admin/billing/subscriptions/export", who: "admin", query: subscriptionQuery },
  { method: "GET", path: "/api/admin/settings", who: "admin" },
  { method: "PUT", path: "/api/admin/settings/:key", who: "admin", body: switchUpdateSchema },
  { method: "GET", path: "/api/admin/backup/status", who: "admin" },
  // Takes no input but the session: fuzzed as a user (403), since each admin draw would dump the
  // whole database (admin/backup.test.ts downloads one). GET only answers 405.
  { method: "GET", path: "/api/admin/backup", who: "user" },
  { method: "POST", path: "/api/admin/backup", who: "user", body: null },
  // Only `npm run backup` holds its token (DATA_DIR/server.json): every fuzzed request is refused.
  { method: "POST", path: "/api/backup", who: "anon", body: null },
  // The Stripe routes (checkout, portal, webhook) exist only with Stripe configured: stripe.test.ts.
  { method: "GET", path: "/api/billing", who: "user" },
  { method: "GET", path: "/api/billing/upgrade-request", who: "user" },
  { method: "POST", path: "/api/billing/upgrade-request", who: "user", body: null },
  { method: "GET", path: "/api/admin/billing/upgrade-requests", who: "admin" },
  {
    method: "POST",
    path: "/api/admin/billing/upgrade-requests/:id/:decision{grant|dismiss}",
    who: "admin",
    body: null,
  },
  { method: "GET", path: "/api/organization", who: "owner" },
  { method: "GET", path: "/api/organization/members", who: "owner" },
  { method: "PATCH", path: "/api/organization/members/:userId", who: "owner", body: updateMemberSchema },
  { method: "DELETE", path: "/api/organization/members/:userId", who: "owner", body: null },
  { method: "GET", path: "/api/organization/invitations", who: "owner" },
  { method: "POST", path: "/api/organization/invitations", who: "owner", body: inviteSchema },
  { method: "DELETE", path: "/api/organization/invitations/:id", who: "owner", body: null },
  { method: "POST", path: "/api/organization/invitations/accept", who: "user", body: z.object({ token: z.string() }) },
  {
    method: "GET",
    path: "/api/organization/invitations/preview",
    who: "anon",
    query: z.object({ token: z.string() }),
  },
  { method: "PUT", path: "/api/organization/tools/:slug", who: "owner", body: toolSwitchSchema },
  { method: "GET", path: "/api/organization/activity", who: "owner" },
  { method: "GET", path: "/api/organization/style-guide", who: "owner" },
  { method: "PUT", path: "/api/organization/style-guide", who: "owner", body: organizationGuideSchema },
  { method: "GET", path: "/api/organization/usage.csv", who: "owner" },
  { method: "GET", path: "/api/organization/style-guide", who: "owner" },
  { method: "PUT", path: "/api/organization/style-guide", who: "owner", body: organizationGuideSchema },
  { method: "POST", path: "/api/organization/style-guide/describe-voice", who: "owner", body: describeVoiceSchema },
  { method: "GET", path: "/api/organization/activity", who: "owner" },
  // After the organization's own routes: deleting it (a drawn :id) leaves its owner with none.
  { method: "GET", path: "/api/admin/organizations", who: "admin" },
  { method: "POST", path: "/api/admin/organizations", who: "admin", body: createOrganizationSchema },
  { method: "PATCH", path: "/api/admin/organizations/:id", who: "admin", body: updateOrganizationSchema },
  { method: "DELETE", path: "/api/admin/organizations/:id", who: "admin", body: null },
  { method: "GET", path: "/api/api-keys", who: "user" },
  { method: "POST", path: "/api/api-keys", who: "user", body: createApiKeySchema },
  { method: "DELETE", path: "/api/api-keys/:id", who: "user", body: null },
  // The public API: POST /api/v1/tools/{slug}/runs has a schema per tool, its own property below.
  { method: "GET", path: "/api/v1/openapi.json", who: "anon" },
  { method: "GET", path: "/api/v1/tools", who: "key" },
  { method: "GET", path: "/api/v1/documents", who: "key", query: documentListQuery },
  { method: "GET", path: "/api/v1/documents/export", who: "key" },
  { method: "DELETE", path: "/api/v1/documents", who: "key", body: deleteAllDocumentsSchema },
  { method: "GET", path: "/api/v1/documents/:id", who: "key" },
  { method: "PATCH", path: "/api/v1/documents/:id", who: "key", body: documentPatchSchema },
  { method: "DELETE", path: "/api/v1/documents/:id", who: "key", body: null },
  { method: "POST", path: "/api/v1/documents/:id/restore", who: "key", body: null },
  { method: "POST", path: "/api/v1/documents", who: "key", body: documentCreateSchema },
  { method: "GET", path: "/api/v1/documents/:id/revisions", who: "key" },
  { method: "GET", path: "/api/v1/documents/:id/revisions/:revisionId", who: "key" },
  {
    method: "POST",
    path: "/api/v1/documents/:id/revisions/:revisionId/restore",
    who: "key",
    body: restoreRevisionSchema,
  },
  { method: "GET", path: "/api/me/connected-apps", who: "user" },
  { method: "DELETE", path: "/api/me/connected-apps/:clientId", who: "user", body: null },
  { method: "GET", path: "/api/me/style-guide", who: "user" },
  { method: "GET", path: "/api/me/style-guide/effective", who: "user" },
  { method: "PUT", path: "/api/me/style-guide", who: "user", body: personalGuideSchema },
  // The open protocols (src/server/openai, mcp, languagetool): their own shapes, the same run core.
  { method: "GET", path: "/api/openai/v1/models", who: "key" },
  { method: "GET", path: "/api/openai/v1/models/:model", who: "key" },
  { method: "POST", path: "/api/openai/v1/chat/completions", who: "key", body: chatRequest },
  { method: "POST", path: "/api/openai/v1/responses", who: "key", body: responsesRequest },
  { method: "POST", path: "/api/mcp", who: "key", body: mcpMessage },
  { method: "GET", path: "/api/mcp", who: "key" },
  { method: "DELETE", path: "/api/mcp", who: "key", body: null },
  { method: "GET", path: "/api/languagetool/v2/languages", who: "anon" },
  { method: "GET", path: "/api/languagetool/v2/check", who: "key", query: languageToolCheck },
  { method: "POST", path: "/api/languagetool/v2/check", who: "key", body: languageToolCheck },
  { method: "POST", path: "/api/contact", who: "anon", body: contactSchema },
  { method: "POST", path: "/api/newsletter", who: "anon", body: newsletterSchema },
  { method: "GET", path: "/api/newsletter/confirm", who: "anon", query: z.object({ token: z.string() }) },
  { method: "GET", path: "/api/newsletter/unsubscribe", who: "anon", query: z.object({ token: z.string() }) },
  {
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    who: "anon",
    body: null,
    query: z.object({ token: z.string() }),
  },
];

/** 503s the product answers on purpose, with their codes. */
const DELIBERATE_503 = new Set(["SERVICE_UNAVAILABLE", "TOOL_DISABLED", "TRANSCRIPTION_UNAVAILABLE", "AI_UNAVAILABLE"]);
/** Stream error codes that mean the server, not the request, went wrong. */
const INTERNAL_STREAM_ERRORS = new Set(["INTERNAL", "USAGE_UPDATE_FAILED"]);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

const excerpt = (value: unknown) => {
  const text = value instanceof Uint8Array ? `bytes ${[...value.slice(0, 20)]}` : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 200);
};

describe.each(BACKENDS)("every API route under fuzzed input (%s)", (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let clients: Record<Exclude<Who, "anon" | "key">, TestClient>;
  let apiKey: string;
  let userId: string;
  const params: Record<string, string[]> = {};

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: "A short and plain reply from the fake model." });
    app = await startTestApp(kind, {
      ADMIN_EMAILS: "root@example.com",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      // Every draw counts against the key's rate limit; the limit has its own test (api/api.test.ts).
      API_RATE_LIMIT_BURST: "100000",
      // Likewise each user's free checks (nlp/check-rate-limit.test.ts tests that limit).
      CHECK_RATE_LIMIT_BURST: "100000",
      // Every fuzzed request is counted too; /metrics itself is fuzzed without its token.
      METRICS_TOKEN: "fuzz-metrics-token-0123456789",
    });
    clients = {
      admin: await signUpVerified(app, "root@example.com", "Root"),
      user: await signUpVerified(app, "fuzz@example.com", "Fuzz User"),
      owner: await signUpVerified(app, "owner@example.com", "Fuzz Owner"),
    };
    const org = await clients.admin.json("/api/admin/organizations", {
      json: { name: "Fuzz Org", poolWords: 1_000_000, ownerEmail: "owner@example.com", domains: ["fuzz-org.test"] },
    });
    expect(org.status).toBe(201);
    const invitation = await clients.owner.json("/api/organization/invitations", {
      json: { email: "invitee@example.com", role: "member" },
    });
    const victim = await signUpVerified(app, "victim@example.com", "Victim");
    const upgrade = await victim.json("/api/billing/upgrade-request", { method: "POST", json: {} });
    const idOf = async (address: string) =>
      (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, address)))[0].id;
    userId = await idOf("fuzz@example.com");
    await app.database.db.update(profiles).set({ wordsLimit: 10_000_000 }).where(eq(profiles.userId, userId));
    apiKey = (await clients.user.json<CreatedApiKey>("/api/api-keys", { json: { name: "Fuzz" } })).body.key;
    const run = await clients.user.request("/api/tools/paraphraser/run", {
      json: { input: { text: "Say it again." } },
    });
    expect(run.status).toBe(200);
    await run.text();
    const docs = await app.database.db.select({ id: runs.id }).from(runs).where(eq(runs.userId, userId));
    params.id = [
      ...docs.map((doc) => doc.id),
      await idOf("victim@example.com"),
      upgrade.body.request.id,
      org.body.id,
      invitation.body.id,
    ];
    // A revision to read and restore: the run's document, edited once.
    const edited = await clients.user.json(`/api/documents/${docs[0].id}`, {
      method: "PATCH",
      json: { output: "Edited for the fuzz.", version: 1 },
    });
    expect(edited.status).toBe(200);
    params.revisionId = (await app.database.db.select({ id: documentRevisions.id }).from(documentRevisions)).map(
      (revision) => revision.id,
    );
    params.userId = [await idOf("owner@example.com"), userId, await idOf("victim@example.com")];
    params.slug = TOOLS.map((tool) => tool.slug);
    params.key = [GLOBAL_SWITCH_KEY, ...TOOLS.map(toolSwitchKey)];
    params.decision = ["grant", "dismiss"];
    params.model = ["paraphraser", "grammar-checker", "gpt-4o"];
    params.clientId = ["not-a-client", "0"];
  }, 120_000);
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  /** Sends one request as `who` and checks the answer; returns the status for the caller's own checks. */
  async function send(
    method: string,
    pathname: string,
    who: Who,
    body: { json: unknown } | { raw: string | Uint8Array } | undefined,
  ): Promise<number> {
    const client = who === "anon" || who === "key" ? app.client() : clients[who];
    const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-quillstack-client-ip": client.ip };
    if (who === "key") headers.authorization = `Bearer ${apiKey}`;
    // What every MCP client accepts (the transport answers 406 to anything less).
    if (pathname.startsWith("/api/mcp")) headers.accept = "application/json, text/event-stream";
    if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (body && method !== "GET") {
      headers["content-type"] = "application/json";
      payload =
        "json" in body ? JSON.stringify(body.json) : typeof body.raw === "string" ? body.raw : new Uint8Array(body.raw);
    }
    const what = `${method} ${pathname.slice(0, 200)} as ${who} with ${excerpt(body && ("json" in body ? body.json : body.raw))}`;
    const res = await withTimeout(
      Promise.resolve(
        app.app.request(`${TEST_ORIGIN}${pathname}`, { method, headers, body: payload, redirect: "manual" }),
      ),
      what,
    );
    const text = await withTimeout(res.text(), what);
    if (res.status >= 500) {
      const code = (() => {
        try {
          return JSON.parse(text)?.error?.code;
        } catch {
          return undefined;
        }
      })();
      // The deep check answers the model's own failure as 502 (the fake model's reply to everything is
      // not the correction it asks for): the model's, not ours.
      const modelFailed =
        res.status === 502 && code === "UPSTREAM_ERROR" && pathname.split("?")[0] === "/api/nlp/deep-check";
      expect(
        (res.status === 503 && DELIBERATE_503.has(code)) || modelFailed,
        `${res.status} ${text.slice(0, 200)} for ${what}`,
      ).toBe(true);
    }
    // OpenAI's stream has its own shape (data-only events, `[DONE]`): a failure there is a 5xx-typed error object.
    if (pathname.startsWith("/api/openai/")) expect(text, what).not.toContain('"type":"server_error"');
    else if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      for (const event of parseSse(text)) {
        const code = (event.data as { code?: string } | null)?.code;
        if (event.event === "error") expect(INTERNAL_STREAM_ERRORS.has(code ?? ""), `${code} for ${what}`).toBe(false);
      }
    }
    return res.status;
  }

  const pathFor = (route: Route, segments: Record<string, string>, query: string) =>
    route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => segments[name]) + (query ? `?${query}` : "");

  it("lists every route it fuzzes, so a new route cannot be left out", () => {
    const covered = new Set([...ROUTES, ...AUTH_ROUTES].map((route) => `${route.method} ${route.path}`));
    covered.add("POST /api/tools/:slug/run").add("POST /api/transcribe");
    // The public API serves each tool's run at its own path (docs/decisions/0009-api-contracts.md).
    for (const tool of TOOLS) covered.add(`POST /api/v1/tools/${tool.slug}/runs`);
    const missing = app.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.endsWith("*"))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  // The settings route last: it may turn a kill switch on, after which runs answer a deliberate 503.
  const ordered = [
    ...AUTH_ROUTES,
    ...ROUTES.filter((r) => !r.path.includes("settings/:key")),
    ROUTES.find((r) => r.path.includes("settings/:key"))!,
  ];

  it("answers every route's fuzzed requests without a 5xx or a hang", async () => {
    for (const route of ordered) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const segments = fc.record(Object.fromEntries(names.map((name) => [name, segmentFor(params[name] ?? [])])));
      const body = route.method === "GET" ? fc.constant(undefined) : bodyFor(route.body ?? null);
      const who = fc.constantFrom<Who>(route.who, route.who, route.who, "anon");
      await fc.assert(
        fc.asyncProperty(
          segments,
          fc.option(queryFor(route.query ?? null)),
          body,
          who,
          async (seg, query, payload, as) => {
            await send(route.method, pathFor(route, seg, query ?? ""), as, payload);
          },
        ),
        OPTIONS,
      );
    }
  }, 600_000);

  it("runs every tool with fuzzed inputs and options, charging exactly what it kept", async () => {
    for (const tool of TOOLS) {
      await fc.assert(
        fc.asyncProperty(bodyFor(runSchemaFor(tool)), async (payload) => {
          await send("POST", `/api/tools/${tool.slug}/run`, "user", payload);
        }),
        OPTIONS,
      );
    }
    // The same through the public API, answered as JSON (fewer draws: the pipeline is the same).
    for (const tool of TOOLS) {
      await fc.assert(
        fc.asyncProperty(bodyFor(runSchemaFor(tool)), async (payload) => {
          await send("POST", `/api/v1/tools/${tool.slug}/runs`, "key", payload);
        }),
        { ...OPTIONS, numRuns: Math.max(2, Math.ceil(RUNS / 4)) },
      );
    }
    // A slug that is not a tool, hostile or not.
    await fc.assert(
      fc.asyncProperty(segmentFor([]), async (slug) => {
        const status = await send("POST", `/api/tools/${slug}/run`, "user", { json: { input: { text: "Hi there." } } });
        expect(status).toBeLessThan(500);
      }),
      OPTIONS,
    );
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    const rows = await app.database.db.select().from(runs).where(eq(runs.userId, userId));
    const logs = await app.database.db.select().from(usageLogs).where(eq(usageLogs.userId, userId));
    expect(profile.wordsReserved).toBe(0);
    expect(rows.filter((row) => row.status === "running")).toEqual([]);
    // Documents deleted by the fuzzing above took their run rows with them; the usage log keeps every charge.
    expect(profile.wordsUsed).toBe(logs.reduce((sum, log) => sum + log.wordsGenerated, 0));
    // A streamed run charges the words it delivered. (A check's rule findings are free: its charge
    // is the model's corrected text, or nothing when the model's answer was unusable. A tool with
    // offline rules answers as a check, with a structured result, while the emergency stop is on.)
    const streamed = new Set<string>(TOOLS.filter((tool) => tool.run !== "check").map((tool) => tool.slug));
    const charged = (row: (typeof rows)[number]) =>
      ["done", "truncated"].includes(row.status) && streamed.has(row.tool) && row.result == null;
    for (const row of rows.filter(charged)) {
      expect(row.wordsCharged, `${row.tool}: ${row.output.slice(0, 100)}`).toBe(countWords(row.output));
    }
  }, 600_000);

  it("takes any upload to the transcription route without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.string(), async (bytes, type) => {
        const form = new FormData();
        form.set("audio", new File([bytes], "clip.webm", { type }));
        const client = clients.user;
        const res = await withTimeout(
          Promise.resolve(
            app.app.request(`${TEST_ORIGIN}/api/transcribe`, {
              method: "POST",
              headers: {
                origin: TEST_ORIGIN,
                "x-quillstack-client-ip": client.ip,
                cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
              },
              body: form,
            }),
          ),
          "POST /api/transcribe",
        );
        const text = await res.text();
        expect(res.status < 500 || (res.status === 503 && text.includes("TRANSCRIPTION_UNAVAILABLE")), text).toBe(true);
      }),
      OPTIONS,
    );
  }, 120_000);
});
