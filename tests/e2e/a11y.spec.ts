import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { injectAxe } from "./support/axe";

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

// Every public page (the consent banner included, as a first-time visitor sees it) and a tool's guard.
const PAGES = [...PUBLIC_PATHS, "/security", "/tools/paraphraser", "/reset-password", "/not-a-page"];

// First-time visitors: the consent banner is part of what is checked.
test.use({ storageState: { cookies: [], origins: [] } });

for (const theme of ["dark", "light"] as const) {
  for (const path of PAGES) {
    test(`${path} has no serious or critical accessibility violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      if (path === "/") await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await injectAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } })
          .axe;
        const result = await axe.run(document);
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
      });
      expect(violations).toEqual([]);
    });
  }
}
