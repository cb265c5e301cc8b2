import { afterEach, describe, expect, it } from "vitest";
import { setWordCounts, wordCount, wordFrequenciesLoaded } from "./word-frequency";

describe("word frequencies", () => {
  afterEach(() => setWordCounts(undefined));

  it("knows no word before the list is loaded", () => {
    expect(wordFrequenciesLoaded()).toBe(false);
    expect(wordCount("the")).toBe(0);
  });

  it("counts a word in any letter case, summing the list's case variants", () => {
    setWordCounts([
      { word: "What", count: 30 },
      { word: "what", count: 12 },
      { word: "rare", count: 1 },
    ]);
    expect(wordFrequenciesLoaded()).toBe(true);
    expect(wordCount("WHAT")).toBe(42);
    expect(wordCount("rare")).toBe(1);
    expect(wordCount("missing")).toBe(0);
  });
});
