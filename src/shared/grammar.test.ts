import { describe, expect, it } from "vitest";
import { acceptIssue, type GrammarIssue, highlightSpans, locate } from "./grammar";

const issue = (text: string, suggestion: string, start: number): GrammarIssue => ({
  type: "grammar",
  severity: "medium",
  text,
  suggestion,
  explanation: "",
  start,
  end: start < 0 ? -1 : start + text.length,
  source: "rules",
});

describe("accepting grammar fixes", () => {
  const text = "This is an test and an other test.";
  const issues = [issue("an", "a", 8), issue("an other", "another", 20)];

  it("applies one fix and moves the later issues by the change in length", () => {
    const next = acceptIssue(text, issues, 0);
    expect(next.text).toBe("This is a test and an other test.");
    expect(next.issues).toHaveLength(1);
    expect(locate(next.text, next.issues[0])).toEqual([19, 27]);
    expect(acceptIssue(next.text, next.issues, 0).text).toBe("This is a test and another test.");
  });

  it("finds an issue the model quoted without offsets by its text", () => {
    const next = acceptIssue("We utilize it.", [issue("utilize", "use", -1)], 0);
    expect(next.text).toBe("We use it.");
  });

  it("drops an issue whose text is gone without touching the text", () => {
    expect(acceptIssue("Fine text.", [issue("teh", "the", -1)], 0)).toEqual({ text: "Fine text.", issues: [] });
  });

  it("highlights non-overlapping spans in order", () => {
    const spans = highlightSpans(text, [issues[1], issues[0], issue("an other test", "x", 20)]);
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [8, 10],
      [20, 28],
    ]);
  });
});
