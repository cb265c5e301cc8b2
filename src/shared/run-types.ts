import type { GuideSource } from "./style-guide";

/**
 * The types of a run that both sides name: where it was asked for, and what it was asked to do.
 * The money path's own (its reservation, start, end and settlement) are in
 * src/server/metering/run-types.ts.
 */

/** Where a run was asked for (runs.surface, usage_logs.surface), as the usage logs name it. */
export const RUN_SURFACES = ["app", "editor", "api", "mcp", "openai"] as const;
/** The tool pages, the editor on a selection, the public API, an MCP client, an OpenAI client. */
export type RunSurface = (typeof RUN_SURFACES)[number];

/** What a run was asked to do: the request, as its document keeps it. */
export type RunRequest = {
  userId: string;
  tool: string;
  title: string;
  input: Record<string, string>;
  options: Record<string, string | number | boolean>;
  presetId: string | null;
  draftIndex: number | null;
  /** The document a run on its selection belongs to (runs.parent_id); such a run is not a document. */
  parentId?: string | null;
  /** Where the run was asked for (runs.surface); "app" when not said. */
  surface?: RunSurface;
  /** The style guide that shaped the run (runs.style_guide); null or absent when none did. */
  styleGuide?: GuideSource | null;
};
