import { describe, expect, it } from "vitest";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsSubjectVerbAgreement");

describe("subject–verb agreement", () => {
  it.each([
    ["They has two cats.", "has → have"],
    ["People is always in a hurry here.", "is → are"],
    ["Everyone have a story to tell.", "have → has"],
    ["When he think about it, he laughs.", "think → thinks"],
    ["We was late again.", "was → were"],
    ["I is happy.", "is → am"],
    ["They always goes by train.", "goes → go"],
    ["She don't like tea.", "don't → doesn't"],
    ["There is many reasons to stay.", "is → are"],
    ["There was two cars outside.", "was → were"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "They have two cats.",
    "Why does he have two cats?",
    "Let it go.",
    "We made it work.",
    "He and I are old friends.",
    "If he were taller, he would play.",
    "I insist that he go first.",
    "A people is a nation with a shared story.",
    "She needs help, or something like that.",
    "You need not worry.",
    "Thank you for everything you do.",
    "Everyone has a story.",
    "There is much to do.",
    "There is news from home.",
    "There are many reasons to stay.",
  ])("stays quiet on %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
