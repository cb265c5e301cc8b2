import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": new URL("./src/shared", import.meta.url).pathname,
      "~": new URL("./src/web", import.meta.url).pathname,
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // One migrated embedded database per run, that every test database starts from.
    globalSetup: ["src/server/test-support/pglite-template.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (~0.5–0.9 GB while migrating); two workers fit the 2-core machine.
    maxWorkers: 2,
  },
});
