import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isKnownPage } from "@shared/routes";
import { Hono } from "hono";

const BUILD_ORIGIN = "http://localhost:3000";

/**
 * Serves the built web app: hashed assets with long caching, prerendered HTML for public pages,
 * the SPA shell for app pages, and the same shell with a real 404 status for unknown paths.
 * Prerendered HTML is built before anyone knows the host, so PUBLIC_URL is substituted here.
 */
export function webRoutes(webRoot: string, publicUrl: string) {
  const app = new Hono();
  const pageCache = new Map<string, string>();
  const readPage = (file: string) => {
    let html = pageCache.get(file);
    if (html === undefined) {
      html = readFileSync(file, "utf8").replaceAll(BUILD_ORIGIN, publicUrl);
      pageCache.set(file, html);
    }
    return html;
  };
  const fallback = path.join(webRoot, "__spa-fallback.html");

  // Asset names carry a content hash, so they can be cached for good.
  const assets = serveStatic({ root: webRoot });
  app.use("/assets/*", async (c, next) => {
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    await assets(c, async () => {
      c.header("Cache-Control", "no-store");
      c.res = c.text("Not Found", 404);
    });
    if (!c.finalized) await next();
  });

  app.get("*", async (c, next) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    if (path.extname(pathname)) return next();
    c.header("Cache-Control", "no-cache");
    const prerendered = path.join(webRoot, pathname, "index.html");
    if (prerendered.startsWith(webRoot) && existsSync(prerendered)) return c.html(readPage(prerendered));
    if (isKnownPage(pathname)) return c.html(readPage(fallback));
    return c.html(readPage(fallback), 404);
  });

  app.use("*", serveStatic({ root: webRoot }));
  app.get("*", (c) => c.html(readPage(fallback), 404));
  return app;
}
