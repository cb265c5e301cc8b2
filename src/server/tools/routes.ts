import { findTool } from "@shared/tools";
import { Hono } from "hono";
import type { Auth } from "../auth";
import { apiError } from "../http/errors";
import { type AppEnv, requireUser } from "../http/session";
import { isGloballyDisabled, isToolEnabled } from "../metering/switches";
import { runTool } from "./run";
import type { RunDeps } from "./types";

export function toolRoutes(deps: RunDeps & { auth: Auth }) {
  const app = new Hono<AppEnv>();
  app.use(
    "*",
    requireUser(
      deps.auth,
      deps.db,
      // A tool may say what a signed-out run is told (tool-catalogue §5); /api/tools/{slug}/...
      (c) => findTool(c.req.path.split("/")[3] ?? "")?.signedOutMessage ?? "Please sign in to continue.",
    ),
  );

  app.use("/:slug/*", async (c, next) => {
    if (!findTool(c.req.param("slug"))) return apiError(c, 404, "UNKNOWN_TOOL", "Not Found", "No such tool.");
    return next();
  });

  /** What the tool page shows on load: the tool, a maintenance card, or the global card. */
  app.get("/:slug/availability", async (c) => {
    const tool = findTool(c.req.param("slug"))!;
    return c.json({
      globalDisabled: await isGloballyDisabled(deps.db),
      toolEnabled: await isToolEnabled(deps.db, tool),
    });
  });

  app.post("/:slug/run", (c) => runTool(c, findTool(c.req.param("slug"))!, deps));
  return app;
}
