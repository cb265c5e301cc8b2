/** The contact page's FAQs, also published as FAQPage structured data. */
export const CONTACT_FAQS = [
  {
    q: "How quickly will I get a reply?",
    a: "We reply to every message within 24 hours on business days (Monday to Friday). Messages sent at the weekend are answered on Monday.",
  },
  {
    q: "Do you offer technical support?",
    a: "Yes. Every plan includes support by email for problems with your account, the tools or exports; Professional and Entrepreneurship plans get priority. If you host Quillstack yourself, describe your setup (database, AI provider, version) and we will help you troubleshoot.",
  },
  {
    q: "Can I schedule a demo?",
    a: 'Yes. Send us a message with the subject "Demo", your team size and a few times that suit you, and we will set up a 30-minute video call to walk through the tools and the admin portal.',
  },
  {
    q: "Do you provide API access?",
    a: "API access is available to enterprise customers on the Entrepreneurship plan. Tell us what you want to build and your expected monthly volume, and we will get you set up.",
  },
] as const;
