import { describe, expect, it } from "vitest";
import {
  acceptIssue,
  classifyLint,
  type GrammarIssue,
  highlightSpans,
  locate,
  SEVERITY_LABEL,
  settledSeverity,
  visibleFix,
} from "./grammar";

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
    const spans = highlightSpans(text, [issues[1], issues[0], issue("test.", "x", 29)]);
    expect(spans.map((s) => [s.start, s.end, s.issue.text])).toEqual([
      [8, 10, "an"],
      [20, 28, "an other"],
      [29, 34, "test."],
    ]);
  });

  it("keeps every overlapping issue, each piece showing the most severe one over it", () => {
    const wide = { ...issue("an other test", "another test", 20), severity: "low" as const };
    const inner = { ...issue("other", "otter", 23), severity: "high" as const, type: "spelling" as const };
    const spans = highlightSpans(text, [wide, inner]);
    expect(spans.map((s) => [text.slice(s.start, s.end), s.issue.text])).toEqual([
      ["an ", "an other test"],
      ["other", "other"],
      [" test", "an other test"],
    ]);
  });

  it("shows the earlier issue where two of one severity overlap, and the later one past it", () => {
    const spans = highlightSpans(text, [issue("other test", "x", 23), issue("an other", "y", 20)]);
    expect(spans.map((s) => [s.start, s.end, s.issue.text])).toEqual([
      [20, 28, "an other"],
      [28, 33, "other test"],
    ]);
  });

  it("draws an issue once over the whole of a same-span duplicate of lower severity", () => {
    const low = { ...issue("an", "a", 8), severity: "low" as const };
    const spans = highlightSpans(text, [low, issues[0]]);
    expect(spans.map((s) => [s.start, s.end, s.issue.severity])).toEqual([[8, 10, "medium"]]);
  });
});

describe("severity of a finding", () => {
  it("rates capitalisation and formatting lowest, spelling and grammar highest", () => {
    expect(SEVERITY_LABEL[classifyLint("Capitalization").severity]).toBe("Suggestion");
    expect(classifyLint("Formatting").severity).toBe("low");
    expect(classifyLint("Punctuation")).toEqual({ type: "punctuation", severity: "medium" });
    expect(classifyLint("Spelling")).toEqual({ type: "spelling", severity: "high" });
    expect(classifyLint("Agreement")).toEqual({ type: "grammar", severity: "high" });
    expect(classifyLint("WordChoice")).toEqual({ type: "style", severity: "low" });
  });

  it("holds a case or spacing fix to low whoever rated it, and keeps other ratings", () => {
    expect(settledSeverity({ text: "monday", suggestion: "Monday", severity: "high" })).toBe("low");
    expect(settledSeverity({ text: "a  b", suggestion: "a b", severity: "medium" })).toBe("low");
    expect(settledSeverity({ text: "teh", suggestion: "the", severity: "high" })).toBe("high");
  });
});

describe("showing a fix in a list", () => {
  it("names whitespace that would otherwise be a blank box", () => {
    expect(visibleFix("   ")).toBe("3 spaces");
    expect(visibleFix(" ")).toBe("1 space");
    expect(visibleFix("\n\n")).toBe("2 line breaks");
    expect(visibleFix(" \t")).toBe("1 space, 1 tab");
  });

  it("draws spaces at the ends and doubled spaces as dots, and leaves plain text and empty alone", () => {
    expect(visibleFix("end.  Next")).toBe("end.··Next");
    expect(visibleFix(" ,")).toBe("·,");
    expect(visibleFix("the cat")).toBe("the cat");
    expect(visibleFix("")).toBe("");
  });
});
