import { ContactPage } from "~/features/marketing/ContactPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Contact",
    "Get in touch with the Quillstack team about your account, self-hosting or enterprise plans.",
    "/contact",
  );

export default function Route() {
  return <ContactPage />;
}
