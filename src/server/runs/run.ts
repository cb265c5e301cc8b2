import type { ToolEntry } from "@shared/tools";
import type { Context } from "hono";
import type { AppEnv } from "../http/session";
import { checkRun } from "./check-run";
import { prepareRun } from "./preflight";
import { streamRun } from "./stream-run";
import type { RunDeps } from "./types";

/**
 * POST /api/tools/{slug}/run: refusals first (preflight.ts), then the kind of run the tool's entry
 * declares: a structured check (`run: "check"`, or offline rules when no model is available), or a
 * stream of the model's text.
 */
export async function runTool(c: Context<AppEnv>, tool: ToolEntry, deps: RunDeps) {
  const prepared = await prepareRun(c, tool, deps);
  if (prepared instanceof Response) return prepared;
  if (tool.run === "check" || (!prepared.useModel && tool.offlineRules)) {
    return checkRun(c, tool, prepared, deps);
  }
  return streamRun(c, tool, prepared, deps);
}
