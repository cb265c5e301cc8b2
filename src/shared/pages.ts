/**
 * Every page of the web app, once. The router (src/web/routes.ts), the header's page title, the
 * prerender list (react-router.config.ts), the server's known-page check (real 404s) and the sitemap
 * are built from this table (`./routes.ts`). Adding a page is one row here and its route module in
 * src/web/routes/. Kept free of the tool registry: the header loads it on every page.
 */

/**
 * How a page is rendered: `public` is prerendered and shows itself to anyone; `guarded` is prerendered
 * for its head (title, description, JSON-LD) but its body waits for the session in the browser;
 * `browser` is rendered only in the browser.
 */
export type Render = "public" | "guarded" | "browser";

export type Page = {
  /** The URL pattern; a `:name` segment is the page's one parameter. */
  path: string;
  /** Its route module, in src/web/routes/. */
  module: string;
  /** The header's title ("" hides it); null when the page's subject names it (a tool's title). */
  title: string | null;
  render: Render;
  /** Listed in /sitemap.xml (a parameterised page: once for each tool). */
  sitemap: boolean;
  /** Which values of the parameter are real pages: a pattern, or `tool` for a registered tool's slug. */
  param?: RegExp | "tool";
};

export const PAGES: readonly Page[] = [
  { path: "/", module: "home.tsx", title: "", render: "public", sitemap: true },
  { path: "/auth", module: "auth.tsx", title: "Sign In", render: "public", sitemap: false },
  { path: "/reset-password", module: "reset-password.tsx", title: "Reset Password", render: "browser", sitemap: false },
  { path: "/profile", module: "profile.tsx", title: "Profile", render: "browser", sitemap: false },
  { path: "/profile/developer", module: "developer.tsx", title: "Developer", render: "browser", sitemap: false },
  { path: "/organization", module: "organization.tsx", title: "Organization", render: "browser", sitemap: false },
  // An invitation link: the token is 32 random bytes, base64url.
  {
    path: "/join/:token",
    module: "join.tsx",
    title: "Invitation",
    render: "browser",
    sitemap: false,
    param: /^[A-Za-z0-9_-]{43}$/,
  },
  // Where Better Auth's OAuth provider sends an app's authorization request (server/auth/oauth-provider.ts).
  { path: "/oauth/consent", module: "oauth-consent.tsx", title: "Connect an App", render: "browser", sitemap: false },
  // Where an authorization error goes when the app is one nobody has allowed yet (server/oauth/authorize-errors.ts).
  {
    path: "/oauth/error",
    module: "oauth-error.tsx",
    title: "App Could Not Connect",
    render: "browser",
    sitemap: false,
  },
  { path: "/documents", module: "documents.tsx", title: "Documents", render: "browser", sitemap: false },
  {
    path: "/documents/:id",
    module: "document.tsx",
    title: "Document",
    render: "browser",
    sitemap: false,
    param: /^[0-9a-f-]{36}$/,
  },
  { path: "/security", module: "security.tsx", title: "Security", render: "guarded", sitemap: false },
  { path: "/tools/:slug", module: "tool.tsx", title: null, render: "guarded", sitemap: true, param: "tool" },
  { path: "/admin-dashboard", module: "admin-dashboard.tsx", title: "Admin", render: "browser", sitemap: false },
  { path: "/about", module: "about.tsx", title: "About", render: "public", sitemap: true },
  { path: "/pricing", module: "pricing.tsx", title: "Pricing", render: "public", sitemap: true },
  { path: "/blog", module: "blog.tsx", title: "Blog", render: "public", sitemap: true },
  { path: "/contact", module: "contact.tsx", title: "Contact", render: "public", sitemap: true },
  { path: "/privacy", module: "privacy.tsx", title: "Privacy Policy", render: "public", sitemap: true },
  { path: "/terms", module: "terms.tsx", title: "Terms of Service", render: "public", sitemap: true },
  { path: "/cookies", module: "cookies.tsx", title: "Cookie Policy", render: "public", sitemap: true },
  { path: "/careers", module: "careers.tsx", title: "Careers", render: "public", sitemap: true },
  { path: "/docs/api", module: "docs-api.tsx", title: "API Reference", render: "public", sitemap: true },
];

/** The route module every other address renders (with a 404 status from the server). */
export const NOT_FOUND_MODULE = "not-found.tsx";
export const NOT_FOUND_TITLE = "Not Found";

/** Public pages prerendered to HTML at build time. */
export const PUBLIC_PATHS = PAGES.filter((page) => page.render === "public" && !page.param).map((page) => page.path);

/** The row a path has, with its parameter's value, by shape only (any value fills the parameter). */
export function matchPage(pathname: string): { page: Page; value?: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of PAGES) {
    if (!page.param) {
      if (page.path === path) return { page };
      continue;
    }
    const prefix = page.path.slice(0, page.path.lastIndexOf("/") + 1);
    const value = path.startsWith(prefix) ? path.slice(prefix.length) : "";
    if (value && !value.includes("/")) return { page, value };
  }
  return undefined;
}

/** The header's page title: empty on home, the tool's title on tool pages (looked up by the caller). */
export function pageTitleOf(pathname: string, toolTitle: (slug: string) => string | undefined): string {
  const match = matchPage(pathname);
  if (!match) return NOT_FOUND_TITLE;
  if (match.page.title === null) return toolTitle(match.value ?? "") ?? NOT_FOUND_TITLE;
  return match.page.title;
}
