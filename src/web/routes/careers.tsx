import { CareersPage } from "~/features/marketing/CareersPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Careers", "Open positions at Quillstack in engineering, AI research, design and marketing.", "/careers");

export default function Route() {
  return <CareersPage />;
}
