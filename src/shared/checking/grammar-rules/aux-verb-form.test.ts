import { describe, expect, it } from "vitest";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsVerbFormAfterAux");

describe("verb form after an auxiliary", () => {
  it.each([
    ["Have you ever think about moving?", "think → thought"],
    ["I have never write a poem.", "write → written"],
    ["She has took the last train.", "took → taken"],
    ["They had went home before noon.", "went → gone"],
    ["He didn't knew the answer.", "knew → know"],
    ["She does not wants any help.", "wants → want"],
    ["Did you saw the game last night?", "saw → see"],
    ["Does she has a pen?", "has → have"],
    ["It is too late to went out.", "went → go"],
    ["We hope to makes new friends.", "makes → make"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "Have you ever thought about moving?",
    "I have a car and a bike.",
    "We have work to do.",
    "I have come a long way.",
    "They have got a new dog.",
    "He didn't used to smoke.",
    "I did my homework.",
    "They want to found a company.",
    "She went to the shop.",
    "The place we walked to was empty.",
    "I have to go now.",
    "You had better leave.",
    "Has she seen it?",
  ])("stays quiet on %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
