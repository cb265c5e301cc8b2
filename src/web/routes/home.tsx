import { HomePage } from "~/features/marketing/HomePage";
import { buildMeta, organizationLd, websiteLd } from "~/lib/meta";

export const meta = () =>
  buildMeta({
    title: "Quillstack – Open-Source AI Writing Tools",
    description:
      "Quillstack is an open-source AI writing suite with 40+ tools to write, rewrite, improve, summarize and translate in 100+ languages. Free plan, no credit card.",
    path: "/",
    jsonLd: [organizationLd(), websiteLd()],
  });

export default function Route() {
  return <HomePage />;
}
