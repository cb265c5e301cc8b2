import { FaqAccordion, type FaqItem } from "~/components/ui/faq-accordion";

/** The FAQ section of a tool page. */
export function ToolFaq({ items }: { items: FaqItem[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section aria-labelledby="tool-faq-heading" className="flex flex-col gap-3">
      <h2 id="tool-faq-heading" className="text-lg font-semibold">
        Frequently asked questions
      </h2>
      <FaqAccordion items={items} />
    </section>
  );
}
