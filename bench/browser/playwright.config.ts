import { defineConfig } from "@playwright/test";
import baseConfig from "../../playwright.config";

/**
 * Browser benches: the e2e setup (built app, fake model, mail sink) with bench/browser's specs.
 * Run: `npm run build && E2E_PORT=3312 npx playwright test --config bench/browser/playwright.config.ts`
 */
export default defineConfig({
  ...baseConfig,
  testDir: ".",
  globalSetup: "../../tests/e2e/support/global-setup.ts",
  retries: 0,
  timeout: 180_000,
  reporter: [["list"]],
});
