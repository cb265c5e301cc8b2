import { findToolSummary } from "~/lib/tool-index";

const PAGE_NAMES: Record<string, string> = {
  "/auth": "Sign In",
  "/profile": "Profile",
  "/profile/developer": "Developer",
  "/docs/api": "API Reference",
  "/documents": "Documents",
  "/security": "Security",
  "/about": "About",
  "/pricing": "Pricing",
  "/blog": "Blog",
  "/contact": "Contact",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
  "/cookies": "Cookie Policy",
  "/careers": "Careers",
  "/admin-dashboard": "Admin",
  "/organization": "Organization",
};

/** The header's page title: empty on home, derived from the path on tool pages (spec §2). */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return "";
  if (/^\/documents\/[^/]+$/.test(path)) return "Document";
  if (/^\/join\/[^/]+$/.test(path)) return "Invitation";
  const tool = /^\/tools\/([^/]+)$/.exec(path);
  if (tool) return findToolSummary(tool[1])?.title ?? "Not Found";
  return PAGE_NAMES[path] ?? "Not Found";
}
