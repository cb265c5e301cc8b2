import type { Tool } from "@shared/tools";
import { toolAbout } from "@shared/tools/about";
import { ChevronDown } from "lucide-react";

/**
 * What a tool does, for people and search engines: its marketing heading, intro and FAQ (the same
 * questions as the page's FAQPage data). Native <details>, so it needs no script on a public page.
 */
export function ToolAbout({ tool }: { tool: Tool }) {
  const about = toolAbout(tool);
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-8">
      <h2 className="text-xl font-semibold tracking-tight">{about.heading}</h2>
      <p className="max-w-3xl text-muted-foreground">{about.intro}</p>
      <h3 className="mt-2 text-lg font-semibold">Frequently asked questions</h3>
      <div className="divide-y divide-border rounded-xl border border-border bg-card">
        {about.faq.map((item) => (
          <details key={item.q} className="group px-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-3 text-sm text-muted-foreground">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
