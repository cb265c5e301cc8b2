import { TOOL_INDEX } from "~/lib/tool-index";
import { ToolCard } from "./ToolCard";

/** Home page results for /?search=term (the 404 page sends visitors here). */
export function SearchResults({ term }: { term: string }) {
  const needle = term.toLowerCase();
  const matches = TOOL_INDEX.filter(
    (tool) => tool.name.toLowerCase().includes(needle) || tool.description.toLowerCase().includes(needle),
  );
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-8" aria-labelledby="search-results-title">
      <h1 id="search-results-title" className="text-2xl font-bold tracking-tight">
        Search results for "{term}"
      </h1>
      {matches.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No tools found for "{term}"</p>
      ) : (
        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((tool) => (
            <ToolCard key={tool.slug} tool={tool} />
          ))}
        </div>
      )}
    </section>
  );
}
