import { Dialect, LocalLinter, SuggestionKind } from "harper.js";
import { binary } from "harper.js/binary";
import { describe, expect, it } from "vitest";
import { issuesFromLints, type LintIssue, replacementOf } from "./lint-issue";

/** Harper itself (its real suggestions and kinds), in this process. */
const linter = new LocalLinter({ binary });
const check = async (text: string) => issuesFromLints(await linter.organizedLints(text, { dedup: false }), text);
const fixed = (text: string, issue: LintIssue) => text.slice(0, issue.start) + issue.suggestion + text.slice(issue.end);

describe("Harper's suggestions as our edits", () => {
  it("an insertion keeps the span and adds after it (Harper's InsertAfter)", async () => {
    for (const [text, want] of [
      ["I studied arts, literature and history.", "I studied arts, literature, and history."],
      ["However we view it, the plan fails.", "However, we view it, the plan fails."],
    ]) {
      const issue = (await check(text)).find((i) => i.suggestion.endsWith(","));
      expect(issue).toBeDefined();
      expect(fixed(text, issue!)).toBe(want);
      expect(issue!.removes).toBeUndefined();
    }
  });

  it("a removal deletes the span, and is marked so an empty suggestion is a fix (Harper's Remove)", async () => {
    const text = "This is is a test.";
    const lints = await linter.organizedLints(text, { dedup: false });
    const removal = Object.values(lints)
      .flat()
      .find((l) => l.suggestions()[0]?.kind() === SuggestionKind.Remove);
    expect(removal).toBeDefined(); // Harper 2.10 proposes removing the second " is"
    const [issue] = issuesFromLints({ Removal: [removal!] }, text);
    expect(issue).toMatchObject({ suggestion: "", removes: true });
    expect(fixed(text, issue)).toBe("This is a test.");
  });

  it("a replacement replaces the span; duplicates and trailing spaces Harper adds are gone", async () => {
    const text = "Their going to the park.";
    const [issue] = await check(text);
    // Harper 2.10 offers "They're" and "They're " here.
    expect(issue.suggestions).toEqual(["They're"]);
    expect(fixed(text, issue)).toBe("They're going to the park.");
    for (const i of await check("Ther is a problem with there car and they dont care.")) {
      expect(new Set(i.suggestions).size).toBe(i.suggestions.length);
      for (const s of i.suggestions) expect(s).toBe(s.trim());
    }
  });

  it("messages quote words with curly quotes, not backticks", async () => {
    const [issue] = await check("Their going to the park.");
    expect(issue.explanation).toBe("Did you mean “they're”?");
    for (const i of await check("Ther is a problem with there car.")) expect(i.explanation).not.toContain("`");
  });

  it("whitespace at an edge is kept only where the text has none", () => {
    const { Replace, InsertAfter, Remove } = SuggestionKind;
    expect(replacementOf("Their going", 0, 5, Replace, "They're ")).toBe("They're");
    expect(replacementOf("Their", 0, 5, Replace, "They're ")).toBe("They're");
    expect(replacementOf("end.Next", 3, 4, Replace, ". ")).toBe(". ");
    expect(replacementOf("a,b", 1, 2, InsertAfter, " ")).toBe(", ");
    expect(replacementOf("so go", 3, 5, Replace, " went")).toBe("went");
    expect(replacementOf("so go", 2, 5, Replace, " went")).toBe(" went");
    expect(replacementOf("is is", 2, 5, Remove, "")).toBe("");
  });

  it("a sentence over 40 words keeps its other findings beside the long-sentence hint", async () => {
    const text = `${"This sentence goes on and on ".repeat(8)}with a speling mistake inside it.`;
    const issues = await check(text);
    expect(issues.map((i) => i.rule)).toContain("LongSentences");
    expect(issues.find((i) => i.text === "speling")?.suggestion).toBe("spelling");
  });

  it("the dialect decides the spelling: behaviour is British, not American", async () => {
    const text = "Their behaviour was good.";
    const british = new LocalLinter({ binary, dialect: Dialect.British });
    const inBritish = issuesFromLints(await british.organizedLints(text, { dedup: false }), text);
    expect(inBritish.some((i) => i.text === "behaviour")).toBe(false);
    expect((await check(text)).some((i) => i.text === "behaviour")).toBe(true);
  });
});

describe("our word rules and spelling ranking beside Harper's findings", () => {
  it("adds our findings, and ours stands where Harper flags the same span", async () => {
    const text = "Forexample, the result depends of the test.";
    const issues = await check(text);
    const first = issues.find((i) => i.start === 0);
    // Harper alone files "Forexample" as a misspelling with "Forecastle" first.
    expect(first).toMatchObject({ rule: "QsWordBoundary", suggestion: "For example" });
    expect(issues.filter((i) => i.start === 0)).toHaveLength(1);
    expect(issues.find((i) => i.text === "of")).toMatchObject({ rule: "QsPreposition", suggestion: "on" });
  });

  it("ranks spelling suggestions by likelihood once word frequencies are loaded", async () => {
    const { loadWordFrequencies } = await import("./checking/word-frequency");
    await loadWordFrequencies();
    const [goog] = await check("It was a goog day.");
    // Harper 2.10 orders these "gong, goo, good".
    expect(goog.suggestion).toBe("good");
    expect(goog.suggestions).toContain("gong");
    const [plural] = await check("We need more informations.");
    // Harper's only suggestion, "in formations", is dropped; the finding stays.
    expect(plural.suggestions).not.toContain("in formations");
  }, 60_000);
});
