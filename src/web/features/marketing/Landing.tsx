import { ArrowRight, Globe2, Lock, Sparkles, Zap } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { TOOL_GROUPS, toolsInGroup } from "../../../shared/tools";
import { PricingSection } from "./PricingSection";

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: "36 focused tools",
    text: "From long-form articles to cold emails, each tool does one job well.",
  },
  { icon: Globe2, title: "100+ languages", text: "Translate and localize with the same care as you write." },
  { icon: Lock, title: "Yours to host", text: "Open source and self-hostable: your drafts stay on your servers." },
  { icon: Zap, title: "Fast and fair", text: "Streaming results and a clear monthly word allowance." },
];

export function Landing() {
  return (
    <>
      <section className="relative overflow-hidden px-4 pt-16 pb-20 sm:px-8 sm:pt-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl rounded-full bg-gradient-to-r from-indigo-500/25 via-violet-500/25 to-sky-400/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-3xl text-center">
          <p className="mx-auto w-fit rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            Open source · Free plan, no credit card
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Write better, faster, with an AI suite you can own
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Quillstack brings 40+ AI writing assistants into one clean workspace: draft, paraphrase, polish, summarize
            and translate in 100+ languages.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/auth" className={buttonStyles("primary", "lg")}>
              Start Writing Now <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <a href="#tools" className={buttonStyles("outline", "lg")}>
              Explore the tools
            </a>
          </div>
        </div>
      </section>

      <section aria-label="Why Quillstack" className="px-4 sm:px-8">
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5">
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20 px-4 py-16 sm:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="tools-title" className="text-center text-3xl font-bold tracking-tight">
            Every writing job, one workspace
          </h2>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOL_GROUPS.map((group) => {
              const tools = toolsInGroup(group.id).slice(0, 3);
              const first = tools[0];
              return (
                <div key={group.id} className="flex flex-col rounded-xl border border-border bg-card p-5">
                  <h3 className="font-semibold">{group.label}</h3>
                  <ul className="mt-3 flex flex-1 flex-col gap-2 text-sm text-muted-foreground">
                    {tools.map((tool) => (
                      <li key={tool.slug}>
                        <span className="font-medium text-foreground">{tool.name}</span> — {tool.description}
                      </li>
                    ))}
                  </ul>
                  <Link to={`/tools/${first.slug}`} className={cn(buttonStyles("secondary", "sm"), "mt-4 w-fit")}>
                    Try {first.name}
                  </Link>
                </div>
              );
            })}
          </div>
        </div>
      </section>

      <PricingSection />
    </>
  );
}
