import { TermsPage } from "~/features/marketing/TermsPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Terms of Service",
    "The terms that apply when you use Quillstack, the open-source AI writing suite.",
    "/terms",
  );

export default function Route() {
  return <TermsPage />;
}
