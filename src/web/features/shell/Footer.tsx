import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { LogoMark } from "~/components/ui/logo";
import { Link } from "~/lib/nav";
import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/public-config";
import { openCookiePreferences } from "../cookies/cookie-preferences";
import { NewsletterForm } from "./NewsletterForm";

const COMPANY = [
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact" },
  { to: "/docs/api", label: "API" },
];

const LEGAL = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
  { to: "/security", label: "Security" },
];

const SOCIAL = [
  { href: "https://github.com/quillstack/quillstack", label: "GitHub" },
  { href: "https://x.com/quillstack", label: "X" },
  { href: "https://www.linkedin.com/company/quillstack", label: "LinkedIn" },
];

const linkStyles =
  "rounded text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function LinkColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkStyles}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

export function Footer() {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Link
            to="/"
            className="flex w-fit items-center gap-2 rounded-lg font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <LogoMark /> Quillstack
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">
            The open-source AI writing suite: write, rewrite, improve, explore and translate — on your own server.
          </p>
          <div>
            <h2 className="text-sm font-semibold">Subscribe to our newsletter</h2>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">Product updates and writing tips, once a month.</p>
            <NewsletterForm id="footer-newsletter" />
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Mail className="h-4 w-4" aria-hidden="true" />
            Support:{" "}
            <a href={`mailto:${supportEmail}`} className={linkStyles}>
              {supportEmail}
            </a>
          </p>
          <ul className="flex gap-2" aria-label="Social links">
            {SOCIAL.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Company" links={COMPANY} />
        <LinkColumn title="Legal" links={LEGAL}>
          <li>
            <button type="button" onClick={openCookiePreferences} className={`${linkStyles} cursor-pointer text-left`}>
              Cookie Preferences
            </button>
          </li>
        </LinkColumn>
      </div>
      <div className="border-t border-border px-6 py-5 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Quillstack contributors. Released under the MIT License.
      </div>
    </footer>
  );
}
