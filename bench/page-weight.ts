/**
 * First-load weight of prerendered pages: the HTML plus every script and stylesheet it references
 * (entry, route chunks, modulepreloads), raw and gzip-compressed (level 9, as a server or CDN would
 * send them). Usage: `BUILD_DIR=build npx tsx bench/page-weight.ts [/path ...]` after a build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[A-Za-z0-9_.-]+\.(?:js|css)/g)].map((m) => m[0]))];
}

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

export function pageWeight(clientDir: string, page: string) {
  const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
  const assets = referencedAssets(html).map((asset) => {
    const data = readFileSync(path.join(clientDir, asset));
    return { asset, raw: data.length, gzip: gzipSize(data) };
  });
  const js = assets.filter((a) => a.asset.endsWith(".js"));
  const css = assets.filter((a) => a.asset.endsWith(".css"));
  const sum = (list: typeof assets, key: "raw" | "gzip") => list.reduce((total, a) => total + a[key], 0);
  return {
    page,
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
    js: { files: js.length, raw: sum(js, "raw"), gzip: sum(js, "gzip") },
    css: { files: css.length, raw: sum(css, "raw"), gzip: sum(css, "gzip") },
    largest: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/tools/paraphraser"];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const page of pages) {
    const w = pageWeight(clientDir, page);
    const total = w.html.gzip + w.js.gzip + w.css.gzip;
    console.log(
      `${page}: html ${kb(w.html.gzip)} · js ${w.js.files} files ${kb(w.js.gzip)} (raw ${kb(w.js.raw)}) · css ${kb(w.css.gzip)} · total gzip ${kb(total)}`,
    );
    for (const a of w.largest) console.log(`    ${a.asset} ${kb(a.gzip)}`);
  }
}
