import type { CreatedApiKey } from "@shared/api-v1";
import { buildOpenApiDocument, type OpenApiDocument } from "@shared/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp } from "../test-support/harness";
import { NO_SUCH_ROUTE } from "./routes";

/*
 * The public API is its own contract (docs/decisions/0009-api-contracts.md): every operation of
 * the OpenAPI document is served, and every operation the /api/v1 router serves is documented.
 */

type RouterRoute = { method: string; path: string };

/** The document's operations as "METHOD /path" (paths as the document writes them: {id}). */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
  );

/**
 * The router's /api/v1 routes that no documented operation answers. Middleware (and the
 * catch-all that answers "no such route") is registered for ALL methods on a path ending in `*`;
 * any other route must match a documented path of its method (`:id` stands for any segment).
 */
function undocumented(routes: RouterRoute[], document: OpenApiDocument): RouterRoute[] {
  const operations = operationsOf(document);
  return routes
    .filter((route) => route.path.startsWith("/api/v1"))
    .filter((route) => !(route.method === "ALL" && route.path.endsWith("*")))
    .filter((route) => {
      const pattern = new RegExp(`^${route.path.replaceAll(/:\w+/g, "[^/]+")}$`);
      return !operations.some((op) => op.method === route.method && pattern.test(op.path));
    });
}

describe("the /api/v1 router and its OpenAPI document", () => {
  let app: TestApp;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp("pglite", { API_RATE_LIMIT_BURST: "1000", API_RATE_LIMIT_PER_MINUTE: "60000" });
    const client = await signUpVerified(app, "contract@example.com");
    const created = await client.json<CreatedApiKey>("/api/api-keys", { json: { name: "Contract" } });
    expect(created.status).toBe(201);
    key = created.body.key;
  });
  afterAll(async () => {
    await app?.drop();
  });

  it("serves every documented operation (none answers the router's 'no such route')", async () => {
    const served = await app.app.request(`${TEST_ORIGIN}/api/v1/openapi.json`);
    const document = (await served.json()) as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path } of operations) {
      // Bodies that every handler refuses before acting: nothing is run, changed or deleted.
      const url = `${TEST_ORIGIN}${path.replaceAll(/\{\w+\}/g, () => crypto.randomUUID())}`;
      const hasBody = method !== "GET" && method !== "DELETE";
      // Creating a document with {} would create one: a blank title is refused instead.
      const body = method === "POST" && path === "/api/v1/documents" ? '{"title":""}' : "{}";
      const res = await app.app.request(url, {
        method,
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        ...(hasBody || (method === "DELETE" && path === "/api/v1/documents") ? { body } : {}),
      });
      const text = await res.text();
      expect(res.status, `${method} ${path}`).not.toBe(405);
      expect(res.status === 404 && text.includes(NO_SUCH_ROUTE), `${method} ${path}: ${text}`).toBe(false);
      expect(res.status === 404 && text.includes("UNKNOWN_TOOL"), `${method} ${path}`).toBe(false);
    }
  });

  it("documents every operation the router serves", () => {
    const routes = app.app.routes.map(({ method, path }) => ({ method, path }));
    expect(routes.filter((route) => route.path.startsWith("/api/v1/tools")).length).toBeGreaterThan(36);
    expect(undocumented(routes, buildOpenApiDocument())).toEqual([]);
  });

  it("the check fails for a route served without being declared (it can fail)", () => {
    const routes = [
      ...app.app.routes.map(({ method, path }) => ({ method, path })),
      { method: "GET", path: "/api/v1/secrets/:id" },
      { method: "PUT", path: "/api/v1/documents/:id" },
    ];
    expect(undocumented(routes, buildOpenApiDocument())).toEqual([
      { method: "GET", path: "/api/v1/secrets/:id" },
      { method: "PUT", path: "/api/v1/documents/:id" },
    ]);
  });

  it("an unknown tool's run path still answers 404 UNKNOWN_TOOL, another method 404 NOT_FOUND", async () => {
    const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
    const unknown = await app.app.request(`${TEST_ORIGIN}/api/v1/tools/no-such-tool/runs`, {
      method: "POST",
      headers,
      body: "{}",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "UNKNOWN_TOOL", title: "Not Found", message: "No such tool." },
    });
    const wrongMethod = await app.app.request(`${TEST_ORIGIN}/api/v1/tools/paraphraser/runs`, { headers });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toEqual({
      error: { code: "NOT_FOUND", title: "Not Found", message: NO_SUCH_ROUTE },
    });
  });
});
