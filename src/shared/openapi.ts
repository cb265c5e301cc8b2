/**
 * The public API's OpenAPI 3.1 document (README "Public API"), generated from the zod schemas the
 * server validates with: each tool's run schema from the registry, the documents schemas, and the
 * response schemas of api-v1.ts. Served at /api/v1/openapi.json and rendered at /docs/api.
 */
import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX, RESPONSE_SCHEMAS } from "./api-v1";
import { deleteAllDocumentsSchema, documentListQuery, documentPatchSchema } from "./documents";
import { TOOLS } from "./tools";
import { runSchemaFor } from "./tools/run-schema";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

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
export function runInputSchema(tool: (typeof TOOLS)[number]): JsonSchema {
  const schema = z.toJSONSchema(runSchemaFor(tool), { target: "draft-2020-12", io: "input", unrepresentable: "any" });
  delete schema.$schema;
  return schema as JsonSchema;
}

const json = (schema: unknown) => ({ "application/json": { schema } });
const errorResponse = (description: string) => ({ description, content: json(REF("Error")) });
const COMMON_ERRORS = {
  "401": errorResponse("No key, an unknown, expired or revoked key, or a cookie instead of a key."),
  "403": errorResponse("The key's account is suspended or banned."),
  "429": {
    description: "Too many requests with this key: wait for the number of seconds in Retry-After.",
    headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } },
    content: json(REF("Error")),
  },
};

const documentIdParam = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
  description: "The document's id (a run's id).",
};

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

