import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/queries";
import { StaticPage } from "./StaticPage";

export function ContactPage() {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <StaticPage
      title="Contact us"
      lead="Questions about Quillstack, your account or self-hosting? We're happy to help."
    >
      <p>
        Email us at{" "}
        <a href={`mailto:${supportEmail}`} className="text-primary underline underline-offset-2">
          {supportEmail}
        </a>
        . We reply within 24 hours on business days. Live chat is open 9 AM - 6 PM EST.
      </p>
      <p>
        Enterprise customers can ask about API access, demos and dedicated onboarding through the same address — tell us
        a little about your team and we'll set up a call.
      </p>
    </StaticPage>
  );
}
