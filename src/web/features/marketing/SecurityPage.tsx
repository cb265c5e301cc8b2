import { FileCheck2, KeyRound, LockKeyhole, ServerCog, ShieldAlert, ShieldCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/public-config";
import { StaticPage } from "./StaticPage";

const PRACTICES = [
  {
    icon: LockKeyhole,
    title: "Encryption",
    points: [
      "Passwords are never stored: only a salted, slow hash of each one is kept.",
      "Sessions live in httpOnly, SameSite cookies that page scripts cannot read; on HTTPS deployments they are marked Secure and browsers are told to use HTTPS only (HSTS).",
      "Connections to the database, mail server and AI provider use TLS whenever the provider offers it.",
    ],
  },
  {
    icon: KeyRound,
    title: "Access controls",
    points: [
      "Every account must verify its email address before it can sign in.",
      "Administrator rights are checked on the server for every admin request, not just hidden in the interface.",
      "Sign-in, password changes, the contact form and the newsletter are rate limited to slow down guessing and abuse.",
      "A Content Security Policy and frame protection limit what a page can load and stop other sites from embedding ours.",
    ],
  },
  {
    icon: FileCheck2,
    title: "Audits",
    points: [
      "Administrator actions such as opening the dashboard and using the emergency switch are written to an activity log.",
      "Every tool run is recorded with its word count, so usage can always be reconciled.",
      "The code is open source: anyone can review how Quillstack handles data, and dependencies are pinned and reviewed before upgrades.",
    ],
  },
  {
    icon: ServerCog,
    title: "Compliance and self-hosting",
    points: [
      "Quillstack collects only what it needs to run your account (see our Privacy Policy) and does not sell data or show advertising.",
      "You can run Quillstack entirely on your own infrastructure — database, email and AI model included — so drafts never leave your network.",
      "Operators can stop all AI processing, or a single tool, instantly with the emergency switches.",
    ],
  },
];

const BADGES = ["Open source (MIT)", "Self-hostable", "GDPR-minded data handling", "No third-party trackers"];

export function SecurityPage() {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <StaticPage
      title="Security"
      lead="Your drafts are your work. Here is what Quillstack does to keep them private and your account safe."
    >
      <ul className="!list-none !pl-0 flex flex-wrap gap-2" aria-label="Compliance badges">
        {BADGES.map((badge) => (
          <li key={badge}>
            <Badge variant="success">
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" /> {badge}
            </Badge>
          </li>
        ))}
      </ul>
      {PRACTICES.map(({ icon: Icon, title, points }) => (
        <section key={title} className="rounded-xl border border-border bg-card p-5 sm:p-6">
          <h2 className="!mt-0 flex items-center gap-2">
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {title}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="rounded-xl border border-primary/40 bg-accent/40 p-5 sm:p-6">
        <h2 className="!mt-0 flex items-center gap-2">
          <ShieldAlert className="h-5 w-5 text-primary" aria-hidden="true" /> Incident response
        </h2>
        <p className="mt-3">
          If we learn of a security incident we contain it first (for example by revoking sessions or stopping AI
          processing), then investigate, fix the cause and tell affected users what happened and what they should do.
          Self-hosters get a security advisory with the fixed version.
        </p>
        <h3 className="mt-4 font-semibold">Security contact</h3>
        <p className="mt-1">
          Found a vulnerability? Email{" "}
          <a
            href={`mailto:${supportEmail}?subject=${encodeURIComponent("Security report")}`}
            className="text-primary underline underline-offset-2"
          >
            {supportEmail}
          </a>{" "}
          with "Security report" in the subject. We respond to every report within 24 hours and keep you informed until
          it is resolved. Please give us a reasonable time to fix an issue before disclosing it.
        </p>
      </section>
    </StaticPage>
  );
}
