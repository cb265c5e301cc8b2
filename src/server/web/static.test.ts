import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { negotiateEncoding } from "../http/compression";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

const BROWSER = "gzip, deflate, br, zstd";
const PUBLIC_URL = "https://quill.example.org";
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const PAGE = (title: string, scripts = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title><link rel="canonical" href="http://localhost:3000/"></head><body>${"<p>Quillstack writes.</p>".repeat(80)}${scripts}</body></html>`;
/** How root.tsx names a page's island (src/web/islands/): the landing page is one. */
const ISLAND_SCRIPT = '<script type="module" src="/assets/landing-Ef56.js" data-island="landing"></script>';

/** A built web app in miniature: one script with its .br and .gz, one tiny script, three pages (one an island's). */
function writeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "qs-web-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "about"));
  writeFileSync(path.join(root, "assets/app-Ab12.js"), SCRIPT);
  writeFileSync(path.join(root, "assets/app-Ab12.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, "assets/app-Ab12.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(root, "assets/tiny-Cd34.js"), "export const x = 1;\n");
  writeFileSync(path.join(root, "assets/lint.worker-Ef78.js"), "self.onmessage = () => {};\n");
  writeFileSync(path.join(root, "index.html"), PAGE("Home", ISLAND_SCRIPT));
  writeFileSync(path.join(root, "about/index.html"), PAGE("About"));
  writeFileSync(path.join(root, "__spa-fallback.html"), PAGE("App"));
  return root;
}

const decode = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
};

describe("negotiateEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q-values", () => {
    expect(negotiateEncoding(BROWSER)).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding(BROWSER, ["gzip"])).toBe("gzip");
    expect(negotiateEncoding(BROWSER, [])).toBeNull();
  });
});

describe("compression of what the server sends", () => {
  let webRoot: string;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let writer: TestClient;

  beforeAll(async () => {
    webRoot = writeWebRoot();
    fake = await startFakeOpenAi();
    app = await startTestApp("pglite", {
      WEB_ROOT: webRoot,
      PUBLIC_URL,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
    });
    writer = await signUpVerified(app, "writer@example.com");
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (pathname: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.app.request(`${PUBLIC_URL}${pathname}`, {
      headers: { ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }), ...headers },
    });

  it("sends a built script's .br or .gz by Accept-Encoding, with its type, Vary and long caching", async () => {
    for (const [accept, encoding] of [
      [BROWSER, "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      [undefined, null],
      ["identity", null],
    ] as const) {
      const res = await get("/assets/app-Ab12.js", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), String(accept)).toBe(encoding);
      expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.clone().arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(await decode(res)).toBe(SCRIPT);
    }
  });

  it("sends tiny assets as they are, and a missing asset as an uncached 404", async () => {
    const tiny = await get("/assets/tiny-Cd34.js", BROWSER);
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.text()).toBe("export const x = 1;\n");
    const missing = await get("/assets/gone-Zz99.js", BROWSER);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect((await get("/assets/..%2F..%2Fetc%2Fpasswd", BROWSER)).status).toBe(404);
  });

  it("lets only the editor's lint worker compile WebAssembly: its own policy says so, no page's or other script's does", async () => {
    const scriptSrc = (res: Response) =>
      (res.headers.get("content-security-policy") ?? "").split("; ").find((d) => d.startsWith("script-src"));
    const worker = await get("/assets/lint.worker-Ef78.js");
    expect(worker.status).toBe(200);
    expect(scriptSrc(worker)).toBe("script-src 'self' 'wasm-unsafe-eval'");
    for (const other of ["/assets/tiny-Cd34.js", "/about", "/documents"]) {
      const res = await get(other);
      expect(res.status).toBe(200);
      expect(scriptSrc(res)).not.toContain("wasm-unsafe-eval");
    }
  });

  it("sends prerendered pages and the app shell compressed, with PUBLIC_URL in them and a validator", async () => {
    for (const [pathname, status, title] of [
      ["/", 200, "Home"],
      ["/about", 200, "About"],
      ["/profile", 200, "App"],
      ["/no-such-page", 404, "App"],
    ] as const) {
      const res = await get(pathname, BROWSER);
      expect(res.status, pathname).toBe(status);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(res.headers.get("vary")).toBe(pathname === "/" ? "Accept-Encoding, Cookie" : "Accept-Encoding");
      const html = await decode(res);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`href="${PUBLIC_URL}/"`);
    }
    const gzip = await get("/about", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await decode(gzip)).toContain("<title>About</title>");
    const plain = await get("/about");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    const etag = plain.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await get("/about", BROWSER, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("sends an island's page to visitors, and the app to whoever has a session cookie", async () => {
    const cookie = { cookie: [...writer.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    expect(cookie.cookie).toMatch(/better-auth\.session_token=/);
    const title = async (res: Response) => /<title>(.*?)<\/title>/.exec(await decode(res))?.[1];

    const visitor = await get("/", BROWSER);
    expect(await title(visitor)).toBe("Home");
    const signedIn = await get("/", BROWSER, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(await title(signedIn)).toBe("App");
    // A cookie that is no longer valid still gets the app, which shows the visitor's page itself.
    expect(await title(await get("/", BROWSER, { cookie: "theme=dark; better-auth.session_token=stale.sig" }))).toBe(
      "App",
    );
    expect(await title(await get("/", BROWSER, { cookie: "theme=dark; not-better-auth.session_tokens=x" }))).toBe(
      "Home",
    );
    // Pages without an island are the same for everyone.
    const about = await get("/about", BROWSER, cookie);
    expect(await title(about)).toBe("About");
    expect(about.headers.get("vary")).toBe("Accept-Encoding");
    // Each version has its own validator: the visitor's does not answer for the app's.
    const etag = visitor.headers.get("etag")!;
    expect((await get("/", BROWSER, { "if-none-match": etag })).status).toBe(304);
    expect((await get("/", BROWSER, { ...cookie, "if-none-match": etag })).status).toBe(200);
  });

  it("compresses JSON API responses and the sitemap on the fly, but not tiny ones", async () => {
    // A document large enough to make the export over 1 KB.
    const input = "Quillstack keeps every run as a document. ".repeat(40);
    const run = await writer.request("/api/tools/paraphraser/run", {
      json: { input: { text: input }, options: {} },
      headers: { "accept-encoding": BROWSER },
    });
    expect(run.status).toBe(200);
    await run.text();

    const exported = await writer.request("/api/documents/export", { headers: { "accept-encoding": BROWSER } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-encoding")).toBe("br");
    expect(exported.headers.get("vary")).toContain("Accept-Encoding");
    expect(JSON.parse(await decode(exported)).documents[0].input.text).toBe(input);

    const gzipped = await writer.request("/api/documents/export", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(await decode(gzipped)).documents).toHaveLength(1);

    // One document's summary is under 1 KB: sent as it is, still marked as varying.
    const list = await writer.request("/api/documents", { headers: { "accept-encoding": BROWSER } });
    expect(list.headers.get("content-encoding")).toBeNull();
    expect(list.headers.get("vary")).toContain("Accept-Encoding");
    expect((await list.json()).items).toHaveLength(1);

    const sitemap = await get("/sitemap.xml", BROWSER);
    expect(sitemap.headers.get("content-encoding")).toBe("br");
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(sitemap.headers.get("vary")).toBe("Accept-Encoding");
    expect(await decode(sitemap)).toContain(`<loc>${PUBLIC_URL}/tools/paraphraser</loc>`);

    const health = await get("/api/health", BROWSER);
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(health.headers.get("vary")).toBe("Accept-Encoding");
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });

    // The profile every signed-in page reads declares its length: under 1 KB, sent as it is.
    const me = await writer.request("/api/me", { headers: { "accept-encoding": BROWSER } });
    expect(me.headers.get("content-encoding")).toBeNull();
    expect(me.headers.get("vary")).toContain("Accept-Encoding");
    const meBody = Buffer.from(await me.arrayBuffer());
    expect(Number(me.headers.get("content-length"))).toBe(meBody.length);
    expect(JSON.parse(meBody.toString()).email).toBe("writer@example.com");
  });

  it("never compresses a run's event stream, so its events arrive as they are written", async () => {
    // Well over 1 KB of events, so only the event-stream rule keeps them uncompressed.
    const reply = "Every word of the answer goes to the browser as soon as the model writes it. ".repeat(20);
    Object.assign(fake.behaviour, { reply, chunkDelayMs: 5 });
    try {
      const res = await writer.request("/api/tools/paraphraser/run", {
        json: { input: { text: "Say it at length, please." }, options: {} },
        headers: { "accept-encoding": BROWSER },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(res.headers.get("content-encoding")).toBeNull();
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const first = decoder.decode((await reader.read()).value);
      // The first bytes come while the model is still writing: nothing holds the stream back.
      expect(first).not.toContain("event: done");
      let text = first;
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
      expect(text.length).toBeGreaterThan(2048);
      const events = parseSse(text);
      expect(events.at(-1)?.event).toBe("done");
    } finally {
      Object.assign(fake.behaviour, { chunkDelayMs: 0 });
    }
  });
});
