// `npm test`: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set), build, then browser tests against the built app in Debian's Chromium.
import { spawnSync } from "node:child_process";

// Tests that time the server itself: they run alone, after the rest (see the step below).
const ALONE = ["src/server/runs/crash.test.ts", "src/server/http/guard.test.ts"];

const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit and API tests", ["npx", "vitest", "run", ...ALONE.flatMap((file) => ["--exclude", file])]],
  // The crash tests time a loaded server's shutdown (500 streams stopped by SIGTERM must all be
  // settled and flushed within its 10 s), and the guard test fails any request that holds the event
  // loop for 100 ms: beside a hundred other test files on two cores those limits are the machine's,
  // not the server's. They run after the rest, one file at a time (the crash test's load would
  // stall the guard test's server).
  ["crash and stall tests", ["npx", "vitest", "run", "--no-file-parallelism", ...ALONE]],
  ["build", ["npm", "run", "build"]],
  ["browser tests", ["npx", "playwright", "test"]],
];

// Each step's time is printed, so a slow CI run says where its minutes went.
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  console.log(
    `=== ${name}: ${((Date.now() - stepStarted) / 1000).toFixed(0)} s (${((Date.now() - started) / 1000).toFixed(0)} s in all) ===`,
  );
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
