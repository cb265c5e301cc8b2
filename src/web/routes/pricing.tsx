import { PricingSection } from "~/features/marketing/PricingSection";
import { pageMeta } from "~/lib/meta";
import { TOOL_COUNT } from "~/lib/tool-index";

export const meta = () =>
  pageMeta(
    "Pricing",
    `Quillstack plans: Free with 2,000 words a month, Professional and Entrepreneurship. Every plan has all ${TOOL_COUNT} writing tools and the public API.`,
    "/pricing",
  );

export default function Route() {
  return <PricingSection heading="h1" />;
}
