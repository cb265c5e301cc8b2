import { CheckCircle2, ChevronDown, Lightbulb } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const TIPS = [
  "Be specific in the topic: “How to start composting in a small apartment” beats “Composting”.",
  "List 2–4 primary keywords; a density of 1–2% reads naturally.",
  "Preview the outline before generating, and add must-cover points under Additional Information.",
];

const MORE_TIPS = [
  "Compare the three drafts: each takes a different angle (practical, story-led, evidence-led). Combine the best parts.",
  "Keep the meta description under about 160 characters so search results show all of it.",
  "Semantic (LSI) keywords help search engines understand context; use related phrases, not repeats.",
  "Edit before publishing: check facts and citations, add your own examples and first-hand experience.",
];

const WHY = [
  "Three distinct drafts from one brief, so you choose instead of starting over",
  "SEO title, slug and meta description filled in from your topic",
  "Editable results you can copy or download as .txt, .docx or .pdf",
  "You are charged only for the words actually generated",
];

/** Quick tips and why choose it; the tool's FAQ follows the page for everyone (ToolAbout). */
export function Tips() {
  const [more, setMore] = useState(false);
  return (
    <div>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center gap-2">
          <Lightbulb className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold leading-tight">Quick Tips</h2>
        </div>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <Collapsible.Root open={more} onOpenChange={setMore}>
          <Collapsible.Content>
            <ul className="mb-3 flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
              {MORE_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Collapsible.Content>
          <Collapsible.Trigger className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm">
            {more ? "Read Less" : "Read More"}
            <ChevronDown className={cn("h-4 w-4 transition-transform", more && "rotate-180")} aria-hidden="true" />
          </Collapsible.Trigger>
        </Collapsible.Root>
        <div className="rounded-lg bg-accent/60 p-4">
          <h3 className="mb-2 text-sm font-semibold">Why choose our Long-Form Writer?</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {WHY.map((reason) => (
              <li key={reason} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </div>
  );
}
