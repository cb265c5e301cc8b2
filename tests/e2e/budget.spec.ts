import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * The landing page's first load, as served: the HTML plus every script and stylesheet it names
 * (entry, route chunks, modulepreloads). Heavy libraries and tool screens must stay in their own
 * chunks, loaded only where they are used. Figures: bench/README.md (`npx tsx bench/page-weight.ts`).
 */
const LANDING_JS_GZIP_BUDGET = 225 * 1024; // measured 209 kB on 2026-11-22
const HEAVY = [
  { name: "docx", marker: "wordprocessingml" },
  { name: "pdf-lib", marker: "%PDF-" },
];

test("the landing page ships only what it needs, within its gzip budget", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...new Set([...html.matchAll(/\/assets\/[A-Za-z0-9_.-]+\.js/g)].map((m) => m[0]))];
  expect(scripts.length).toBeGreaterThan(0);
  // No tool screen, tool route or admin code in the first load.
  expect(scripts.filter((s) => /Screen-|\/tool-|admin-dashboard-|\/profile-/.test(s))).toEqual([]);

  let gzip = 0;
  for (const script of scripts) {
    const body = await (await request.get(script)).body();
    for (const heavy of HEAVY) expect(body.includes(heavy.marker), `${script} contains ${heavy.name}`).toBe(false);
    gzip += gzipSync(body, { level: 9 }).length;
  }
  expect(gzip).toBeLessThan(LANDING_JS_GZIP_BUDGET);
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
