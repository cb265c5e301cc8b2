import { DESCRIBE_VOICE_NAME, DESCRIBE_VOICE_SLUG, unlistedToolName } from "@shared/describe-voice";
import { findTool, TOOLS } from "@shared/tools";

/*
 * usage_logs.tool_name holds the tool's slug (stable when a tool is renamed); the admin portal shows
 * display names. Values that are not a registered tool's slug are shown as they are stored.
 */

/** The display name of what usage_logs.tool_name holds. */
export function toolDisplayName(stored: string): string {
  return findTool(stored)?.name ?? unlistedToolName(stored) ?? stored;
}

/** What to match usage_logs.tool_name against for a filter value: a slug, or a tool's display name. */
export function storedToolName(filter: string): string {
  if (findTool(filter)) return filter;
  const lower = filter.toLowerCase();
  if (lower === DESCRIBE_VOICE_NAME.toLowerCase()) return DESCRIBE_VOICE_SLUG;
  return TOOLS.find((tool) => tool.name.toLowerCase() === lower)?.slug ?? filter;
}

/** Slugs of the tools whose display name contains `search` (case-insensitive). */
export function slugsNamed(search: string): string[] {
  const lower = search.toLowerCase();
  const named = TOOLS.filter((tool) => tool.name.toLowerCase().includes(lower)).map((tool): string => tool.slug);
  return DESCRIBE_VOICE_NAME.toLowerCase().includes(lower) ? [...named, DESCRIBE_VOICE_SLUG] : named;
}
