import { describe, expect, it } from "vitest";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsModalVerbForm");

describe("modal + verb form", () => {
  it.each([
    ["Old bridges can stands for centuries.", "stands → stand"],
    ["She will makes the cake tomorrow.", "makes → make"],
    ["We should also goes home early.", "goes → go"],
    ["My brother could went there alone.", "went → go"],
    ["The plan might changes the rules.", "changes → change"],
    ["Anyone can has a bad day.", "has → have"],
    ["They cannot takes the bus.", "takes → take"],
    ["We must to leave now.", "must to → must"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "Old bridges can stand for centuries.",
    "Can changes to the law help us?",
    "How can results like these surprise anyone?",
    "The can opens easily.",
    "Free will matters to philosophers.",
    "We met in May when the roads were dry.",
    "The changes may parts of the town welcome are small.",
    "It can be used again.",
    "He could always tell when she was joking.",
    "Nobody knows what the results will show.",
    "With all his might he pushed the door.",
    "You must sometimes rest.",
    "We ought to leave now.",
    "She lost the will to live.",
    "He has the free will to choose.",
  ])("stays quiet on %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
