import { ProtocolError, ProtocolErrorCode, Server } from "@modelcontextprotocol/server";
import { findTool } from "@shared/tools";
import { z } from "zod";
import type { Caller } from "../protocols/bearer";
import { usableTools } from "../runs/usable-tools";
import { APP_VERSION } from "../version";
import { type CallDeps, callTool } from "./call";
import { DOCUMENT_TEMPLATE, listDocumentResources, readDocumentResource, searchDocuments } from "./resources";
import { mcpToolOf, SEARCH_DOCUMENTS, SEARCH_TOOL } from "./tools";

const INSTRUCTIONS =
  "Quillstack's writing tools (paraphraser, grammar checker, summarizers, …) and your documents. " +
  "Each tool's arguments are its run request: the text in `input`, settings in `options`. Runs are " +
  "charged to your word allowance and saved as documents; search_documents and resources read them.";

const searchArgs = z.object({
  query: z.string().trim().min(1).max(200),
  limit: z.number().int().min(1).max(50).default(10),
});

/**
 * One MCP server for one request (stateless Streamable HTTP: docs/decisions/0023-mcp-server.md):
 * the caller's usable tools, a document search, and their documents as resources. The same server
 * answers both protocol eras (docs/decisions/0053-mcp-protocol-versions.md): the SDK's HTTP handler
 * binds it to the era of the request, and stamps what 2026-07-28 asks of results (resultType, cache
 * fields, serverInfo) itself. The low-level Server, not McpServer: our tools' schemas are JSON
 * Schemas from the registry, and their arguments are checked by the run core, not by the SDK.
 */
export function mcpServer(
  deps: CallDeps,
  caller: Caller,
  http: {
    /** Aborted when the HTTP request is gone. */
    left: AbortSignal;
    /** Registers this JSON-RPC request as in flight: a signal aborted when the client cancels it (cancel.ts). */
    track: (requestId: string | number) => Promise<{ signal: AbortSignal; done: () => void }>;
  },
) {
  const server = new Server(
    { name: "quillstack", title: "Quillstack", version: APP_VERSION },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  const userId = caller.user.id;

  server.setRequestHandler("tools/list", async () => {
    const tools = await usableTools(deps, userId);
    return { tools: [...tools.map(mcpToolOf), SEARCH_DOCUMENTS] };
  });

  server.setRequestHandler("tools/call", async (request, ctx) => {
    const { name, arguments: args, _meta } = request.params;
    if (name === SEARCH_TOOL) {
      const parsed = searchArgs.safeParse(args ?? {});
      if (!parsed.success) {
        return {
          content: [{ type: "text", text: parsed.error.issues[0]?.message ?? "Invalid arguments." }],
          isError: true,
        };
      }
      const links = await searchDocuments(deps.db, userId, parsed.data.query, parsed.data.limit);
      const summary = links.length
        ? `${links.length} document${links.length === 1 ? "" : "s"} found.`
        : "No documents found.";
      return { content: [{ type: "text", text: summary }, ...links] };
    }
    const tool = findTool(name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const cancelled = await http.track(ctx.mcpReq.id);
    try {
      return await callTool(deps, {
        tool,
        caller,
        args,
        signal: AbortSignal.any([ctx.mcpReq.signal, http.left, cancelled.signal]),
        meta: _meta,
        notify: (notification) => ctx.mcpReq.notify(notification),
      });
    } finally {
      cancelled.done();
    }
  });

  server.setRequestHandler("resources/list", (request) =>
    listDocumentResources(deps.db, userId, request.params?.cursor),
  );
  server.setRequestHandler("resources/templates/list", () => ({ resourceTemplates: [DOCUMENT_TEMPLATE] }));
  server.setRequestHandler("resources/read", (request) => readDocumentResource(deps.db, userId, request.params.uri));
  return server;
}
