import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

/** The FAQ accordion of a tool page (one answer open at a time). */
export function ToolFaq({ items }: { items: { q: string; a: string }[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section aria-labelledby="tool-faq-heading" className="flex flex-col gap-3">
      <h2 id="tool-faq-heading" className="text-lg font-semibold">
        Frequently asked questions
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        {items.map((item, index) => (
          <Accordion.Item key={item.q} value={`faq-${index}`}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left text-sm font-medium hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {item.q}
                <ChevronDown
                  className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm text-muted-foreground">{item.a}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
