import { describe, expect, it } from "vitest";
import { sideBySide, wordDiff } from "./word-diff";

const join = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

describe("wordDiff", () => {
  it("marks nothing when the texts are the same", () => {
    expect(wordDiff("The cat sat.", "The cat sat.")).toEqual([{ kind: "same", text: "The cat sat." }]);
  });

  it("marks a replaced word as removed on one side and added on the other", () => {
    expect(wordDiff("The quick fox jumps.", "The swift fox jumps.")).toEqual([
      { kind: "same", text: "The " },
      { kind: "removed", text: "quick " },
      { kind: "added", text: "swift " },
      { kind: "same", text: "fox jumps." },
    ]);
  });

  it("finds the longest run of shared words, not just the shared start and end", () => {
    const parts = wordDiff("a b c d e f", "a x c d y f");
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["b", "e"]);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["x", "y"]);
  });

  it("handles insertions, deletions and empty sides", () => {
    expect(wordDiff("", "Brand new")).toEqual([{ kind: "added", text: "Brand new" }]);
    expect(wordDiff("All gone", "")).toEqual([{ kind: "removed", text: "All gone" }]);
    expect(wordDiff("one three", "one two three")).toEqual([
      { kind: "same", text: "one " },
      { kind: "added", text: "two " },
      { kind: "same", text: "three" },
    ]);
  });

  it("gives each side its own text back", () => {
    const before = "Clear writing respects the reader.\nSay one thing per sentence.";
    const after = "Good writing respects every reader.\nSay a single thing in each sentence, please.";
    const { original, revised, removed, added } = sideBySide(before, after);
    expect(join(revised)).toBe(after);
    expect(join(original).split(/\s+/)).toEqual(before.split(/\s+/));
    expect(removed).toBe(5); // Clear, the, one, per, sentence.
    expect(added).toBe(8); // Good, every, a, single, in, each, sentence, please.
  });

  it("compares words, not the spaces between them", () => {
    expect(wordDiff("a  b", "a b")).toEqual([{ kind: "same", text: "a b" }]);
  });

  it("stays fast on long texts", () => {
    const long = Array.from({ length: 1500 }, (_, i) => `w${i}`).join(" ");
    const changed = long.replace("w10 ", "x10 ").replace("w1490", "x1490");
    const parts = wordDiff(long, changed);
    expect(parts.filter((p) => p.kind !== "same")).toHaveLength(4);
  });
});
