import { findTool } from "@shared/tools";
import { Hono } from "hono";
import { apiError } from "../http/errors";
import { refusalResponse, runEventStream } from "../http/run-stream";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { readAllowance } from "../metering/allowance";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";

export function toolRoutes(deps: RunDeps & SessionDeps) {
  const app = new Hono<AppEnv>();
  app.use(
    "*",
    requireUser(
      deps,
      // A tool may say what a signed-out run is told in its own words; /api/tools/{slug}/...
      (c) => findTool(c.req.path.split("/")[3] ?? "")?.signedOutMessage ?? "Please sign in to continue.",
    ),
  );

  app.use("/:slug/*", async (c, next) => {
    if (!findTool(c.req.param("slug"))) return apiError(c, 404, "UNKNOWN_TOOL", "Not Found", "No such tool.");
    return next();
  });

  /**
   * What the tool page shows on load: the tool, a maintenance card, the global card, or (for an
   * organization's member) the card saying their organization turned the tool off.
   */
  app.get("/:slug/availability", async (c) => {
    const tool = findTool(c.req.param("slug"))!;
    const [switched, allowance] = await Promise.all([
      deps.switches.read(),
      readAllowance(deps.db, c.get("user").id, undefined, tool.slug),
    ]);
    return c.json({
      globalDisabled: switched.globalDisabled,
      toolEnabled: switched.toolEnabled(tool),
      orgDisabledBy: allowance?.org?.toolOff ? allowance.org.name : null,
    });
  });

  /** A run, answered as server-sent events (or its refusal as JSON): the run core behind a thin adapter. */
  app.post("/:slug/run", async (c) => {
    const left = new AbortController();
    const body = await c.req.json().catch(() => null);
    const tool = findTool(c.req.param("slug"))!;
    // `?document=<id>`: the run is for that document (the editor's AI on a selection), not a new one.
    const parentId = c.req.query("document");
    // The browser hears at once that its run waits for a slot ("Waiting for a free slot…").
    const userId = c.get("user").id;
    const run = await runTool(deps, { tool, userId, body, signal: left.signal, parentId, announceWait: true });
    if ("refused" in run) return refusalResponse(c, run.refused);
    return runEventStream(c, run.events, left);
  });
  return app;
}
