import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Loads axe-core into the page. Evaluated through the DevTools protocol, not added as a <script>
 * tag: the page's Content-Security-Policy refuses inline scripts it has no hash for.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(axeSource);
}

/** Serious and critical accessibility violations on the page as it is now, by axe-core. */
export async function seriousViolations(page: Page) {
  await injectAxe(page);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
}
