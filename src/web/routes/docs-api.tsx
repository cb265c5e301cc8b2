import { ApiReference } from "~/features/docs/ApiReference";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "API Reference",
    "Quillstack's public API: run the writing tools and manage your documents from your own code, with API keys.",
    "/docs/api",
  );

export default function Route() {
  return <ApiReference />;
}
