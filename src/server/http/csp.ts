import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin, plus the inline
 * scripts of the page being served, each allowed by its hash (`scriptHashes`): the prerendered pages
 * and the SPA shell carry a few (the theme script, React Router's context and module loader), and
 * their hashes are taken from the HTML the server sends (web/static.ts). No 'unsafe-inline', so a
 * script injected into a page does not run (docs/decisions/0003-csp-script-hashes.md). `scriptSources`
 * adds to script-src: a page's hashes, or 'wasm-unsafe-eval' for the one script that compiles
 * WebAssembly (the editor's lint worker; docs/decisions/0021-checking-in-a-worker.md).
 */
export function contentSecurityPolicy(formActions: string[], scriptSources: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptSources],
    // Radix and React set style attributes; styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "https:"],
    ["connect-src", "'self'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'", ...formActions],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** A `<script>` element's attributes and text, in HTML as React and React Router write it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script; any other (`application/ld+json`) is data, which CSP leaves alone. */
const SCRIPT_TYPE = /\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)["'\s>]?/i;

/** The CSP source (`'sha256-…'`) of every inline script the HTML runs, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !SCRIPT_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
