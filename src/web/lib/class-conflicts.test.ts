import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buildConflictTable, mergeClasses } from "./class-conflicts";

// Every class-like word in src/, as the build finds them (vite.config.ts, classConflicts).
const candidates = new Scanner({
  sources: [{ base: path.resolve(import.meta.dirname, "../.."), pattern: "**/*", negated: false }],
}).scan();
const table = buildConflictTable(candidates, twMerge);
const known = Object.keys(table.groups);

/** A deterministic pseudo-random sequence, so a failure is reproducible. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe("class merging from the build-time conflict table", () => {
  it("covers the classes the code uses", () => {
    expect(known.length).toBeGreaterThan(300);
    for (const c of ["h-10", "px-4", "min-h-[50vh]", "sm:text-base", "bg-primary", "max-w-md"])
      expect(known).toContain(c);
  });

  it("gives tailwind-merge's result for the combinations components make", () => {
    const cases = [
      "inline-flex h-10 px-4 text-sm h-11 w-fit",
      "flex min-h-[50vh] items-center justify-center min-h-[calc(100vh-4rem)]",
      "p-6 pb-3 px-0 py-2",
      "rounded-xl border border-border bg-card p-6 shadow-sm bg-muted/40 p-4 sm:p-5",
      "h-8 w-8 rounded-lg h-14 w-14 animate-pulse",
      "text-sm font-medium text-foreground text-lg font-semibold",
      "my-custom-class h-4 another h-6",
      "",
    ];
    for (const classes of cases) expect(mergeClasses(table, classes), classes).toBe(twMerge(classes));
  });

  it("agrees with tailwind-merge on thousands of random lists of the code's classes", () => {
    const next = random(12);
    const pool = [...known, "not-a-tailwind-class", "group", "peer"];
    for (let i = 0; i < 5000; i++) {
      const length = 1 + Math.floor(next() * 8);
      const classes = Array.from({ length }, () => pool[Math.floor(next() * pool.length)]).join(" ");
      expect(mergeClasses(table, classes), classes).toBe(twMerge(classes));
    }
  });
});
