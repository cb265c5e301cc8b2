import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test-support/harness";

const PUBLIC_URL = "https://write.example.org";
/** What the build writes into a page, in the shapes it writes them (root.tsx, React Router, React). */
const THEME =
  '(function(){try{var t=localStorage.getItem("theme");document.documentElement.className=t}catch(e){}})();';
const CONTEXT = 'window.__reactRouterContext = {"basename":"/","url":"http://localhost:3000/about"};';
const LOADER = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";';
const PAGE = (extra: string) =>
  `<!DOCTYPE html><html><head><script>${THEME}</script>` +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body>' +
  `<script>${CONTEXT}</script><script type="module" async="">${LOADER}</script>` +
  `<script type="module" src="/assets/entry-1.js"></script>${extra}</body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split("; ")
    .find((d) => d.startsWith("script-src "))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy of served pages", () => {
  let app: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), "qs-web-"));
    mkdirSync(path.join(webRoot, "about"));
    writeFileSync(path.join(webRoot, "about/index.html"), PAGE(""));
    writeFileSync(path.join(webRoot, "__spa-fallback.html"), PAGE('<script>$RC("B:1","S:1")</script>'));
    app = await startTestApp("pglite", { WEB_ROOT: webRoot, PUBLIC_URL });
  });
  afterAll(async () => {
    await app?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("allows exactly the inline scripts of the page it serves, by hash, and no other inline script", async () => {
    const about = await app.client().request("/about");
    expect(about.status).toBe(200);
    const html = await about.text();
    // Hashed as served: the build's origin is PUBLIC_URL by then.
    expect(html).toContain(PUBLIC_URL);
    const served = CONTEXT.replace("http://localhost:3000", PUBLIC_URL);
    expect(scriptSrc(about)).toEqual(["'self'", sha256(THEME), sha256(served), sha256(LOADER)]);

    const shell = await app.client().request("/documents");
    expect(scriptSrc(shell)).toEqual([
      "'self'",
      sha256(THEME),
      sha256(served),
      sha256(LOADER),
      sha256('$RC("B:1","S:1")'),
    ]);
    const missing = await app.client().request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(scriptSrc(missing)).toEqual(scriptSrc(shell));
  });

  it("never allows inline scripts wholesale, on pages or elsewhere", async () => {
    for (const pathname of ["/about", "/documents", "/api/health", "/assets/none.js"]) {
      const res = await app.client().request(pathname);
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy, pathname).toContain("script-src 'self'");
      expect(scriptSrc(res), pathname).not.toContain("'unsafe-inline'");
      expect(scriptSrc(res), pathname).not.toContain("'unsafe-eval'");
      expect(policy, pathname).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), pathname).toBeNull();
      expect(res.headers.get("permissions-policy"), pathname).toContain("microphone=(self)");
    }
  });
});
