import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = join(import.meta.dirname, ".");
const MAX_LINES = 300;

/** Every source file under src/web, tests included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

describe("src/web file size", () => {
  it(`keeps every file at ${MAX_LINES} lines or fewer, so a screen is split into components`, () => {
    const tooLong = sourceFiles(WEB)
      .map((path) => ({ file: relative(WEB, path), lines: readFileSync(path, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
