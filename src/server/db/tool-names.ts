import { findTool, TOOLS } from "@shared/tools";

/*
 * usage_logs.tool_name holds the tool's slug (stable when a tool is renamed); the admin portal shows
 * display names. Values that are not a registered tool's slug are shown as they are stored.
 */

/** The display name of what usage_logs.tool_name holds. */
export function toolDisplayName(stored: string): string {
  return findTool(stored)?.name ?? stored;
}

/** What to match usage_logs.tool_name against for a filter value: a slug, or a tool's display name. */
export function storedToolName(filter: string): string {
  if (findTool(filter)) return filter;
  const lower = filter.toLowerCase();
  return TOOLS.find((tool) => tool.name.toLowerCase() === lower)?.slug ?? filter;
}

/** Slugs of the tools whose display name contains `search` (case-insensitive). */
export function slugsNamed(search: string): string[] {
  const lower = search.toLowerCase();
  return TOOLS.filter((tool) => tool.name.toLowerCase().includes(lower)).map((tool) => tool.slug);
}
