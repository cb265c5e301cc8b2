import { findTool } from "@shared/tools";
import { toolAbout } from "@shared/tools/about";
import { lazy, Suspense } from "react";
import { RequireAuth } from "~/features/auth/RequireAuth";
import { NotFound } from "~/features/marketing/NotFound";
import { ToolAbout } from "~/features/tools/ToolAbout";
import { ToolPageSkeleton } from "~/features/tools/ToolPageSkeleton";
import { buildMeta, faqLd, pageMeta, softwareApplicationLd } from "~/lib/meta";
import type { Route } from "./+types/tool";

export const meta = ({ params }: Route.MetaArgs) => {
  const tool = findTool(params.slug);
  if (!tool) return pageMeta("Page not found", "The page you were looking for does not exist on Quillstack.");
  const about = toolAbout(tool);
  return buildMeta({
    title: `${tool.name} – Free AI ${tool.name} | Quillstack`,
    description: tool.description,
    path: `/tools/${tool.slug}`,
    keywords: about.keywords,
    jsonLd: [softwareApplicationLd(tool), faqLd(about.faq)],
  });
};

// Visitors who are not signed in see the sign-in prompt: the tool's screen, forms and run client
// load only for someone who can use them.
const ToolPage = lazy(() => import("~/features/tools/ToolPage"));

export default function ToolRoute({ params }: Route.ComponentProps) {
  const tool = findTool(params.slug);
  if (!tool) return <NotFound />;
  return (
    <>
      <RequireAuth>
        <Suspense fallback={<ToolPageSkeleton />}>
          <ToolPage key={tool.slug} tool={tool} />
        </Suspense>
      </RequireAuth>
      {/* For everyone, signed in or not, and in the prerendered page: what the tool does. */}
      <ToolAbout tool={tool} />
    </>
  );
}
