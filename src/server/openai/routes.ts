import { findTool, type ToolEntry } from "@shared/tools";
import { Hono } from "hono";
import type { ApiEnv, KeyDeps } from "../api/authenticate";
import { createIdempotency } from "../api/idempotency";
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from "../http/json-depth";
import { unstorableText } from "../http/text-guard";
import type { ApiRateLimit } from "../http/token-bucket";
import type { RunDeps } from "../runs/types";
import { usableTools } from "../runs/usable-tools";
import { openAiAuth } from "./authenticate";
import { chatCompletion } from "./chat";
import { invalidRequest, openAiError } from "./errors";
import { chatRequest, runBodyOf } from "./request";

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
 * switches. Every answer and error is in OpenAI's shape.
 */
export function openAiRoutes(deps: RunDeps & KeyDeps & { rateLimit: ApiRateLimit }) {
  const app = new Hono<ApiEnv>();
  const idempotency = createIdempotency(deps.db);
  app.use("*", openAiAuth(deps));

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
    const text = await c.req.text();
    // Before the parse and the walks below (docs/decisions/0038-json-nesting-limit.md).
    if (nestsDeeperThan(text)) return openAiError(c, invalidRequest(TOO_DEEP_MESSAGE));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return openAiError(c, invalidRequest("We could not parse the JSON body of your request."));
    }
    const flaw = unstorableText(parsed);
    if (flaw) return openAiError(c, invalidRequest(flaw));
    const request = chatRequest.safeParse(parsed);
    if (!request.success) {
      const issue = request.error.issues[0];
      return openAiError(c, invalidRequest(issue?.message ?? "Invalid request.", issue?.path.join(".") || null));
    }
    const tool = findTool(request.data.model);
    if (!tool) return openAiError(c, noSuchModel(request.data.model));
    const built = runBodyOf(tool, request.data);
    if ("error" in built) return openAiError(c, built.error);
    return chatCompletion({ c, tool, request: request.data, body: built.body, deps: { ...deps, idempotency } });
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
