import { RequireAuth } from "~/features/auth/RequireAuth";
import { NotFound } from "~/features/marketing/NotFound";
import { ToolPage } from "~/features/tools/ToolPage";
import { pageMeta } from "~/lib/meta";
import { findTool } from "../../shared/tools";
import type { Route } from "./+types/tool";

export const meta = ({ params }: Route.MetaArgs) => {
  const tool = findTool(params.slug);
  if (!tool) return pageMeta("Page not found", "The page you were looking for does not exist on Quillstack.");
  return pageMeta(tool.name, `${tool.name}: ${tool.description}. An AI writing tool in Quillstack.`);
};

export default function ToolRoute({ params }: Route.ComponentProps) {
  const tool = findTool(params.slug);
  if (!tool) return <NotFound />;
  return (
    <RequireAuth>
      <ToolPage key={tool.slug} tool={tool} />
    </RequireAuth>
  );
}
