import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { isKnownPage } from "@shared/routes";
import { type Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { sessionTokenCookie } from "../auth/session-cookie";
import {
  COMPRESSION_THRESHOLD,
  type Encoding,
  isCompressible,
  negotiateEncoding,
  PRECOMPRESS,
} from "../http/compression";
import { contentSecurityPolicy, inlineScriptHashes } from "../http/csp";

const BUILD_ORIGIN = "http://localhost:3000";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** What root.tsx writes on an island's script (`data-island`), so a prerendered page says it is one. */
const ISLAND_MARKER = Buffer.from(" data-island=");
const EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** The built lint worker of the editor's checks (src/web/features/editor/checking/lint.worker.ts). */
const LINT_WORKER = /[\\/]lint\.worker-[\w-]+\.js$/;

/** A page's bytes, each in an ArrayBuffer of its own (a Buffer may share Node's pool). */
type Page = {
  etag: string;
  /** Its Content-Security-Policy: the one of every response, with the hashes of its inline scripts. */
  csp: string;
  /** Hydrated by an island (src/web/islands/) rather than the app: a visitor's version of the page. */
  island: boolean;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};
type Asset = { type: string; size: number; encoded: Partial<Record<Encoding, number>> };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The request's path with its escapes decoded, or null when one is malformed. */
function decodedPath(c: Context): string | null {
  try {
    return decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return null;
  }
}

function statFile(file: string) {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: hashed assets with long caching, prerendered HTML for public pages,
 * the SPA shell for app pages, and the same shell with a real 404 status for unknown paths.
 * Prerendered HTML is built before anyone knows the host, so PUBLIC_URL is substituted here.
 *
 * Both are sent compressed when the browser accepts it: assets from the `.br` and `.gz` files the
 * build writes beside them, pages compressed once (brotli and gzip, at the highest settings) and
 * kept in memory with the page.
 */
export function webRoutes(webRoot: string, publicUrl: string, formActions: string[]) {
  const root = path.resolve(webRoot);
  const app = new Hono();

  const pages = new Map<string, Promise<Page>>();
  const readPage = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      const html = readFileSync(file, "utf8").replaceAll(BUILD_ORIGIN, publicUrl);
      const identity = Buffer.from(html);
      const csp = contentSecurityPolicy(formActions, inlineScriptHashes(html));
      const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
      page = Promise.all([brotliAsync(identity, PRECOMPRESS.br), gzipAsync(identity, PRECOMPRESS.gzip)]).then(
        ([br, gz]) => ({
          etag,
          csp,
          island: identity.includes(ISLAND_MARKER),
          identity: new Uint8Array(identity),
          br: new Uint8Array(br),
          gzip: new Uint8Array(gz),
        }),
      );
      pages.set(file, page);
      page.catch(() => pages.delete(file));
    }
    return page;
  };
  const sendPage = async (c: Context, file: string, status: 200 | 404, vary = "Accept-Encoding") => {
    const page = await readPage(file);
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Vary", vary);
    c.header("ETag", page.etag);
    c.header("Content-Security-Policy", page.csp);
    if (status === 200 && c.req.header("If-None-Match") === page.etag) return c.body(null, 304);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (encoding) c.header("Content-Encoding", encoding);
    const body = encoding ? page[encoding] : page.identity;
    c.header("Content-Length", String(body.length));
    return c.body(body, status);
  };
  const fallback = path.join(root, "__spa-fallback.html");
  // A worker runs under the policy sent with its own script. Only the editor's lint worker compiles
  // WebAssembly (Harper), so only its policy has 'wasm-unsafe-eval' (WebAssembly, no JavaScript eval).
  const workerPolicy = contentSecurityPolicy(formActions, ["'wasm-unsafe-eval'"]);

  // Asset names carry a content hash, so what is found once stays true: look each file up once.
  const assets = new Map<string, Asset | null>();
  const findAsset = (file: string): Asset | null => {
    let asset = assets.get(file);
    if (asset === undefined) {
      const stat = statFile(file);
      asset = null;
      if (stat) {
        const type = getMimeType(file) ?? "application/octet-stream";
        const encoded: Asset["encoded"] = {};
        if (isCompressible(type)) {
          for (const encoding of ["br", "gzip"] as const) {
            const size = statFile(file + EXTENSIONS[encoding])?.size;
            if (size !== undefined) encoded[encoding] = size;
          }
        }
        asset = { type, size: stat.size, encoded };
      }
      assets.set(file, asset);
    }
    return asset;
  };

  // A malformed escape (`/%zz`, a cut-off UTF-8 sequence) names no file and no page: the
  // client's mistake, answered before any handler tries to decode it.
  app.use("*", async (c, next) => {
    if (decodedPath(c) === null) {
      c.header("Cache-Control", "no-store");
      return c.text("Bad Request", 400);
    }
    return next();
  });

  app.get("/assets/*", (c) => {
    let file = path.join(root, decodedPath(c)!);
    const asset = file.startsWith(root + path.sep) ? findAsset(file) : null;
    if (!asset) {
      c.header("Cache-Control", "no-store");
      return c.text("Not Found", 404);
    }
    c.header("Content-Type", asset.type);
    c.header("Cache-Control", IMMUTABLE);
    if (LINT_WORKER.test(file)) c.header("Content-Security-Policy", workerPolicy);
    let size = asset.size;
    if (isCompressible(asset.type)) {
      c.header("Vary", "Accept-Encoding");
      const offered = (Object.keys(asset.encoded) as Encoding[]).filter((e) => asset.encoded[e]! < asset.size);
      const encoding =
        size >= COMPRESSION_THRESHOLD ? negotiateEncoding(c.req.header("Accept-Encoding"), offered) : null;
      if (encoding) {
        c.header("Content-Encoding", encoding);
        file += EXTENSIONS[encoding];
        size = asset.encoded[encoding]!;
      }
    }
    c.header("Content-Length", String(size));
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
  });

  app.get("*", async (c, next) => {
    const pathname = decodedPath(c)!;
    if (path.extname(pathname)) return next();
    c.header("Cache-Control", "no-cache");
    const prerendered = path.join(root, pathname, "index.html");
    if (prerendered.startsWith(root + path.sep) && existsSync(prerendered)) {
      // An island's page is the visitor's (the landing page, without React Router). Whoever has a
      // session cookie gets the app instead, where this path is theirs (at `/`, their dashboard),
      // so their clicks stay in the app. A stale cookie only costs the app's load: it renders the
      // visitor's page itself once the session says so.
      if (!(await readPage(prerendered)).island) return sendPage(c, prerendered, 200);
      const app = sessionTokenCookie(c.req.header("Cookie")) !== null;
      return sendPage(c, app ? fallback : prerendered, 200, "Accept-Encoding, Cookie");
    }
    return sendPage(c, fallback, isKnownPage(pathname) ? 200 : 404);
  });

  // Anything else the build put at the root (none today): served as it is, compressed on the way.
  app.use("*", serveStatic({ root: webRoot }));
  app.get("*", (c) => sendPage(c, fallback, 404));
  return app;
}
