import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const FOLDERS = ["src", "scripts", "tests", "bench"];

/**
 * A comment says its reason itself or points to something a reader of the repository can open (the
 * README, docs/); a spec section, an issue number or a design file kept elsewhere are not.
 * Built from parts so this file does not match itself.
 */
const OUTSIDE = new RegExp(["§ ?[0-9]", "issue [0-9]+", ["DESIGN", "md"].join("\\.")].join("|"), "i");

/** Applied migrations are history: their text is what databases recorded, so they are not rewritten. */
const SKIPPED = "src/server/db/migrations/";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(path);
    return /\.(ts|tsx|js|mjs|sql|md|sh)$/.test(entry.name) ? [path] : [];
  });
}

describe("references in the code", () => {
  it("cite nothing outside the repository: no spec sections, issue numbers or outside design files", () => {
    const found = FOLDERS.flatMap((folder) => files(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter((file) => !file.startsWith(SKIPPED))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
