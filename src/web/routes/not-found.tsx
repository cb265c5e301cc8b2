import { NotFound } from "~/features/marketing/NotFound";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Page not found", "The page you were looking for does not exist on Quillstack.");

export default function Route() {
  return <NotFound />;
}
