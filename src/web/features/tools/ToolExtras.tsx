import type { Tool } from "@shared/tools";
import { RelatedTools } from "./RelatedTools";
import { ToolFaq } from "./ToolFaq";

/** What follows a tool's workspace: its FAQ and related-tool links, when the tool has them. */
export function ToolExtras({ tool }: { tool: Tool }) {
  if (!tool.faq?.length && !tool.related?.length) return null;
  return (
    <div className="flex flex-col gap-8 pt-2">
      <ToolFaq items={tool.faq} />
      <RelatedTools slugs={tool.related} />
    </div>
  );
}
