import { CookiesPage } from "~/features/marketing/CookiesPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Cookie Policy", "Which cookies Quillstack uses and why: essential, analytics and functional.", "/cookies");

export default function Route() {
  return <CookiesPage />;
}