/** Builds the whole document; `serverUrl` is where the API is served (PUBLIC_URL). */
export function buildOpenApiDocument(serverUrl = "/") {
  const requests = jsonSchemas(
    {
      ...Object.fromEntries(TOOLS.map((tool) => [runRequestName(tool.slug), runSchemaFor(tool)])),
      DocumentPatch: documentPatchSchema,
      DeleteAllDocuments: deleteAllDocumentsSchema,
      DocumentListQuery: documentListQuery,
    },
    "input",
  );
  const { DocumentListQuery: listQuery, ...requestSchemas } = requests;
  const responses = jsonSchemas(RESPONSE_SCHEMAS, "output");
  for (const tool of TOOLS) {
    requests[runRequestName(tool.slug)].description = `Run request for ${tool.name}: ${tool.description}`;
  }

  const runs: Operation = {
    operationId: "runTool",
    tags: ["Tools"],
    summary: "Run a tool",
    description:
      "Runs a tool on your word allowance, with the same validation, kill switches and allowance as the app. " +
      "With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} " +
      "as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. " +
      "Otherwise the answer is JSON once the run has finished. The body is the tool's run request (see GET /api/v1/tools " +
      "for each tool's schema). With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing " +
      "more; the same key with a different body answers 422.",
    parameters: [
      {
        name: "slug",
        in: "path",
        required: true,
        schema: { type: "string", enum: TOOLS.map((tool) => tool.slug) },
        description: "The tool's slug.",
      },
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        description: "Any unique string (a UUID): retries with it run the tool once.",
      },
    ],
    requestBody: {
      required: true,
      content: json({ anyOf: TOOLS.map((tool) => REF(runRequestName(tool.slug))) }),
    },
    responses: {
      "200": {
        description: "The finished run (JSON), or its event stream (text/event-stream).",
        headers: {
          "Idempotent-Replayed": {
            schema: { type: "string", enum: ["true"] },
            description: "Present when this is the stored answer of an earlier request with the same Idempotency-Key.",
          },
        },
        content: {
          ...json(REF("RunResult")),
          "text/event-stream": { schema: { type: "string" } },
        },
      },
      "400": errorResponse("The request does not pass the tool's validation (the message says why)."),
      ...COMMON_ERRORS,
      "403": errorResponse("The word allowance does not cover this run, or the account is suspended or banned."),
      "404": errorResponse("No tool has this slug."),
      "409": errorResponse(
        "A request with this Idempotency-Key is still running, or was cancelled before it finished.",
      ),
      "413": errorResponse("The request is too large, or too long for the AI model."),
      "422": errorResponse("This Idempotency-Key was used with a different request."),
      "502": errorResponse("The AI model failed; nothing was charged."),
      "503": errorResponse(
        "AI processing is switched off by an administrator, the tool is under maintenance, or no model is available.",
      ),
      "504": errorResponse("The AI model stopped answering (Request timed out); nothing was charged."),
    },
  };

  const paths: Record<string, Record<string, Operation>> = {
    "/api/v1/openapi.json": {
      get: {
        operationId: "getOpenApiDocument",
        tags: ["Meta"],
        summary: "This document",
        security: [],
        responses: { "200": { description: "The OpenAPI 3.1 document.", content: json({ type: "object" }) } },
      },
    },
    "/api/v1/tools": {
      get: {
        operationId: "listTools",
        tags: ["Tools"],
        summary: "List the tools",
        description: "Every tool, with the JSON Schema of its run request.",
        responses: { "200": { description: "The tools.", content: json(REF("ToolList")) }, ...COMMON_ERRORS },
      },
    },
    "/api/v1/tools/{slug}/runs": { post: runs },
    "/api/v1/documents": {
      get: {
        operationId: "listDocuments",
        tags: ["Documents"],
        summary: "List documents",
        description: "Your documents (every run is one), newest first, 20 a page; `q` searches title, input and text.",
        parameters: queryParameters(listQuery),
        responses: {
          "200": { description: "A page of documents.", content: json(REF("DocumentPage")) },
          "400": errorResponse("An unknown tool or a malformed cursor."),
          ...COMMON_ERRORS,
        },
      },
      delete: {
        operationId: "deleteAllDocuments",
        tags: ["Documents"],
        summary: "Delete every document",
        requestBody: { required: true, content: json(REF("DeleteAllDocuments")) },
        responses: {
          "200": { description: "How many documents were deleted.", content: json(REF("DocumentsDeleted")) },
          "400": errorResponse('The body is not {"confirm":"DELETE"}.'),
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/documents/export": {
      get: {
        operationId: "exportDocuments",
        tags: ["Documents"],
        summary: "Export every document",
        responses: {
          "200": { description: "Every document in full.", content: json(REF("DocumentExport")) },
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/documents/{id}": {
      get: {
        operationId: "getDocument",
        tags: ["Documents"],
        summary: "Get a document",
        parameters: [documentIdParam],
        responses: {
          "200": { description: "The document.", content: json(REF("DocumentDetail")) },
          "404": errorResponse("No such document of yours."),
          ...COMMON_ERRORS,
        },
      },
      patch: {
        operationId: "updateDocument",
        tags: ["Documents"],
        summary: "Rename a document or edit its text",
        parameters: [documentIdParam],
        requestBody: { required: true, content: json(REF("DocumentPatch")) },
        responses: {
          "200": { description: "The document after the edit.", content: json(REF("DocumentDetail")) },
          "400": errorResponse("The edit does not pass validation."),
          "404": errorResponse("No such document of yours."),
          "409": {
            description: "The document changed since `version` (or is still being written).",
            content: json({ anyOf: [REF("DocumentConflict"), REF("Error")] }),
          },
          ...COMMON_ERRORS,
        },
      },
      delete: {
        operationId: "deleteDocument",
        tags: ["Documents"],
        summary: "Delete a document (restorable for 10 minutes)",
        parameters: [documentIdParam],
        responses: {
          "200": { description: "Deleted; restorable until restorableUntil.", content: json(REF("DocumentDeleted")) },
          "404": errorResponse("No such document of yours."),
          "409": errorResponse("The document is still being written."),
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/documents/{id}/restore": {
      post: {
        operationId: "restoreDocument",
        tags: ["Documents"],
        summary: "Restore a deleted document",
        parameters: [documentIdParam],
        responses: {
          "200": { description: "The restored document.", content: json(REF("DocumentDetail")) },
          "404": errorResponse("No such deleted document of yours, or its 10 minutes have passed."),
          ...COMMON_ERRORS,
        },
      },
    },
  };

  return {
    openapi: "3.1.0",
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
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from the Developer page (qsk_…)." },
      },
      schemas: { ...requestSchemas, ...responses },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
