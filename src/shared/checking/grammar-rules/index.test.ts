import { TEXT_MAX_CHARS } from "@shared/run";
import { describe, expect, it } from "vitest";
import { grammarRuleIssues } from ".";

describe("grammarRuleIssues", () => {
  it("gives issues in text order with UTF-16 offsets, a kind Harper uses and a plain explanation", () => {
    const text = "🙂 They has many problem.";
    const issues = grammarRuleIssues(text);
    expect(issues.map((i) => [i.rule, i.kind, text.slice(i.start, i.end), i.suggestion, i.type, i.severity])).toEqual([
      ["QsSubjectVerbAgreement", "Agreement", "has", "have", "grammar", "high"],
      ["QsNounNumber", "Agreement", "problem", "problems", "grammar", "high"],
    ]);
    expect(issues[0].explanation).toBe("The verb should agree with its subject “They”: “have”.");
    expect(issues[0].suggestions).toEqual(["have"]);
  });

  it("keeps the writer's capital letter", () => {
    expect(grammarRuleIssues("Many Problem remain.").map((i) => i.suggestion)).toEqual(["Problems"]);
  });

  it("never matches across a sentence end", () => {
    expect(grammarRuleIssues("We saw many. Problem solved.")).toEqual([]);
  });

  it("checks only the first TEXT_MAX_CHARS characters of a longer text", () => {
    const sentence = "They has a dog. ";
    const text = sentence.repeat(Math.ceil(TEXT_MAX_CHARS / sentence.length) + 10);
    const issues = grammarRuleIssues(text);
    expect(issues.length).toBe(Math.floor(TEXT_MAX_CHARS / sentence.length));
    expect(issues.every((i) => i.end <= TEXT_MAX_CHARS)).toBe(true);
  });

  it("finds nothing in correct text", () => {
    const text =
      "Most people have a car. Every student knows that these problems can be solved, and each of them has a plan. " +
      "I have never seen anything like it; have you? She doesn't want to go, but they have to.";
    expect(grammarRuleIssues(text)).toEqual([]);
  });
});
