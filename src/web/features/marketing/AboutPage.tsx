import { Accessibility, Lightbulb, Users, Zap } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { Link } from "~/lib/nav";
import { TOOL_COUNT } from "~/lib/tool-index";
import { StaticPage } from "./StaticPage";

const VALUES = [
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We build focused tools on open models and open standards, and we improve them in the open, where anyone can read the code and suggest a better way.",
  },
  {
    icon: Users,
    title: "User-Centric",
    text: "Every screen starts from a real writing task — a deadline, an inbox, a blank page — and keeps what you typed safe when something goes wrong.",
  },
  {
    icon: Zap,
    title: "Efficiency",
    text: "Results stream as they are written, exports are one click away, and a clear monthly word allowance tells you exactly where you stand.",
  },
  {
    icon: Accessibility,
    title: "Accessibility",
    text: "Keyboard-friendly, screen-reader tested, readable in light and dark themes — and free to self-host for any school, charity or team.",
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="About Quillstack"
      lead="Our mission is to give every writer — students, professionals, marketers and teams — dependable AI assistance they can run on their own terms."
    >
      <p>
        Quillstack started because the best writing assistants were locked inside closed platforms: your drafts went to
        someone else's servers, prices changed overnight, and features disappeared without notice. We wanted the
        opposite — a suite of writing tools that anyone can read, run and improve.
      </p>
      <p>
        Today Quillstack brings {TOOL_COUNT} writing assistants into one workspace: long-form articles and emails,
        paraphrasing and tone, grammar and readability, summaries and study notes, and translation in 100+ languages. It
        runs on a model you choose — a small local model by default, or any OpenAI-compatible service — and keeps your
        work in a database you control.
      </p>
      <h2>Our values</h2>
      <ul className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-5">
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-foreground">{title}</h3>
            <p className="mt-1 text-sm">{text}</p>
          </li>
        ))}
      </ul>
      <h2>Open source, for real</h2>
      <p>
        Quillstack is released under the MIT License. The hosted service and a self-hosted install run the same code,
        and every improvement we make lands in the public repository.
      </p>
      <Link to="/tools/long-form-writer" className={`${buttonStyles("primary", "lg")} mt-4 w-fit`}>
        Get Started
      </Link>
    </StaticPage>
  );
}
