import { Briefcase, Clock, MapPin, Send } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/public-config";
import { TOOL_COUNT } from "~/lib/tool-index";
import { StaticPage } from "./StaticPage";

const POSITIONS = [
  {
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Remote (Americas or Europe)",
    type: "Full-time",
    description:
      "Own features end to end across our TypeScript stack — Hono and PostgreSQL on the server, React on the web — from the word-allowance accounting to the streaming tool screens.",
  },
  {
    title: "AI Research Engineer",
    department: "AI Research",
    location: "Remote",
    type: "Full-time",
    description:
      "Make small open models write well: evaluate prompts and decoding settings per tool, build offline quality benchmarks, and help self-hosters pick the right model for their hardware.",
  },
  {
    title: "Product Designer",
    department: "Design",
    location: "Remote",
    type: "Full-time",
    description: `Design calm, accessible writing workflows for ${TOOL_COUNT} tools and the admin portal, and keep our design system consistent in light and dark themes.`,
  },
  {
    title: "Growth Marketing Manager",
    department: "Marketing",
    location: "San Francisco, CA or Remote",
    type: "Full-time",
    description:
      "Tell the story of an open-source writing suite: content, community and partnerships with schools and agencies, measured without invasive tracking.",
  },
];

const BENEFITS = [
  "Competitive salary and equity",
  "Fully remote, with a yearly team retreat",
  "Health, dental and vision cover (or a local equivalent)",
  "25 days of paid holiday plus public holidays",
  "A $1,500 yearly learning and equipment budget",
  "Time to contribute to open source, including our own",
];

export function CareersPage() {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  const mailto = (subject: string) => `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <StaticPage
      title="Careers"
      lead="Help build the open-source writing suite people can trust and run themselves. We are a small, remote team that ships in public."
    >
      <h2>Open positions</h2>
      <ul className="!list-none !pl-0 flex flex-col gap-4">
        {POSITIONS.map((job) => (
          <li key={job.title} className="rounded-xl border border-border bg-card p-5 sm:p-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h3 className="text-lg font-semibold text-foreground">{job.title}</h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <Briefcase className="h-4 w-4" aria-hidden="true" />
                    {job.department}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin className="h-4 w-4" aria-hidden="true" />
                    {job.location}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="h-4 w-4" aria-hidden="true" />
                    <Badge variant="outline">{job.type}</Badge>
                  </span>
                </p>
              </div>
              <a
                href={mailto(`Application: ${job.title}`)}
                className={`${buttonStyles("primary", "sm")} w-fit`}
                aria-label={`Apply Now: ${job.title}`}
              >
                Apply Now
              </a>
            </div>
            <p className="mt-3 text-sm">{job.description}</p>
          </li>
        ))}
      </ul>
      <h2>Benefits</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <h2>Don't see your role?</h2>
      <p>
        We are always glad to hear from people who care about writing, open source and accessibility. Send your résumé
        and a few lines about what you would like to work on.
      </p>
      <a href={mailto("Résumé: open application")} className={`${buttonStyles("outline", "lg")} w-fit`}>
        <Send className="h-4 w-4" aria-hidden="true" /> Send Resume
      </a>
    </StaticPage>
  );
}
