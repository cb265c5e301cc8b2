import { ArrowRight, Check, ChevronDown, Globe2, Lock, PlayCircle, Sparkles, X, Zap } from "lucide-react";
import { useState } from "react";
import { Button, buttonStyles } from "~/components/ui/button";
import { LazyDialog as Dialog } from "~/components/ui/lazy-dialog";
import { cn } from "~/lib/cn";
import { Link } from "~/lib/nav";
import { SIGN_UP_HREF } from "~/lib/safe-from";
import { findToolSummary, TOOL_COUNT, type ToolSummary } from "~/lib/tool-index";
import { CATEGORIES, COMPARISON, DEMO_STEPS } from "./landing-content";
import { PricingSection } from "./PricingSection";
import { ShareButtons } from "./ShareButtons";

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: `${TOOL_COUNT} focused tools`,
    text: "From long-form articles to cold emails, each tool does one job well.",
  },
  { icon: Globe2, title: "100+ languages", text: "Translate and localize with the same care as you write." },
  { icon: Lock, title: "Yours to host", text: "Open source and self-hostable: your drafts stay on your servers." },
  { icon: Zap, title: "Fast and fair", text: "Streaming results and a clear monthly word allowance." },
];

export function Landing() {
  return (
    <>
      <Hero />
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
      <Categories />
      <AboutText />
      <Comparison />
      <PricingSection />
    </>
  );
}

function Hero() {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
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
          Quillstack brings {TOOL_COUNT} AI writing assistants into one clean workspace: draft, paraphrase, polish,
          summarize and translate in 100+ languages.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={SIGN_UP_HREF} className={buttonStyles("primary", "lg")}>
            Start Writing Now <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Button variant="outline" size="lg" onClick={() => setDemoOpen(true)}>
            <PlayCircle className="h-4 w-4" aria-hidden="true" /> Watch Demo
          </Button>
        </div>
      </div>
      <Dialog
        open={demoOpen}
        onOpenChange={setDemoOpen}
        title="Quillstack in five steps"
        description="A quick walkthrough of how writing with Quillstack works."
        className="max-w-lg"
      >
        <ol className="flex flex-col gap-4">
          {DEMO_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{step.title}</p>
                <p className="mt-0.5 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link
          to={SIGN_UP_HREF}
          className={cn(buttonStyles("primary"), "mt-6 w-full")}
          onClick={() => setDemoOpen(false)}
        >
          Start Writing Now
        </Link>
      </Dialog>
    </section>
  );
}

function Categories() {
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20 px-4 py-16 sm:px-8">
      <div className="mx-auto max-w-5xl">
        <h2 id="tools-title" className="text-center text-3xl font-bold tracking-tight">
          Every writing job, one workspace
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
          Six families of tools, each tuned for a different step of the writing process.
        </p>
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => {
            const tools = category.tools.map(findToolSummary).filter((tool): tool is ToolSummary => tool !== undefined);
            const first = tools[0];
            return (
              <section
                key={category.id}
                className="flex flex-col rounded-xl border border-border bg-card p-5"
                aria-labelledby={`category-${category.id}`}
              >
                <h3 id={`category-${category.id}`} className="text-lg font-semibold">
                  {category.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{category.blurb}</p>
                <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-muted-foreground">
                  {tools.map((tool) => (
                    <li key={tool.slug} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>
                        <span className="font-medium text-foreground">{tool.name}</span> — {tool.description}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link to={`/tools/${first.slug}`} className={cn(buttonStyles("secondary", "sm"), "mt-5 w-fit")}>
                  Try {first.name} <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
                </Link>
              </section>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function AboutText() {
  const [expanded, setExpanded] = useState(false);
  return (
    <section aria-labelledby="about-title" className="px-4 pb-16 sm:px-8">
      <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h2 id="about-title" className="text-2xl font-bold tracking-tight">
          An AI writing suite that works for you
        </h2>
        <p className="mt-4 leading-relaxed text-muted-foreground">
          Students use Quillstack to turn lecture notes into study guides, marketers to draft campaigns in their brand's
          tone, job seekers to tailor a résumé to every application, and teams to keep documentation clear. Every tool
          starts from your words and your brief, and streams its answer so you can steer as it writes.
        </p>
        <div
          id="about-more"
          hidden={!expanded}
          className="mt-4 flex flex-col gap-4 leading-relaxed text-muted-foreground"
        >
          <p>
            Unlike closed platforms, Quillstack is open source. Run it on your own server with an embedded model, or
            connect any OpenAI-compatible service — a hosted API or your own GPUs. Your drafts stay in a database you
            control and are never used to train models.
          </p>
          <p>
            A monthly word allowance keeps costs predictable: the free plan covers 2,000 words a month, and the word
            meter always shows what is left. Administrators get a portal for users, plans, usage and billing, plus an
            emergency switch that pauses all AI processing — or a single tool — in one click.
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="outline"
            aria-expanded={expanded}
            aria-controls="about-more"
            onClick={() => setExpanded((open) => !open)}
            className="w-fit"
          >
            {expanded ? "Show Less" : "Read More"}
            <ChevronDown className={cn("h-4 w-4 transition-transform", expanded && "rotate-180")} aria-hidden="true" />
          </Button>
          <ShareButtons />
        </div>
      </div>
    </section>
  );
}

function Comparison() {
  return (
    <section aria-labelledby="comparison-title" className="px-4 pb-8 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <h2 id="comparison-title" className="text-center text-3xl font-bold tracking-tight">
          Quillstack compared
        </h2>
        <p className="mt-2 text-center text-muted-foreground">How we stack up against a typical AI writing app.</p>
        <div className="mt-8 overflow-hidden rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold">
                  Quillstack
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold">
                  Typical AI writer
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    {row.feature}
                  </th>
                  <td className="px-4 py-3 text-center">
                    <Mark yes={row.quillstack} />
                  </td>
                  <td className="px-4 py-3 text-center">
                    <Mark yes={row.typical} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function Mark({ yes }: { yes: boolean }) {
  return yes ? (
    <Check className="mx-auto h-5 w-5 text-success" aria-label="Yes" role="img" />
  ) : (
    <X className="mx-auto h-5 w-5 text-muted-foreground" aria-label="No" role="img" />
  );
}
