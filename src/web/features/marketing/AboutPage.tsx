import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { StaticPage } from "./StaticPage";

const VALUES = [
  {
    title: "Innovation",
    text: "We ship focused tools built on open models and open standards, and improve them in the open.",
  },
  { title: "User-Centric", text: "Every screen starts from a real writing task: a deadline, an inbox, a blank page." },
  { title: "Efficiency", text: "Results stream as they are written, and a clear allowance tells you where you stand." },
  { title: "Accessibility", text: "Keyboard-friendly, readable in light and dark, and free to self-host for anyone." },
];

export function AboutPage() {
  return (
    <StaticPage
      title="About Quillstack"
      lead="Quillstack is an open-source AI writing suite. Our mission is to give every writer — students, professionals, marketers and teams — dependable AI assistance they can run on their own terms."
    >
      <p>
        We started Quillstack because the best writing assistants were locked behind closed platforms. Quillstack puts
        40+ writing tools in one place, runs on a model you choose, and keeps your drafts on infrastructure you control.
      </p>
      <h2>Our values</h2>
      <ul className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {VALUES.map((value) => (
          <li key={value.title} className="rounded-xl border border-border bg-card p-5">
            <h3 className="font-semibold text-foreground">{value.title}</h3>
            <p className="mt-1 text-sm">{value.text}</p>
          </li>
        ))}
      </ul>
      <Link to="/tools/long-form-writer" className={`${buttonStyles("primary", "lg")} mt-4 w-fit`}>
        Get Started
      </Link>
    </StaticPage>
  );
}
