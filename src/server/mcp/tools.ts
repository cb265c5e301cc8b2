import type { Tool } from "@modelcontextprotocol/server";
import { runInputSchema } from "@shared/openapi";
import type { ToolEntry } from "@shared/tools";

/** The name of the one tool that is not a writing tool: a search of the user's documents (no slug has an underscore). */
export const SEARCH_TOOL = "search_documents";

/** What a check's `structuredContent` holds: the grammar checker's result. */
const CHECK_OUTPUT = {
  type: "object",
  properties: {
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          type: { type: "string", enum: ["grammar", "spelling", "punctuation", "style", "guide"] },
          severity: { type: "string", enum: ["high", "medium", "low"] },
          text: { type: "string" },
          suggestion: { type: "string" },
          explanation: { type: "string" },
          start: { type: "integer" },
          end: { type: "integer" },
          source: { type: "string", enum: ["rules", "ai"] },
        },
        required: ["type", "severity", "text", "suggestion", "explanation", "start", "end"],
      },
    },
    correctedText: { type: "string" },
    grammarScore: { type: "number" },
    engine: { type: "string" },
    notice: { type: "string" },
    documentId: { type: "string" },
    wordsCharged: { type: "integer" },
  },
  required: ["issues", "correctedText", "grammarScore"],
} as const;

/**
 * A writing tool as an MCP tool: its slug as the name, its run request's JSON Schema (from the
 * registry, the same one the public API documents) as the input; a check also declares its output.
 */
export function mcpToolOf(tool: ToolEntry): Tool {
  return {
    name: tool.slug,
    title: tool.name,
    description: `${tool.description}. Charged to your Quillstack word allowance; the result is saved in your documents.`,
    inputSchema: runInputSchema(tool) as Tool["inputSchema"],
    ...(tool.run === "check" ? { outputSchema: CHECK_OUTPUT as unknown as Tool["outputSchema"] } : {}),
    annotations: {
      title: tool.name,
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  };
}

export const SEARCH_DOCUMENTS: Tool = {
  name: SEARCH_TOOL,
  title: "Search documents",
  description:
    "Search your Quillstack documents (titles, inputs and texts) and get links to them, newest first. Charges nothing.",
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", minLength: 1, maxLength: 200, description: "Words to find." },
      limit: { type: "integer", minimum: 1, maximum: 50, default: 10 },
    },
    required: ["query"],
  },
  annotations: { title: "Search documents", readOnlyHint: true, openWorldHint: false },
};
