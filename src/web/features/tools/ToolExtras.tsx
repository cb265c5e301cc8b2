import type { ToolSpec } from "../../../shared/tool-spec";
import { RelatedTools } from "./RelatedTools";
import { ToolFaq } from "./ToolFaq";

/** What follows a tool's workspace: its FAQ and related-tool links, when the spec has them. */
export function ToolExtras({ spec }: { spec: ToolSpec }) {
  if (!spec.faq?.length && !spec.related?.length) return null;
  return (
    <div className="flex flex-col gap-8 pt-2">
      <ToolFaq items={spec.faq} />
      <RelatedTools slugs={spec.related} />
    </div>
  );
}
