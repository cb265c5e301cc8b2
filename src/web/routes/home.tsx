import { HomePage } from "~/features/marketing/HomePage";
import { buildMeta, organizationLd, websiteLd } from "~/lib/meta";
import { TOOL_COUNT } from "~/lib/tool-index";
import type { IslandHandle } from "~/root";

export const meta = () =>
  buildMeta({
    title: "Quillstack – Open-Source AI Writing Tools",
    description: `Quillstack is an open-source AI writing suite with ${TOOL_COUNT} tools to write, rewrite, improve, summarize and translate in 100+ languages. Free plan, no credit card.`,
    path: "/",
    jsonLd: [organizationLd(), websiteLd()],
  });

// A visitor's prerendered landing page hydrates without React Router (islands/landing.tsx).
export const handle: IslandHandle = { island: "landing" };

export default function Route() {
  return <HomePage />;
}
