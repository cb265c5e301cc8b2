import { defineConfig } from "@playwright/test";
import { cookieChoiceMade } from "./tests/e2e/support/cookie-choice";

const port = Number(process.env.E2E_PORT ?? 3123);

// Every test starts as a visitor who already answered the cookie banner, so the banner covers
// nothing; tests of the banner itself opt out with test.use({ storageState: EMPTY_STORAGE }).
const cookieChoice = cookieChoiceMade(`http://localhost:${port}`);

// Debian's Chromium, never a downloaded browser. One worker: the app under test is one process on
// an embedded database, and auth rate limits are per client address (all tests share 127.0.0.1).
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    storageState: cookieChoice,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
