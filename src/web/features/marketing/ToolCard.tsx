import { ArrowRight } from "lucide-react";
import { Link } from "~/lib/nav";
import type { ToolSummary } from "~/lib/tool-index";

export function ToolCard({ tool }: { tool: Pick<ToolSummary, "slug" | "name" | "description"> }) {
  return (
    <Link
      to={`/tools/${tool.slug}`}
      className="group flex flex-col gap-1 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/60 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex items-center justify-between font-medium">
        {tool.name}
        <ArrowRight
          className="h-4 w-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
      <span className="text-sm text-muted-foreground">{tool.description}</span>
    </Link>
  );
}
