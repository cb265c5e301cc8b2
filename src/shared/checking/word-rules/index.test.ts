import { describe, expect, it } from "vitest";
import { MAX_TOKENS, tokenize } from "../tokens";
import { wordRuleIssues } from ".";

describe("wordRuleIssues", () => {
  it("gives issues in text order with our rule names, Harper's kinds and spans into the text", () => {
    const text = "forexample, it depends of you.\n😀 I waited 3hours.";
    const issues = wordRuleIssues(text);
    expect(issues.map((i) => [i.rule, i.kind, i.text, i.suggestion])).toEqual([
      ["QsWordBoundary", "BoundaryError", "forexample", "for example"],
      ["QsSentenceCapital", "Capitalization", "forexample", "Forexample"],
      ["QsPreposition", "Usage", "of", "on"],
      ["QsWordBoundary", "BoundaryError", "3hours", "3 hours"],
    ]);
    for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.text);
    // A spacing fix is a light finding; a wrong preposition is grammar.
    expect(issues[0]).toMatchObject({ type: "grammar", severity: "low" });
    expect(issues[2]).toMatchObject({ type: "grammar", severity: "high", suggestions: ["on"] });
  });

  it("finds nothing in plain correct prose", () => {
    expect(
      wordRuleIssues(
        "On Monday we met at the station. It depends on the weather, but I think we will go shopping. Thank you for coming!",
      ),
    ).toEqual([]);
  });

  it("reads at most MAX_TOKENS tokens of a huge text", () => {
    const huge = "It depends of luck. ".repeat(MAX_TOKENS / 4);
    expect(tokenize(huge)).toHaveLength(MAX_TOKENS);
    expect(wordRuleIssues(huge).length).toBeLessThanOrEqual(MAX_TOKENS / 5);
  });
});
