import { AboutPage } from "~/features/marketing/AboutPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "About",
    "Quillstack is an open-source AI writing suite. Learn about our mission and the values behind it.",
    "/about",
  );

export default function Route() {
  return <AboutPage />;
}
