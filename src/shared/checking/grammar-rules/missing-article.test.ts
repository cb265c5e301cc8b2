import { describe, expect, it } from "vitest";
import { indefiniteArticle } from "./missing-article";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsMissingArticle");

describe("missing article", () => {
  it.each([
    ["Recycling is obvious example of this.", "obvious → an obvious"],
    ["I have car, so I drive.", "car → a car"],
    ["That is very good idea.", "very → a very"],
    ["It was big mistake.", "big → a big"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "Recycling is an obvious example of this.",
    "It is part of the plan.",
    "It is time to go.",
    "I have time for you.",
    "We have car insurance.",
    "She is president of the club.",
    "The parking lot of the mall is full.",
    "Lots of people came.",
    "I have a lot of work.",
    "He has problem solving skills.",
    "These are good ideas.",
    "They will have better chances later.",
    "It is the best example of all.",
  ])("stays quiet on %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });

  it("picks a or an by sound", () => {
    expect(["apple", "hour", "university", "European", "car", "honest"].map(indefiniteArticle)).toEqual([
      "an",
      "an",
      "a",
      "a",
      "a",
      "an",
    ]);
  });
});
