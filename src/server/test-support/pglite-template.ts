import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../db/client";

/** Where the template is, for the test workers (read by backends.ts). */
export const TEMPLATE_ENV = "QUILLSTACK_TEST_PGLITE_TEMPLATE";

/**
 * Vitest's global setup: one empty, migrated embedded database, made once per test run and dumped
 * to a file that every test's in-memory PGlite starts from. Making one from nothing (initdb, then
 * every migration) took 6 s and ~0.9 GB each on this machine, for some ninety test databases a run;
 * loading the dump takes a fraction of that (docs/decisions/0043-test-database-template.md). Made
 * from this checkout's migrations at every run, so it is never older than the code under test.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "qs-pglite-template-"));
  const file = path.join(dir, "template.tar");
  const database = await openPglite("memory://");
  try {
    await database.migrate();
    await database.pglite.exec("CHECKPOINT");
    const dump = await database.pglite.dumpDataDir("none");
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  // The workers are started after this and inherit the environment.
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
