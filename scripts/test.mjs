// `npm test`: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set), build, then browser tests against the built app in Debian's Chromium.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

// Tests that time the server itself: they run alone, after the rest (see the last phase).
const ALONE = ["src/server/runs/crash.test.ts", "src/server/http/guard.test.ts"];

/**
 * Phases run one after another; within a phase, each lane (a list of steps run in order) runs beside
 * the others. The unit and API tests and the browser tests share no files, ports or databases, and
 * neither keeps two cores busy on its own (the browser tests have one worker that mostly waits on
 * pages; the unit tests wait on sockets and timers): side by side, the suite takes about the longer
 * of the two rather than their sum (bench/README.md, "Test suite time").
 */
const phases = [
  [
    [
      ["typecheck", ["npm", "run", "typecheck"]],
      ["lint", ["npm", "run", "lint"]],
    ],
  ],
  [
    [["unit and API tests", ["npx", "vitest", "run", ...ALONE.flatMap((file) => ["--exclude", file])]]],
    [
      ["build", ["npm", "run", "build"]],
      ["browser tests", ["npx", "playwright", "test"]],
    ],
  ],
  // The crash tests time a loaded server's shutdown (500 streams stopped by SIGTERM must all be
  // settled and flushed within its 10 s), and the guard test fails any request that holds the event
  // loop for 100 ms: beside other tests on two cores those limits are the machine's, not the
  // server's. They run last, alone, one file at a time (the crash test's load would stall the guard
  // test's server).
  [[["crash and stall tests", ["npx", "vitest", "run", "--no-file-parallelism", ...ALONE]]]],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step; beside another lane, each line it prints is prefixed with the step's name. */
function runStep(name, [cmd, ...args], prefixed) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const child = spawn(cmd, args, { stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (prefixed) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on("line", (line) => to.write(`[${name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      // Each step's time is printed, so a slow CI run says where its minutes went.
      console.log(`=== ${name}: ${seconds(stepStarted)} (${seconds(started)} in all) ===`);
      resolve(code ?? 1);
    });
  });
}

/** A lane's steps in order, stopping at the first that fails; the names of those that failed. */
async function runLane(lane, prefixed) {
  for (const [name, command] of lane) {
    if ((await runStep(name, command, prefixed)) !== 0) return [name];
  }
  return [];
}

for (const lanes of phases) {
  const failed = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))).flat();
  if (failed.length) {
    console.error(`\n${failed.join(" and ")} failed`);
    process.exit(1);
  }
}
