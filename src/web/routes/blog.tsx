import { BlogPage } from "~/features/marketing/BlogPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Blog", "Writing workflows, product notes and self-hosting guides from the Quillstack team.", "/blog");

export default function Route() {
  return <BlogPage />;
}
