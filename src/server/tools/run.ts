import type { Context } from "hono";
import type { ToolEntry } from "../../shared/tools";
import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/session";
import type { Logger } from "../log";
import { checkRun } from "./grammar-run";
import { prepareRun } from "./preflight";
import { streamRun } from "./stream-run";

export type RunDeps = { db: Db; provider: AiProvider; log: Logger };

/** POST /api/tools/{slug}/run: refusals first (preflight.ts), then the tool's kind of run. */
export async function runTool(c: Context<AppEnv>, tool: ToolEntry, deps: RunDeps) {
  const prepared = await prepareRun(c, tool, deps);
  if (prepared instanceof Response) return prepared;
  if (tool.slug === "grammar-checker" || (tool.slug === "punctuation-fixer" && !prepared.useModel)) {
    return checkRun(c, tool, prepared, deps);
  }
  return streamRun(c, tool, prepared, deps);
}
