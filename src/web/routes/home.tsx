import { HomePage } from "~/features/marketing/HomePage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "AI Writing Tools",
    "Quillstack is an open-source AI writing suite with 40+ tools to write, rewrite, improve, summarize and translate in 100+ languages.",
    "/",
  );

export default function Route() {
  return <HomePage />;
}
