import { describe, expect, it } from "vitest";
import { JSON_DEPTH_LIMIT, nestsDeeperThan } from "./json-depth";

const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

describe("nestsDeeperThan", () => {
  it("allows the limit and refuses one level more, arrays and objects alike", () => {
    expect(nestsDeeperThan(nested(JSON_DEPTH_LIMIT))).toBe(false);
    expect(nestsDeeperThan(nested(JSON_DEPTH_LIMIT + 1))).toBe(true);
    const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
    expect(nestsDeeperThan(objects(JSON_DEPTH_LIMIT))).toBe(false);
    expect(nestsDeeperThan(`[${objects(JSON_DEPTH_LIMIT)}]`)).toBe(true);
  });

  it("counts depth, not brackets: siblings do not add up", () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => [[1]])))).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ text: "[".repeat(1000) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `\\"${"{".repeat(1000)}` }))).toBe(false);
    expect(nestsDeeperThan(`["\\\\", ${nested(JSON_DEPTH_LIMIT)}]`)).toBe(true);
  });

  it("is not fooled by closing brackets before the opening ones", () => {
    expect(nestsDeeperThan(`${"]".repeat(100)}${"[".repeat(JSON_DEPTH_LIMIT + 1)}`)).toBe(true);
  });
});
