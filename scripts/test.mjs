// `npm test`: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set), build, then browser tests against the built app in Debian's Chromium.
import { spawnSync } from "node:child_process";

const CRASH_TESTS = "src/server/runs/crash.test.ts";

const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit and API tests", ["npx", "vitest", "run", "--exclude", CRASH_TESTS]],
  // The crash tests time a loaded server's shutdown (500 streams stopped by SIGTERM must all be
  // settled and flushed within its 10 s): beside a hundred other test files on two cores that
  // limit is the machine's, not the server's. They run alone, after the rest.
  ["crash tests", ["npx", "vitest", "run", CRASH_TESTS]],
  ["build", ["npm", "run", "build"]],
  ["browser tests", ["npx", "playwright", "test"]],
];

for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
