import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { cn } from "~/lib/cn";

export type FaqItem = { q: string; a: string };

const sizes = {
  /** Tool pages: compact rows under the workspace. */
  sm: { trigger: "py-3 text-sm", content: "text-sm" },
  /** Marketing pages: roomier rows at body text size. */
  md: { trigger: "cursor-pointer py-4", content: "" },
};

/** Questions that open one answer at a time, in a bordered card. */
export function FaqAccordion({
  items,
  size = "sm",
  className,
}: {
  items: readonly FaqItem[];
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className={cn("divide-y divide-border rounded-xl border border-border bg-card", className)}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.q} value={`faq-${index}`}>
          <Accordion.Header>
            <Accordion.Trigger
              className={cn(
                "group flex w-full items-center justify-between gap-4 px-4 text-left font-medium hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                sizes[size].trigger,
              )}
            >
              {item.q}
              <ChevronDown
                className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={cn("px-4 pb-4 text-muted-foreground", sizes[size].content)}>
            {item.a}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
