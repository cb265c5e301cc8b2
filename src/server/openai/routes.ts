import { findTool, type ToolEntry } from "@shared/tools";
import { Hono } from "hono";
import { type BearerEnv, type GateDeps, requireBearer } from "../protocols/gate";
import { createIdempotency } from "../protocols/idempotency-store";
import type { RunDeps } from "../runs/types";
import { usableTools } from "../runs/usable-tools";
import { chatCompletion } from "./chat";
import { fromRefusal, openAiError } from "./errors";
import { chatRequest, readRequest, runBodyOf } from "./request";
import { createResponse } from "./responses";
import { responseRunBody, responsesRequest } from "./responses-request";

/** When the tools became models, for `created` (OpenAI's clients sort and show it). */
const CREATED = Math.floor(Date.parse("2026-11-27T00:00:00Z") / 1000);

const modelOf = (tool: ToolEntry) => ({
  id: tool.slug,
  object: "model",
  created: CREATED,
  owned_by: "quillstack",
  name: tool.name,
  description: tool.description,
});

const noSuchModel = (model: string) => ({
  status: 404 as const,
  type: "invalid_request_error",
  code: "model_not_found",
  param: "model",
  message: `The model '${model}' does not exist or you do not have access to it. GET /models lists the tools you can use.`,
});

/**
 * /api/openai/v1 (docs/protocols.md "OpenAI-compatible endpoint"): Quillstack's tools as OpenAI models, so any
 * OpenAI client (Open WebUI, LibreChat, the SDKs) runs them with the account's key, allowance and
 * switches, through Chat Completions or the Responses API (the SDKs' default). Every answer and
 * error is in OpenAI's shape.
 */
export function openAiRoutes(deps: RunDeps & GateDeps) {
  const app = new Hono<BearerEnv>();
  const idempotency = createIdempotency(deps.db);
  // The same keys and per-user bucket as every other surface, refused in OpenAI's error shape.
  app.use(
    "*",
    requireBearer(deps, (c, refusal) => openAiError(c, fromRefusal(refusal))),
  );

  app.get("/models", async (c) => {
    const tools = await usableTools(deps, c.get("user").id);
    return c.json({ object: "list", data: tools.map(modelOf) });
  });

  app.get("/models/:model", async (c) => {
    const model = c.req.param("model");
    const tool = (await usableTools(deps, c.get("user").id)).find((t) => t.slug === model);
    return tool ? c.json(modelOf(tool)) : openAiError(c, noSuchModel(model));
  });

  app.post("/chat/completions", async (c) => {
    const read = await readRequest(c, chatRequest);
    if ("error" in read) return openAiError(c, read.error);
    const tool = findTool(read.data.model);
    if (!tool) return openAiError(c, noSuchModel(read.data.model));
    const built = runBodyOf(tool, read.data);
    if ("error" in built) return openAiError(c, built.error);
    return chatCompletion({ c, tool, request: read.data, body: built.body, deps: { ...deps, idempotency } });
  });

  app.post("/responses", async (c) => {
    const read = await readRequest(c, responsesRequest);
    if ("error" in read) return openAiError(c, read.error);
    const tool = findTool(read.data.model);
    if (!tool) return openAiError(c, noSuchModel(read.data.model));
    const built = responseRunBody(tool, read.data);
    if ("error" in built) return openAiError(c, built.error);
    return createResponse({ c, tool, request: read.data, body: built.body, deps: { ...deps, idempotency } });
  });

  app.all("*", (c) =>
    openAiError(c, {
      status: 404,
      type: "invalid_request_error",
      code: "unknown_url",
      message: `Unrecognized request URL (${c.req.method} ${c.req.path}).`,
    }),
  );
  return app;
}
