import { ContactPage } from "~/features/marketing/ContactPage";
import { CONTACT_FAQS } from "~/features/marketing/contact-content";
import { faqLd, pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Contact",
    "Get in touch with the Quillstack team about your account, self-hosting or enterprise plans.",
    "/contact",
    [faqLd(CONTACT_FAQS)],
  );

export default function Route() {
  return <ContactPage />;
}
