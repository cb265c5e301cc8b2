import { RequireAuth } from "~/features/auth/RequireAuth";
import { NotFound } from "~/features/marketing/NotFound";
import { ToolPage } from "~/features/tools/ToolPage";
import { pageMeta } from "~/lib/meta";
import { findTool } from "../../shared/tools";
import type { Route } from "./+types/tool";

export const meta = ({ params }: Route.MetaArgs) => {
  const tool = findTool(params.slug);
  if (!tool) return pageMeta("Page not found", "The page you were looking for does not exist on Quillstack.");
  const title = `${tool.name} – Free AI ${tool.name} | Quillstack`;
  const path = `/tools/${tool.slug}`;
  // Tool pages render only in the browser, so the page's own origin is the public one.
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  return [
    { title },
    { name: "description", content: tool.description },
    { property: "og:title", content: title },
    { property: "og:description", content: tool.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Quillstack" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: path },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: tool.name,
        description: tool.description,
        applicationCategory: "BusinessApplication",
        applicationSubCategory: "AI writing tool",
        operatingSystem: "Web",
        url,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
  ];
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
