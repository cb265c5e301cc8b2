import { describe, expect, it } from "vitest";
import { CorrectionCache } from "./correction-cache";

describe("CorrectionCache", () => {
  it("forgets the least recently used entry beyond its entry bound; a read counts as a use", () => {
    const cache = new CorrectionCache(2, 1000);
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
    expect(cache.size).toBe(2);
  });

  it("forgets the least recently used entries until the characters fit", () => {
    const cache = new CorrectionCache(100, 10);
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.set("c", "cccc");
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c")]).toEqual(["bbbb", "cccc"]);
    // Replacing a value counts only its new length.
    cache.set("b", "b");
    cache.set("d", "dddd");
    expect([cache.get("b"), cache.get("c"), cache.get("d")]).toEqual(["b", "cccc", "dddd"]);
  });

  it("keeps no correction longer than the whole bound, and drops the older one under its key", () => {
    const cache = new CorrectionCache(100, 10);
    cache.set("a", "short");
    cache.set("a", "far too long for it");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps an empty correction", () => {
    const cache = new CorrectionCache(100, 10);
    cache.set("a", "");
    expect(cache.get("a")).toBe("");
  });
});
