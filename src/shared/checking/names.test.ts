import { describe, expect, it } from "vitest";
import type { LintIssue } from "../lint-issue";
import { likelyName } from "./names";

/** A SpellCheck finding on `word` in `text` with Harper's suggestions. */
function misspelling(text: string, word: string, suggestions: string[]): LintIssue {
  const start = text.indexOf(word);
  return {
    type: "spelling",
    severity: "medium",
    text: word,
    suggestion: suggestions[0],
    suggestions,
    explanation: "",
    start,
    end: start + word.length,
    rule: "SpellCheck",
    kind: "Spelling",
  };
}

describe("an unknown word that is most likely a name", () => {
  it.each([
    ["It features Diana Krall wearing a watch.", "Krall", ["Kill", "Krill", "Kraal"]],
    ["So Ho Chi Minh city will grow.", "Minh", ["Mind", "Mine", "Min"]],
    ["We met Amitabh at the station.", "Amitabh", ["Amiga's", "Akita's", "Anita's"]],
    ["The general Belgrano won.", "Belgrano", ["Belgian", "Belgrade", "Belgians"]],
    ["Pipes run INWALL here.", "INWALL", ["Install", "Inward", "Indwell"]],
    // A title's full stop ends no sentence (../tokens.ts), so "Mr." is a capitalized neighbour.
    ["He asked Mr. Bacchan for help.", "Bacchan", ["Bacchus", "Backhand"]],
  ])("is not called a misspelling: %s", (text, word, suggestions) => {
    expect(likelyName(misspelling(text, word as string, suggestions as string[]), text)).toBe(true);
  });

  it.each([
    ["Many Amricans drive.", "Amricans", ["Americans", "Africans", "Africa's"]],
    ["I bought a new Compuer yesterday.", "Compuer", ["Computer", "Compare", "Compeer"]],
    // At a sentence's start a capital says nothing about a name.
    ["Belgrano is far. Krall sings.", "Krall", ["Kill", "Krill", "Kraal"]],
    ["I like the enviroment.", "enviroment", ["environment"]],
  ])("stays a misspelling: %s", (text, word, suggestions) => {
    expect(likelyName(misspelling(text, word as string, suggestions as string[]), text)).toBe(false);
  });
});
