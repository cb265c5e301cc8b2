/**
 * The public API's contract (docs/protocols.md "Public API", docs/decisions/0009-api-contracts.md): every
 * /api/v1 operation declared once with `createRoute` (its parameters, headers, body and every
 * status it can answer), and the OpenAPI 3.1 document generated from those declarations. The
 * schemas are the ones the server validates with: each tool's run schema, the documents schemas,
 * and the response schemas of api-v1.ts. The server serves these routes (api/routes.ts, and a test
 * walks the router against this list both ways); /docs/api renders the same document.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX, RESPONSE_SCHEMAS } from "./api-v1";
import {
  deleteAllDocumentsSchema,
  documentCreateSchema,
  documentListQuery,
  documentPatchSchema,
  restoreRevisionSchema,
} from "./documents";
import { TOOLS, type ToolEntry } from "./tools";
import { runSchemaFor } from "./tools/run-schema";

type JsonSchema = Record<string, unknown>;

const REF = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const runRequestName = (slug: string) => `RunRequest_${slug}`;

/** zod → JSON Schema as OpenAPI 3.1 embeds it (2020-12, no `$schema` in each schema). */
function jsonSchemas(schemas: Record<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const out = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas as Record<string, JsonSchema>;
  for (const schema of Object.values(out)) {
    delete schema.$schema;
    delete schema.id;
    delete schema.$id;
  }
  return out;
}

/** The JSON Schema of one tool's run request body (also what GET /api/v1/tools lists). */
export function runInputSchema(tool: ToolEntry): JsonSchema {
  const schema = z.toJSONSchema(runSchemaFor(tool), { target: "draft-2020-12", io: "input", unrepresentable: "any" });
  delete schema.$schema;
  return schema as JsonSchema;
}

// ---- Answers ----

const json = (schema: unknown) => ({ "application/json": { schema: schema as JsonSchema } });
const error = (description: string) => ({ description, content: json(REF("Error")) });
const retryAfter = {
  "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait before trying again." },
};

/** What any request with a key can answer, whatever its route. */
const KEYED_ERRORS = {
  400: error("The address or a header holds characters the server refuses (NUL), or the request is invalid."),
  401: error("No key, an unknown, expired or revoked key, or a cookie instead of a key."),
  403: error("The key's account is suspended or banned."),
  429: {
    description:
      "Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After.",
    headers: retryAfter,
    content: json(REF("Error")),
  },
  500: error("The server failed; try again."),
  503: {
    description: "The database is unavailable for a moment (Retry-After: 5).",
    headers: retryAfter,
    content: json(REF("Error")),
  },
};
const TOO_LARGE = { 413: error("The body is over 1 MB (PAYLOAD_TOO_LARGE).") };

// ---- Parameters ----

const documentIdParams = z.object({
  id: z.guid().meta({ description: "The document's id (a run's id). Any other text answers 404." }),
});

const revisionParams = documentIdParams.extend({
  revisionId: z.guid().meta({ description: "The revision's id. Any other text answers 404." }),
});

const runHeaders = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({ description: "Any unique string (a UUID): retries with it run the tool once. Anything else answers 400." }),
  Accept: z.string().optional().meta({
    description: "`text/event-stream` for the run's event stream; anything else answers JSON once it is over.",
  }),
});

// ---- Routes ----

const RUN_DESCRIPTION =
  "Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. " +
  "With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} " +
  "as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. " +
  "Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours " +
  "answers the first result and charges nothing more; the same key with a different body answers 422.";

/** `runParaphraser` for `paraphraser`: one operation per tool, so each body is tied to its path. */
export const runOperationId = (slug: string) =>
  `run${slug.replace(/(^|-)([a-z0-9])/g, (_m, _dash, letter: string) => letter.toUpperCase())}`;

function runRoute(tool: ToolEntry) {
  return createRoute({
    method: "post",
    path: `/api/v1/tools/${tool.slug}/runs`,
    operationId: runOperationId(tool.slug),
    tags: ["Tools"],
    summary: `Run ${tool.name}`,
    description: RUN_DESCRIPTION,
    request: {
      headers: runHeaders,
      body: { required: true, content: json(REF(runRequestName(tool.slug))) },
    },
    responses: {
      200: {
        description: "The finished run (JSON), or its event stream (text/event-stream).",
        headers: {
          "Idempotent-Replayed": {
            schema: { type: "string", enum: ["true"] },
            description: "Present when this is the stored answer of an earlier request with the same Idempotency-Key.",
          },
        },
        content: { ...json(REF("RunResult")), "text/event-stream": { schema: { type: "string" } } },
      },
      ...KEYED_ERRORS,
      400: error(
        "The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style " +
          "(UNKNOWN_PRESET), or a malformed Idempotency-Key.",
      ),
      403: error("The word allowance does not cover this run, or the account is suspended or banned."),
      409: error("A request with this Idempotency-Key is still running, or was cancelled before it finished."),
      413: error("The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model."),
      422: error("This Idempotency-Key was used with a different request."),
      500: error("The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed."),
      502: error("The AI model failed; nothing was charged. `documentId` names what it wrote."),
      503: {
        description:
          "AI processing is switched off by an administrator, the tool is under maintenance, no model is available, " +
          "the run was interrupted, or the database is unavailable for a moment (Retry-After).",
        headers: retryAfter,
        content: json(REF("Error")),
      },
      504: error("The AI model stopped answering (Request timed out); nothing was charged."),
    },
  });
}

