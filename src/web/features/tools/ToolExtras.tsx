import type { Tool } from "@shared/tools";
import { RelatedTools } from "./RelatedTools";

/** What follows a tool's workspace: its related-tool links (the FAQ is in ToolAbout, for everyone). */
export function ToolExtras({ tool }: { tool: Tool }) {
  if (!tool.related?.length) return null;
  return (
    <div className="flex flex-col gap-8 pt-2">
      <RelatedTools slugs={tool.related} />
    </div>
  );
}
