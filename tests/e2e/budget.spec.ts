import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { loadedAssets } from "../support/page-assets";

/**
 * The landing page's first load, as served: the HTML plus every script it names (entry, route chunks,
 * modulepreloads; the stylesheet is inline in the HTML). Heavy libraries, tool screens and what only
 * signed-in screens use must stay in their own chunks, loaded only where they are used.
 * Figures: bench/README.md (`npx tsx bench/page-weight.ts`).
 *
 * The budget is 100 kB. A visitor's landing page hydrates without React Router (src/web/islands/), so
 * it loads React (~66 kB) and the site's own code: 90.4 kB measured on 2026-11-26, against 130.8 kB
 * when it loaded the whole app; 91.3 kB once the small modules shared with other pages moved into
 * its `shell` chunk (four files instead of fourteen).
 */
const LANDING_JS_GZIP_BUDGET = 100 * 1000;
const HEAVY = [
  { name: "docx", marker: "wordprocessingml" },
  { name: "pdf-lib", marker: "%PDF-" },
];
/** Libraries only signed-in screens, forms or dialogs use, by a string each keeps when minified. */
const NOT_ON_PUBLIC_PAGES = [
  { name: "TanStack Query", marker: "No QueryClient set" },
  { name: "the Better Auth client", marker: "better-auth.message" },
  { name: "react-hook-form", marker: "reValidateMode" },
  { name: "zod", marker: "$ZodType" },
  { name: "Radix UI", marker: "data-radix-" },
  { name: "sonner", marker: "data-sonner-toaster" },
  { name: "tailwind-merge", marker: "arbitrary.." },
];
/** What the app needs and the landing page's island does without. */
const NOT_ON_THE_LANDING_PAGE = [{ name: "React Router", marker: "__reactRouterContext" }];

test("the landing page ships only what it needs, within its gzip budget", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const scripts = loadedAssets(html).filter((asset) => asset.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  // No tool screen, tool route or admin code in the first load.
  expect(scripts.filter((s) => /Screen-|\/tool-|admin-dashboard-|\/profile-/.test(s))).toEqual([]);

  let gzip = 0;
  for (const script of scripts) {
    const body = await (await request.get(script)).body();
    for (const heavy of [...HEAVY, ...NOT_ON_PUBLIC_PAGES, ...NOT_ON_THE_LANDING_PAGE]) {
      expect(body.includes(heavy.marker), `${script} contains ${heavy.name}`).toBe(false);
    }
    gzip += gzipSync(body, { level: 9 }).length;
  }
  expect(gzip).toBeLessThan(LANDING_JS_GZIP_BUDGET);
});

/**
 * How many script files a public page's first load may take. Each is a request, and on a phone over
 * HTTP/1.1 (six connections, one request at a time on each) a round trip: Lighthouse put the tool
 * page's first paint at 2.4–2.5 s with 20 files and 1.9 s with 9, the same bytes. The small modules
 * the public pages share travel in the `shell` chunk, the form machinery in `forms`
 * (scripts/vite-chunks.ts); before that the pages took 14, 13, 20, 22 and 15 files.
 */
const MAX_SCRIPT_FILES: Record<string, number> = {
  "/": 5,
  "/about": 8,
  "/tools/paraphraser": 10,
  "/auth": 10,
  "/contact": 11,
};

test("public pages load their scripts in a few files", async ({ request }) => {
  for (const [page, max] of Object.entries(MAX_SCRIPT_FILES)) {
    const html = await (await request.get(page)).text();
    const scripts = loadedAssets(html).filter((asset) => asset.endsWith(".js"));
    expect(scripts.length, `${page}: ${scripts.join(" ")}`).toBeLessThanOrEqual(max);
  }
});

test("docx and pdf-lib exist in the build, but in chunks of their own", async ({ request }) => {
  // Guards the test above against markers that no longer match the libraries.
  const html = await (await request.get("/tools/legal-draft")).text();
  expect(html).toContain("/assets/");
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = `${process.env.BUILD_DIR ?? "build"}/client/assets`;
  const chunks = readdirSync(dir).filter((f) => f.endsWith(".js"));
  for (const heavy of HEAVY) {
    const holders = chunks.filter((f) => readFileSync(`${dir}/${f}`, "latin1").includes(heavy.marker));
    expect(holders.length, heavy.name).toBeGreaterThan(0);
    expect(html).not.toContain(holders[0]);
  }
});

test("the markers above still match their libraries somewhere in the build", async () => {
  // Guards the first test against a library update that changes its strings.
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = `${process.env.BUILD_DIR ?? "build"}/client/assets`;
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(`${dir}/${f}`, "latin1"));
  // tailwind-merge is only used at build time now (src/web/lib/class-conflicts.ts): not in any chunk.
  const libraries = [...NOT_ON_PUBLIC_PAGES, ...NOT_ON_THE_LANDING_PAGE].filter((l) => l.name !== "tailwind-merge");
  for (const library of libraries) {
    expect(
      chunks.some((chunk) => chunk.includes(library.marker)),
      library.name,
    ).toBe(true);
  }
});
