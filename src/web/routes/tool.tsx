import { findTool } from "@shared/tools";
import { RequireAuth } from "~/features/auth/RequireAuth";
import { NotFound } from "~/features/marketing/NotFound";
import { ToolPage } from "~/features/tools/ToolPage";
import { buildMeta, faqLd, pageMeta, softwareApplicationLd } from "~/lib/meta";
import type { Route } from "./+types/tool";

export const meta = ({ params }: Route.MetaArgs) => {
  const tool = findTool(params.slug);
  if (!tool) return pageMeta("Page not found", "The page you were looking for does not exist on Quillstack.");
  const faq = tool.faq;
  return buildMeta({
    title: `${tool.name} – Free AI ${tool.name} | Quillstack`,
    description: tool.description,
    path: `/tools/${tool.slug}`,
    jsonLd: [softwareApplicationLd(tool), ...(faq?.length ? [faqLd(faq)] : [])],
  });
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
