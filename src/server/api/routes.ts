import type { ToolInfo } from "@shared/api-v1";
import { buildOpenApiDocument, runInputSchema } from "@shared/openapi";
import { findTool, TOOLS } from "@shared/tools";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { UserStates } from "../auth/user-state";
import { documentRoutes } from "../documents/routes";
import { apiError } from "../http/errors";
import type { AppEnv, SessionDeps } from "../http/session";
import type { RunDeps } from "../runs/types";
import { type ApiEnv, requireApiKey } from "./authenticate";
import { createIdempotency } from "./idempotency";
import { type ApiRateLimit, apiRateLimit } from "./rate-limit";
import { apiRun } from "./runs";

/**
 * /api/v1, the public API (README "Public API"): the app's own handlers (the run pipeline, the
 * documents routes) behind an API-key authenticator and a per-user rate limit instead of the
 * session cookie and the origin check. Its OpenAPI document is generated from the same zod
 * schemas the handlers validate with (src/shared/openapi.ts).
 */
export function apiV1Routes(
  deps: RunDeps & SessionDeps & { users: UserStates; publicUrl: string; rateLimit: ApiRateLimit },
) {
  const app = new Hono<ApiEnv>();
  const idempotency = createIdempotency(deps.db);
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let tools: ToolInfo[] | undefined;

  app.get("/openapi.json", (c) => {
    document ??= buildOpenApiDocument(deps.publicUrl);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });

  // Everything below needs a key, and counts against its rate limit.
  app.use("*", requireApiKey(deps));
  app.use("*", apiRateLimit(deps.db, deps.rateLimit));

  app.get("/tools", (c) => {
    tools ??= TOOLS.map((tool) => ({
      slug: tool.slug,
      name: tool.name,
      group: tool.group,
      description: tool.description,
      inputSchema: runInputSchema(tool),
    }));
    return c.json({ tools });
  });

  app.post("/tools/:slug/runs", (c) => {
    const tool = findTool(c.req.param("slug"));
    if (!tool) return apiError(c, 404, "UNKNOWN_TOOL", "Not Found", "No such tool.");
    return apiRun(c, tool, { ...deps, idempotency });
  });

  // Already authenticated and counted above: the documents routes run as they are.
  const authenticated: MiddlewareHandler<AppEnv> = (_c, next) => next();
  app.route("/documents", documentRoutes({ ...deps, log: deps.log }, authenticated) as unknown as Hono<ApiEnv>);
  app.all("*", (c) => apiError(c, 404, "NOT_FOUND", "Not Found", "No such API route."));
  return app;
}

/** A request to /api/v1 that presents a key: the origin check does not apply (app.ts). */
export function isApiKeyRequest(c: Context): boolean {
  return c.req.path.startsWith("/api/v1/") && /^Bearer\s/i.test(c.req.header("authorization") ?? "");
}
