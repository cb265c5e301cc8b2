import { describe, expect, it } from "vitest";
import type { LintIssue } from "../lint-issue";
import { knownFormation } from "./word-formation";

/** A SpellCheck finding on `word` in `text` with these suggestions (Harper's, as they come). */
function misspelling(text: string, word: string, suggestions: string[], rule = "SpellCheck"): LintIssue {
  const start = text.indexOf(word);
  return {
    type: "spelling",
    severity: "medium",
    text: word,
    suggestion: suggestions[0] ?? "",
    suggestions,
    explanation: "",
    start,
    end: start + word.length,
    rule,
    kind: "Spelling",
  };
}

describe("a word Harper lacks that is still a word", () => {
  it.each([
    ["They sell uncertified wood.", "uncertified", ["certified", "uncertain"]],
    ["We drink nonfluoridated water.", "nonfluoridated", ["fluoridated"]],
    ["It is ecocertified wood.", "ecocertified", ["certified"]],
    ["Such unmeaningful subjects.", "unmeaningful", ["meaningful"]],
    ["An eco-certification helps.", "eco", ["echo", "ego"]],
    ["He is &rsquo;fluent&rsquo; now.", "rsquo", ["rasps"]],
    ["The do's and don'ts of travel.", "do's", ["dos"]],
    ["The do's and don'ts of travel.", "don'ts", ["don't"]],
  ])("is not misspelled: %s (%s)", (text, word, suggestions) => {
    expect(knownFormation(misspelling(text, word as string, suggestions as string[]), text)).toBe(true);
  });

  it.each([
    // "un" before a word without an adjective's or participle's ending is a learner's slip for "in"/"im".
    ["It is uncorrect.", "uncorrect", ["incorrect", "correct"]],
    ["It is unpossible.", "unpossible", ["impossible", "possible"]],
    // The rest after the prefix is no word Harper offers.
    ["An unsuspection user.", "unsuspection", ["unsuspecting"]],
    ["We need reserch.", "reserch", ["research"]],
    // Too short a stem to tell.
    ["The nonal one.", "nonal", ["nasal", "al"]],
    // A prefix alone, not before a hyphen.
    ["It is eco certified.", "eco", ["echo"]],
  ])("stays a misspelling: %s (%s)", (text, word, suggestions) => {
    expect(knownFormation(misspelling(text, word as string, suggestions as string[]), text)).toBe(false);
  });

  it("judges spelling findings only", () => {
    const text = "They sell uncertified wood.";
    expect(knownFormation(misspelling(text, "uncertified", ["certified"], "Other"), text)).toBe(false);
  });
});
