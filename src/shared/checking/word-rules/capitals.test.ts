import { afterAll, describe, expect, it } from "vitest";
import { setWordCounts } from "../word-frequency";
import { capitalIssues } from "./capitals";
import { findings } from "./test-support";

const check = (text: string) => findings(capitalIssues, text);

describe("capitalIssues", () => {
  it.each([
    ["the garden needs water every day.", [["the", "The"]]],
    ['"why is the door open?" she asked.', [["why", "Why"]]],
    ["Likewise, The second test failed.", [["The", "the"]]],
    ["For instance, When I cook, I sing.", [["When", "when"]]],
    ["Honestly, It was a long day.", [["It", "it"]]],
  ])("fires on %s", (text, expected) => {
    expect(check(text)).toEqual(expected);
  });

  it.each([
    "The garden needs water every day.",
    "apples and pears",
    "see below.",
    "iPhone sales rose last year.",
    "We flew to Paris, The Hague and Rome.",
    "My favourite film, It Follows, is scary.",
    'He said, "The door is open."',
    "Dear Sam,\nThe parcel has arrived.",
    "Later, the rain stopped.",
    "First, I made tea.",
  ])("stays quiet on %s", (text) => {
    expect(check(text)).toEqual([]);
  });

  it("leaves a misspelled first word to the spelling check once word frequencies are known", () => {
    setWordCounts([
      { word: "because", count: 100 },
      { word: "when", count: 100 },
    ]);
    expect(check("becuase it rained, we stayed.")).toEqual([]);
    expect(check("when it rained, we stayed.")).toEqual([["when", "When"]]);
  });

  afterAll(() => setWordCounts(undefined));
});
