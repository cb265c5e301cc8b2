import { robotsDisallowed, sitemapPaths } from "@shared/routes";
import { Hono } from "hono";

/** sitemap.xml and robots.txt, generated from the page table (src/shared/pages.ts) and tool registry for PUBLIC_URL. */
export function seoRoutes(publicUrl: string) {
  const app = new Hono();
  app.get("/sitemap.xml", (c) => {
    const paths = sitemapPaths();
    const urls = paths
      .map(
        (p) =>
          `  <url><loc>${publicUrl}${p === "/" ? "/" : p}</loc><changefreq>weekly</changefreq><priority>${p === "/" ? "1.0" : p.startsWith("/tools/") ? "0.8" : "0.5"}</priority></url>`,
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });
  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        ...robotsDisallowed().map((prefix) => `Disallow: ${prefix}`),
        "",
        `Sitemap: ${publicUrl}/sitemap.xml`,
        "",
      ].join("\n"),
    ),
  );
  return app;
}

/**
 * With PUBLIC_URL set, a request for the www host (or any other host name of this server)
 * is sent with a 301 to the same path on PUBLIC_URL's host (www → bare host), so search engines index one address per page.
 */
export function wwwRedirect(publicUrl: string) {
  const target = new URL(publicUrl);
  return async (c: import("hono").Context, next: () => Promise<void>) => {
    const host = (c.req.header("host") ?? "").toLowerCase();
    if (host === `www.${target.host}`) {
      const url = new URL(c.req.url);
      return c.redirect(`${target.origin}${url.pathname}${url.search}`, 301);
    }
    return next();
  };
}
