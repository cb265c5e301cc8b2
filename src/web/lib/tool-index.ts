import { TOOL_GROUPS, TOOL_INDEX, type ToolSummary } from "virtual:tool-index";

/**
 * Every tool's slug, name, group, description and header title, for the pages that list tools
 * (the sidebar on every page, the landing page, the 404 page). The full registry (`@shared/tools`)
 * is for tool pages: it carries every prompt, field and FAQ, several times the size.
 */
export { TOOL_GROUPS, TOOL_INDEX, type ToolSummary };

const bySlug = new Map<string, ToolSummary>(TOOL_INDEX.map((tool) => [tool.slug, tool]));

export function findToolSummary(slug: string): ToolSummary | undefined {
  return bySlug.get(slug);
}

/** How many tools the registry has: what the site says when it counts them. */
export const TOOL_COUNT = TOOL_INDEX.length;
