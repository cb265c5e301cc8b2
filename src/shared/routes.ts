import { matchPage, NOT_FOUND_MODULE, PAGES, PUBLIC_PATHS } from "./pages";
import { findTool, TOOLS } from "./tools";

export { PUBLIC_PATHS };

/** A page row's addresses: itself, or one for each tool when its parameter is a tool's slug. */
function addresses(page: (typeof PAGES)[number]): string[] {
  if (!page.param) return [page.path];
  if (page.param !== "tool") return [];
  return TOOLS.map((tool) => page.path.replace(/:[^/]+$/, tool.slug));
}

/** What the build prerenders to HTML: the public pages, then the guarded ones (every tool). */
export function prerenderPaths(): string[] {
  return [
    ...PUBLIC_PATHS,
    ...PAGES.filter((page) => page.render === "guarded" && !page.param).map((page) => page.path),
    ...PAGES.filter((page) => page.render === "guarded" && page.param).flatMap(addresses),
  ];
}

/**
 * Route modules of the pages a visitor lands on first: the public ones, those search engines list
 * (the sitemap: every tool) and the 404. The bundle keeps what they share in few requests
 * (scripts/vite-chunks.ts).
 */
export function visitorModules(): string[] {
  return [
    ...PAGES.filter((page) => page.render === "public" || page.sitemap).map((page) => page.module),
    NOT_FOUND_MODULE,
  ];
}

/** The addresses /sitemap.xml lists. */
export function sitemapPaths(): string[] {
  return [
    ...PAGES.filter((page) => page.sitemap && !page.param).map((page) => page.path),
    ...PAGES.filter((page) => page.sitemap && page.param).flatMap(addresses),
  ];
}

/**
 * What robots.txt disallows: the API and every page rendered only in the browser (a crawler finds
 * nothing there), each as a prefix; one another entry already covers is left out. A parameterised
 * page is its prefix (`/join/`).
 */
export function robotsDisallowed(): string[] {
  const prefixes = [
    "/api/",
    ...PAGES.filter((page) => page.render === "browser").map((page) => page.path.replace(/:[^/]+$/, "")),
  ];
  return prefixes.filter(
    (prefix, i) => !prefixes.some((other, j) => j !== i && other !== prefix && prefix.startsWith(other)),
  );
}

/** True when the path is a page the web app has; anything else is a 404. */
export function isKnownPage(pathname: string): boolean {
  const match = matchPage(pathname);
  if (!match) return false;
  const { param } = match.page;
  if (!param) return true;
  const value = match.value ?? "";
  return param === "tool" ? findTool(value) !== undefined : param.test(value);
}
