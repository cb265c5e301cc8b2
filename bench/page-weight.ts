/**
 * First-load weight of prerendered pages: the HTML (with its inline stylesheet) plus every script and
 * stylesheet file it references (entry, route chunks, modulepreloads), raw and compressed: gzip
 * level 9 (the budget's measure, tests/e2e/budget.spec.ts) and brotli quality 11 (what the server
 * sends browsers that accept it, from the files the build writes beside each asset). Then, for each
 * page after the first, what it adds when a visitor opens it from the first (scripts already cached
 * are not downloaded again).
 * Usage: `BUILD_DIR=build npx tsx bench/page-weight.ts [/path ...]` after a build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadedAssets } from "../tests/support/page-assets";

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
export const brotliSize = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function pageWeight(clientDir: string, page: string) {
  const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const assets = loadedAssets(html).map((asset) => {
    const data = readFileSync(path.join(clientDir, asset));
    return { asset, raw: data.length, gzip: gzipSize(data), br: brotliSize(data) };
  });
  const js = assets.filter((a) => a.asset.endsWith(".js"));
  const css = assets.filter((a) => a.asset.endsWith(".css"));
  const sum = (list: typeof assets, key: "raw" | "gzip" | "br") => list.reduce((total, a) => total + a[key], 0);
  return {
    page,
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html), br: brotliSize(html), inlineCss: gzipSize(inlineCss) },
    js: { files: js.length, raw: sum(js, "raw"), gzip: sum(js, "gzip"), br: sum(js, "br") },
    css: { files: css.length, raw: sum(css, "raw"), gzip: sum(css, "gzip"), br: sum(css, "br") },
    largest: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/about", "/tools/paraphraser", "/auth"];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const page of pages) {
    const w = pageWeight(clientDir, page);
    const total = w.html.gzip + w.js.gzip + w.css.gzip;
    const totalBr = w.html.br + w.js.br + w.css.br;
    console.log(
      `${page}: html ${kb(w.html.gzip)} (inline css ${kb(w.html.inlineCss)}) · js ${w.js.files} files ${kb(w.js.gzip)} (raw ${kb(w.js.raw)}) · css files ${kb(w.css.gzip)} · total gzip ${kb(total)} · brotli ${kb(totalBr)}`,
    );
    for (const a of w.largest) console.log(`    ${a.asset} ${kb(a.gzip)}`);
  }
  const scripts = (page: string) =>
    loadedAssets(readFileSync(path.join(clientDir, page, "index.html"), "utf8")).filter((a) => a.endsWith(".js"));
  const jsGzip = (assets: string[]) =>
    assets.reduce((sum, a) => sum + gzipSize(readFileSync(path.join(clientDir, a))), 0);
  const [first, ...next] = pages;
  const cached = new Set(scripts(first));
  for (const page of next) {
    const added = jsGzip(scripts(page).filter((a) => !cached.has(a)));
    const firstJs = jsGzip([...cached]);
    console.log(`${first} then ${page}: js ${kb(firstJs)} + ${kb(added)} = ${kb(firstJs + added)}`);
  }
}
