/** Written by the `toolIndex` plugin in vite.config.ts from the tool registry. */
declare module "virtual:tool-index" {
  import type { ToolEntry, ToolGroupId } from "@shared/tools";

  /** What lists of tools show, and the header's title on a tool's page: no prompts, fields or FAQs. */
  export type ToolSummary = Pick<ToolEntry, "slug" | "name" | "group" | "description">;
  export const TOOL_INDEX: readonly ToolSummary[];
  export const TOOL_GROUPS: { id: ToolGroupId; label: string }[];
}

/** Written by the `appStyles` plugin in vite.config.ts: the stylesheet inline (built pages) or linked (dev). */
declare module "virtual:app-styles" {
  const styles: { href: string; inline: string | null };
  export default styles;
}

/** Written by the `classConflicts` plugin in vite.config.ts (see lib/class-conflicts.ts). */
declare module "virtual:class-conflicts" {
  import type { ConflictTable } from "~/lib/class-conflicts";

  const table: ConflictTable;
  export default table;
}

/**
 * Written by the `islands` plugin in vite.config.ts: each island's entry and the chunks it imports,
 * as URLs, in the prerender after the browser build; empty in the browser and the dev server.
 */
declare module "virtual:islands" {
  const islands: { landing?: { entry: string; imports: string[] } };
  export default islands;
}