export const openApiRoute = createRoute({
  method: "get",
  path: "/api/v1/openapi.json",
  operationId: "getOpenApiDocument",
  tags: ["Meta"],
  summary: "This document",
  security: [],
  responses: {
    200: { description: "The OpenAPI 3.1 document.", content: json({ type: "object" }) },
    500: error("The server failed; try again."),
  },
});

export const listToolsRoute = createRoute({
  method: "get",
  path: "/api/v1/tools",
  operationId: "listTools",
  tags: ["Tools"],
  summary: "List the tools",
  description: "Every tool, with the JSON Schema of its run request.",
  responses: { 200: { description: "The tools.", content: json(REF("ToolList")) }, ...KEYED_ERRORS },
});

/** POST /api/v1/tools/{slug}/runs, one route per tool (docs/decisions/0009-api-contracts.md). */
export const RUN_ROUTES = TOOLS.map((tool) => ({ tool, route: runRoute(tool) }));

const notFound = (description: string) => ({ 404: error(description) });

/** The documents routes (served by documents/routes.ts behind the key authenticator). */
export const DOCUMENT_ROUTES = [
  createRoute({
    method: "get",
    path: "/api/v1/documents",
    operationId: "listDocuments",
    tags: ["Documents"],
    summary: "List documents",
    description: "Your documents (every run is one), newest first, 20 a page; `q` searches title, input and text.",
    request: { query: documentListQuery },
    responses: {
      200: { description: "A page of documents.", content: json(REF("DocumentPage")) },
      ...KEYED_ERRORS,
      400: error("An unknown tool, a search over 200 characters, or a malformed cursor (VALIDATION_ERROR)."),
    },
  }),
  createRoute({
    method: "post",
    path: "/api/v1/documents",
    operationId: "createDocument",
    tags: ["Documents"],
    summary: "Create a document",
    description:
      'A new document of your own (tool `document`), blank or with the given title and text; titled "Untitled document" ' +
      "unless given one. Charges no words.",
    request: { body: { required: false, content: json(REF("DocumentCreate")) } },
    responses: {
      201: { description: "The new document.", content: json(REF("DocumentDetail")) },
      ...KEYED_ERRORS,
      400: error("The body does not pass validation (VALIDATION_ERROR)."),
      ...TOO_LARGE,
    },
  }),
  createRoute({
    method: "delete",
    path: "/api/v1/documents",
    operationId: "deleteAllDocuments",
    tags: ["Documents"],
    summary: "Delete every document",
    request: { body: { required: true, content: json(REF("DeleteAllDocuments")) } },
    responses: {
      200: { description: "How many documents were deleted.", content: json(REF("DocumentsDeleted")) },
      ...KEYED_ERRORS,
      400: error('The body is not {"confirm":"DELETE"} (VALIDATION_ERROR).'),
      ...TOO_LARGE,
    },
  }),
  createRoute({
    method: "get",
    path: "/api/v1/documents/export",
    operationId: "exportDocuments",
    tags: ["Documents"],
    summary: "Export every document",
    responses: {
      200: { description: "Every document in full.", content: json(REF("DocumentExport")) },
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "get",
    path: "/api/v1/documents/{id}",
    operationId: "getDocument",
    tags: ["Documents"],
    summary: "Get a document",
    request: { params: documentIdParams },
    responses: {
      200: { description: "The document.", content: json(REF("DocumentDetail")) },
      ...notFound("No such document of yours."),
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "patch",
    path: "/api/v1/documents/{id}",
    operationId: "updateDocument",
    tags: ["Documents"],
    summary: "Rename a document or edit its text",
    request: { params: documentIdParams, body: { required: true, content: json(REF("DocumentPatch")) } },
    responses: {
      200: { description: "The document after the edit.", content: json(REF("DocumentDetail")) },
      ...KEYED_ERRORS,
      400: error("The edit does not pass validation (VALIDATION_ERROR)."),
      ...notFound("No such document of yours."),
      409: {
        description: "The document changed since `version` (VERSION_CONFLICT), or is still being written.",
        content: json({ anyOf: [REF("DocumentConflict"), REF("Error")] }),
      },
      ...TOO_LARGE,
    },
  }),
  createRoute({
    method: "delete",
    path: "/api/v1/documents/{id}",
    operationId: "deleteDocument",
    tags: ["Documents"],
    summary: "Delete a document (restorable for 10 minutes)",
    request: { params: documentIdParams },
    responses: {
      200: { description: "Deleted; restorable until restorableUntil.", content: json(REF("DocumentDeleted")) },
      ...notFound("No such document of yours."),
      409: error("The document is still being written (RUN_IN_PROGRESS)."),
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "post",
    path: "/api/v1/documents/{id}/restore",
    operationId: "restoreDocument",
    tags: ["Documents"],
    summary: "Restore a deleted document",
    request: { params: documentIdParams },
    responses: {
      200: { description: "The restored document.", content: json(REF("DocumentDetail")) },
      ...notFound("No such deleted document of yours, or its 10 minutes have passed."),
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "get",
    path: "/api/v1/documents/{id}/revisions",
    operationId: "listDocumentRevisions",
    tags: ["Documents"],
    summary: "List a document's revisions",
    description: "Its 200 newest revisions, newest first, without their text.",
    request: { params: documentIdParams },
    responses: {
      200: { description: "The revisions.", content: json(REF("RevisionList")) },
      ...notFound("No such document of yours."),
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "get",
    path: "/api/v1/documents/{id}/revisions/{revisionId}",
    operationId: "getDocumentRevision",
    tags: ["Documents"],
    summary: "Get a revision",
    request: { params: revisionParams },
    responses: {
      200: { description: "The revision with its title and text.", content: json(REF("DocumentRevision")) },
      ...notFound("No such document of yours, or no such revision of it."),
      ...KEYED_ERRORS,
    },
  }),
  createRoute({
    method: "post",
    path: "/api/v1/documents/{id}/revisions/{revisionId}/restore",
    operationId: "restoreDocumentRevision",
    tags: ["Documents"],
    summary: "Restore a revision",
    description:
      "The document's title and text become the revision's (its version goes up), and the restore is kept as a " +
      "revision of its own (`restore`), so it can be undone by restoring another.",
    request: { params: revisionParams, body: { required: true, content: json(REF("RestoreRevision")) } },
    responses: {
      200: { description: "The document after the restore.", content: json(REF("DocumentDetail")) },
      ...KEYED_ERRORS,
      400: error("The body is not { version } (VALIDATION_ERROR)."),
      ...notFound("No such document of yours, or no such revision of it."),
      409: {
        description: "The document changed since `version` (VERSION_CONFLICT), or is still being written.",
        content: json({ anyOf: [REF("DocumentConflict"), REF("Error")] }),
      },
      ...TOO_LARGE,
    },
  }),
] satisfies RouteConfig[];

/** Every operation of /api/v1, in the document's order. */
export const API_V1_ROUTES: RouteConfig[] = [
  openApiRoute,
  listToolsRoute,
  ...RUN_ROUTES.map(({ route }) => route),
  ...DOCUMENT_ROUTES,
];

// ---- The document ----

/** The schemas the routes point to, from the zod schemas the server validates with and answers by. */
function componentSchemas(): Record<string, JsonSchema> {
  const requests = jsonSchemas(
    {
      ...Object.fromEntries(TOOLS.map((tool) => [runRequestName(tool.slug), runSchemaFor(tool)])),
      DocumentPatch: documentPatchSchema,
      DocumentCreate: documentCreateSchema,
      RestoreRevision: restoreRevisionSchema,
      DeleteAllDocuments: deleteAllDocumentsSchema,
    },
    "input",
  );
  for (const tool of TOOLS) {
    requests[runRequestName(tool.slug)].description = `Run request for ${tool.name}: ${tool.description}`;
  }
  return { ...requests, ...jsonSchemas(RESPONSE_SCHEMAS, "output") };
}

/** Adds what every document shares (component schemas, the key scheme) to an app's registry. */
export function registerComponents(registry: OpenAPIHono["openAPIRegistry"]) {
  for (const [name, schema] of Object.entries(componentSchemas())) registry.registerComponent("schemas", name, schema);
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "An API key from the Developer page (qsk_…).",
  });
}

/** The document's head: everything but its paths and components. */
export function documentHead(serverUrl: string) {
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Quillstack API",
      version: "1.0.0",
      description:
        "Run Quillstack's writing tools and manage your documents from your own code. Create a key on the " +
        "Developer page of your profile and send it as `Authorization: Bearer <key>`. Runs are charged to your " +
        "monthly word allowance exactly as in the app. Each key may make a burst of requests, refilled at a steady " +
        "rate; past it, requests answer 429 with Retry-After.",
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "Tools", description: "The writing tools and their runs." },
      { name: "Documents", description: "Every run is a document of its owner." },
      { name: "Meta", description: "About the API itself." },
    ],
  };
}

/**
 * The whole document from the declarations alone (what /docs/api renders and the typed client is
 * generated from); the server generates the same from the routes it registered (api/routes.ts).
 */
export function buildOpenApiDocument(serverUrl = "/") {
  const app = new OpenAPIHono();
  registerComponents(app.openAPIRegistry);
  for (const route of API_V1_ROUTES) app.openAPIRegistry.registerPath(route);
  return app.getOpenAPI31Document(documentHead(serverUrl)) as OpenApiDocument;
}

type Operation = Record<string, unknown> & { operationId: string; responses: Record<string, unknown> };
export type OpenApiDocument = ReturnType<typeof documentHead> & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};
