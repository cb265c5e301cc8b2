/**
 * The tool registry: every tool, one entry each, declared in its group's file (write.ts, rewrite.ts,
 * improve.ts, explore.ts, translator.ts). The sidebar, the tool pages, the server's routes and run
 * pipeline all read this one list. `ToolSlug` is derived from it, so a misspelt slug is a type error.
 */
import { EXPLORE_TOOLS } from "./explore";
import { IMPROVE_TOOLS } from "./improve";
import { REWRITE_TOOLS } from "./rewrite";
import { TRANSLATOR_TOOLS } from "./translator";
import { isTextField, type Tool, type ToolGroupId, type Values } from "./types";
import { WRITE_TOOLS } from "./write";

export * from "./types";

const ALL = [...WRITE_TOOLS, ...REWRITE_TOOLS, ...IMPROVE_TOOLS, ...EXPLORE_TOOLS, ...TRANSLATOR_TOOLS] as const;

/** Every tool's slug, as a union of string literals. */
export type ToolSlug = (typeof ALL)[number]["slug"];

/** A registered tool. */
export type ToolEntry = Tool<ToolSlug>;

export const TOOLS: readonly ToolEntry[] = ALL;

export const TOOL_GROUPS: { id: ToolGroupId; label: string }[] = [
  { id: "write", label: "Write" },
  { id: "rewrite", label: "Rewrite" },
  { id: "improve", label: "Improve" },
  { id: "explore", label: "Explore" },
  { id: "translator", label: "Translator" },
];

const bySlug = new Map<string, ToolEntry>(TOOLS.map((tool) => [tool.slug, tool]));

/** The tool at a slug from outside the code (a URL, a request), or undefined. */
export function findTool(slug: string): ToolEntry | undefined {
  return bySlug.get(slug);
}

/** The tool at a slug the code names: the slug's type guarantees it exists. */
export function getTool(slug: ToolSlug): ToolEntry {
  return bySlug.get(slug)!;
}

export function isToolSlug(slug: string): slug is ToolSlug {
  return bySlug.has(slug);
}

export function toolsInGroup(group: ToolGroupId): ToolEntry[] {
  return TOOLS.filter((tool) => tool.group === group);
}

/**
 * Settings key of a tool's kill switch, from its slug (stable when a tool is renamed), so a switch
 * is never orphaned by a new display name: `tool_{slug with _ for -}_enabled`, the key shape the global switches use too.
 */
export function toolSwitchKey(tool: Tool): string {
  return `tool_${tool.slug.replaceAll("-", "_")}_enabled`;
}

/** Default option values, as the form starts. */
export function defaultValues(tool: Tool): Values {
  const values: Values = {};
  for (const f of tool.fields) values[f.name] = isTextField(f) ? "" : f.default;
  return values;
}

/** All the words a user typed into a run (what must fit the remaining allowance). */
export function inputText(tool: Tool, input: Record<string, unknown>): string {
  return tool.fields
    .filter(isTextField)
    .map((f) => String(input[f.name] ?? ""))
    .join("\n");
}

/** Generated questions and resumes are read as plain text: markdown asterisks, hash headings and emoji go. */
export function toPlainText(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/^#{1,6}\s*/gm, "")
    .replace(/\*+/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+$/gm, "");
}
