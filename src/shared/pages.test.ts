import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { isVisitorRoute } from "../../scripts/vite-chunks";
import { NOT_FOUND_MODULE, NOT_FOUND_TITLE, PAGES, PUBLIC_PATHS, pageTitleOf } from "./pages";
import { isKnownPage, prerenderPaths, robotsDisallowed, sitemapPaths } from "./routes";
import { findTool, TOOLS } from "./tools";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../web/routes");
const toolTitle = (slug: string) => findTool(slug)?.name;
/** A value each parameterised row accepts, to check the known-page test lets its pages through. */
const SAMPLE: Record<string, string> = {
  "/join/:token": "a".repeat(43),
  "/documents/:id": "0b6f3a4e-9c1d-4f2a-8e7b-5d3c2a1f0e9d",
  "/tools/:slug": TOOLS[0].slug,
};

describe("page table", () => {
  it("each row's route module exists, and each route module has a row", () => {
    for (const page of PAGES) expect(existsSync(path.join(ROUTES_DIR, page.module)), page.module).toBe(true);
    const modules = new Set([...PAGES.map((page) => page.module), NOT_FOUND_MODULE, "shell.tsx"]);
    expect(readdirSync(ROUTES_DIR).filter((file) => !modules.has(file))).toEqual([]);
  });

  it("paths, modules and titles are unique, and every page but home has a title", () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(PAGES.map((page) => page.path));
    unique(PAGES.map((page) => page.module));
    const titles = PAGES.map((page) => page.title).filter((title) => title !== null);
    unique(titles);
    expect(titles).not.toContain(NOT_FOUND_TITLE);
    for (const page of PAGES) if (page.path !== "/") expect(page.title, page.path).not.toBe("");
  });

  it("a parameter is the last segment, and only a tool page takes its title and prerender from the registry", () => {
    for (const page of PAGES) {
      expect(page.path.startsWith("/"), page.path).toBe(true);
      expect(page.path.indexOf(":") === -1 || /^\/[^:]*\/:[a-z]+$/.test(page.path), page.path).toBe(true);
      expect(page.path.includes(":"), page.path).toBe(page.param !== undefined);
      expect(page.title === null, page.path).toBe(page.param === "tool");
      if (page.param instanceof RegExp) expect(page.render, page.path).toBe("browser");
    }
  });

  it("the build prerenders the public and guarded pages, every tool among them, and nothing rendered only in the browser", () => {
    expect(config.prerender).toEqual(prerenderPaths());
    const prerendered = new Set(prerenderPaths());
    for (const path of PUBLIC_PATHS) expect(prerendered.has(path), path).toBe(true);
    for (const tool of TOOLS) expect(prerendered.has(`/tools/${tool.slug}`), tool.slug).toBe(true);
    for (const page of PAGES.filter((page) => page.render === "browser"))
      expect(prerendered.has(page.path), page.path).toBe(false);
    for (const path of prerendered) expect(isKnownPage(path), path).toBe(true);
  });

  it("the sitemap lists prerendered pages only, without the sign-in page", () => {
    const prerendered = new Set(prerenderPaths());
    for (const path of sitemapPaths()) expect(prerendered.has(path), path).toBe(true);
    expect(sitemapPaths()).not.toContain("/auth");
    expect(sitemapPaths()).toContain("/");
  });

  it("every row is a known page with a header title; other addresses are 404s titled Not Found", () => {
    for (const page of PAGES) {
      const address = page.param ? page.path.replace(/:[a-z]+$/, SAMPLE[page.path]) : page.path;
      expect(isKnownPage(address), address).toBe(true);
      if (address !== "/") expect(isKnownPage(`${address}/`), address).toBe(true);
      expect(pageTitleOf(address, toolTitle), address).toBe(page.title ?? toolTitle(SAMPLE[page.path]));
    }
    for (const address of ["/not-a-page", "/documents/not-a-uuid", "/join/short", "/tools/no-such-tool", "/about/x"])
      expect(isKnownPage(address), address).toBe(false);
    expect(pageTitleOf("/not-a-page", toolTitle)).toBe(NOT_FOUND_TITLE);
    expect(pageTitleOf("/tools/no-such-tool", toolTitle)).toBe(NOT_FOUND_TITLE);
    expect(pageTitleOf("/reset-password", toolTitle)).toBe("Reset Password");
  });

  it("the bundle treats every public page, every page of the sitemap and the 404 as a visitor's first page, and no page rendered only in the browser", () => {
    const id = (module: string) => path.join(ROUTES_DIR, module);
    for (const page of PAGES)
      expect(isVisitorRoute(id(page.module)), page.path).toBe(page.render === "public" || page.sitemap);
    for (const page of PAGES.filter((page) => page.render === "browser"))
      expect(isVisitorRoute(id(page.module)), page.path).toBe(false);
    for (const module of ["pricing.tsx", "home.tsx", "tool.tsx", NOT_FOUND_MODULE])
      expect(isVisitorRoute(id(module)), module).toBe(true);
    expect(isVisitorRoute(path.join(ROUTES_DIR, "../features/marketing/HomePage.tsx"))).toBe(false);
  });

  it("robots.txt disallows the API and every page rendered only in the browser, and no page a visitor may open", () => {
    const disallowed = robotsDisallowed();
    const blocked = (address: string) => disallowed.some((prefix) => address.startsWith(prefix));
    expect(disallowed).toContain("/api/");
    expect(blocked("/api/v1/runs")).toBe(true);
    for (const page of PAGES.filter((page) => page.render === "browser")) {
      const address = page.param ? page.path.replace(/:[a-z]+$/, SAMPLE[page.path]) : page.path;
      expect(blocked(address), address).toBe(true);
    }
    for (const address of [...prerenderPaths(), ...sitemapPaths(), ...PUBLIC_PATHS, "/pricing"])
      expect(blocked(address), address).toBe(false);
    expect(new Set(disallowed).size).toBe(disallowed.length);
  });
});
