import { findTool, type ToolEntry } from "@shared/tools";
import { ArrowRight } from "lucide-react";
import { Link } from "~/lib/nav";
import { GROUP_ICONS } from "./tool-icons";

/** Cards linking to the tools an entry lists as related (unknown slugs are skipped). */
export function RelatedTools({ slugs }: { slugs: readonly string[] | undefined }) {
  const tools = (slugs ?? []).map((slug) => findTool(slug)).filter((t): t is ToolEntry => Boolean(t));
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="related-tools-heading" className="flex flex-col gap-3">
      <h2 id="related-tools-heading" className="text-lg font-semibold">
        Related tools
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => {
          const Icon = GROUP_ICONS[tool.group];
          return (
            <li key={tool.slug}>
              <Link
                to={`/tools/${tool.slug}`}
                className="group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-1 font-medium">
                    {tool.name}
                    <ArrowRight
                      className="h-3.5 w-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{tool.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
