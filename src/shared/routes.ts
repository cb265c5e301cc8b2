import { matchPage, PAGES, PUBLIC_PATHS } from "./pages";
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

/** The addresses /sitemap.xml lists. */
export function sitemapPaths(): string[] {
  return [
    ...PAGES.filter((page) => page.sitemap && !page.param).map((page) => page.path),
    ...PAGES.filter((page) => page.sitemap && page.param).flatMap(addresses),
  ];
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
