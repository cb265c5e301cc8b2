import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { ToolInfo } from "@shared/api-v1";
import {
  DOCUMENT_ROUTES,
  documentHead,
  listToolsRoute,
  type OpenApiDocument,
  openApiRoute,
  RUN_ROUTES,
  registerComponents,
  runInputSchema,
} from "@shared/openapi";
import { TOOLS } from "@shared/tools";
import type { Context, Handler, Hono, MiddlewareHandler } from "hono";
import type { UserStates } from "../auth/user-state";
import { documentRoutes } from "../documents/routes";
import { apiError, validationError } from "../http/errors";
import { refusalResponse } from "../http/run-stream";
import type { AppEnv, SessionDeps } from "../http/session";
import type { ApiRateLimit } from "../http/token-bucket";
import { type BearerEnv, requireBearer } from "../protocols/gate";
import { createIdempotency } from "../protocols/idempotency-store";
import type { RunDeps } from "../runs/types";
import { apiRun } from "./runs";

type ApiEnv = BearerEnv;
type ApiApp = OpenAPIHono<ApiEnv>;

/**
 * Serves a declared route (src/shared/openapi.ts) with `handler`, and documents it. The handlers
 * validate with the same schemas the route declares, as they did before the routes were declared,
 * so no answer changed: the library's own validators would answer 415 or a plain-text 400 where
 * the API answers its JSON error (docs/decisions/0009-api-contracts.md).
 */
function serve(app: ApiApp, route: RouteConfig, handler: Handler<ApiEnv>) {
  app.openAPIRegistry.registerPath(route);
  app.on(route.method.toUpperCase(), route.path.replace(/^\/api\/v1/, "").replaceAll(/\{(\w+)\}/g, ":$1"), handler);
}

/** POST /tools/{slug}/runs for a slug no tool has (each tool's own path is declared and served). */
const UNKNOWN_TOOL_RUN = /^\/api\/v1\/tools\/[^/]+\/runs$/;

/**
 * /api/v1, the public API (docs/protocols.md "Public API"): the app's own handlers (the run pipeline, the
 * documents routes) behind an API-key authenticator and a per-user rate limit instead of the
 * session cookie and the origin check. Every operation is declared in src/shared/openapi.ts, and
 * the OpenAPI document is generated from the routes registered here.
 */
export function apiV1Routes(
  deps: RunDeps & SessionDeps & { users: UserStates; publicUrl: string; rateLimit: ApiRateLimit },
) {
  // Should a route ever let the library validate its request, a refusal keeps the API's JSON error.
  const app: ApiApp = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationError(c, result.error)),
  });
  const idempotency = createIdempotency(deps.db);
  let document: OpenApiDocument | undefined;
  let tools: ToolInfo[] | undefined;

  serve(app, openApiRoute, (c) => {
    // Built on the first request, not at start (docs/decisions/0009-api-contracts.md measures it).
    if (!document) {
      registerComponents(app.openAPIRegistry);
      document = app.getOpenAPI31Document(documentHead(deps.publicUrl)) as OpenApiDocument;
    }
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });

  // Everything below needs a key, and counts against its rate limit. Cookies are never read here.
  app.use("*", requireBearer(deps, refusalResponse));

  serve(app, listToolsRoute, (c) => {
    tools ??= TOOLS.map((tool) => ({
      slug: tool.slug,
      name: tool.name,
      group: tool.group,
      description: tool.description,
      inputSchema: runInputSchema(tool),
    }));
    return c.json({ tools });
  });

  for (const { tool, route } of RUN_ROUTES) serve(app, route, (c) => apiRun(c, tool, { ...deps, idempotency }));

  // Already authenticated and counted above: the documents routes run as they are. They are the
  // app's own (/api/documents), so they are declared in DOCUMENT_ROUTES and documented here.
  for (const route of DOCUMENT_ROUTES) app.openAPIRegistry.registerPath(route);
  const authenticated: MiddlewareHandler<AppEnv> = (_c, next) => next();
  app.route("/documents", documentRoutes({ ...deps, log: deps.log }, authenticated) as unknown as Hono<ApiEnv>);

  app.all("*", (c) =>
    c.req.method === "POST" && UNKNOWN_TOOL_RUN.test(c.req.path)
      ? apiError(c, 404, "UNKNOWN_TOOL", "Not Found", "No such tool.")
      : apiError(c, 404, "NOT_FOUND", "Not Found", NO_SUCH_ROUTE),
  );
  return app;
}

/** The answer to a method and path /api/v1 does not serve. */
export const NO_SUCH_ROUTE = "No such API route.";

/**
 * The open protocols' endpoints (MCP, the OpenAI- and LanguageTool-compatible ones): they
 * authenticate by a key or token sent with each request and never read the session cookie, so a
 * page on another site gains nothing by calling them, and their clients (an add-on, an assistant)
 * are on other origins by nature.
 */
export const PROTOCOL_PREFIXES = ["/api/mcp", "/api/openai/", "/api/languagetool/"] as const;

/**
 * A request the origin check does not apply to (app.ts): one to /api/v1 that presents a key (that
 * authenticator never reads cookies), or one to a protocol endpoint.
 */
export function isApiKeyRequest(c: Context): boolean {
  const path = c.req.path;
  if (isProtocolPath(path)) return true;
  return path.startsWith("/api/v1/") && /^Bearer\s/i.test(c.req.header("authorization") ?? "");
}

export const isProtocolPath = (path: string) =>
  PROTOCOL_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
