import { describe, expect, it } from "vitest";
import { guideIssues, withGuideIssues } from "./guide-issues";
import { findGuideTerms, type GuideTerm, personalGuideSchema } from "./style-guide";

/** Terms as a saved guide holds them (the schema's defaults: whole words, any case). */
const termsOf = (...terms: Partial<GuideTerm>[]): GuideTerm[] => personalGuideSchema.parse({ terms }).terms;

const utilize = termsOf({ avoid: "utilize", prefer: "use", reason: "Plain words read faster." });

describe("style guide findings", () => {
  it("builds an issue of type guide with the preferred term, the reason and the span", () => {
    expect(guideIssues("We utilize synergies.", utilize)).toEqual([
      {
        type: "guide",
        severity: "medium",
        text: "utilize",
        suggestion: "use",
        suggestions: ["use"],
        explanation: "Plain words read faster.",
        start: 3,
        end: 10,
      },
    ]);
  });

  it("says the guide prefers the other term when it gives no reason", () => {
    const [issue] = guideIssues("Leverage it.", termsOf({ avoid: "leverage", prefer: "use" }));
    expect(issue.explanation).toBe("Your style guide prefers “use” to “leverage”.");
  });

  it("keeps the found text's case in the replacement", () => {
    const found = guideIssues("Utilize this. UTILIZE that. utilize those.", utilize);
    expect(found.map((i) => [i.text, i.suggestion])).toEqual([
      ["Utilize", "Use"],
      ["UTILIZE", "USE"],
      ["utilize", "use"],
    ]);
  });

  it("matches whole words unless the term says otherwise", () => {
    const whole = termsOf({ avoid: "use", prefer: "employ" });
    expect(guideIssues("The user will reuse it; use_case; use.", whole).map((i) => i.start)).toEqual([34]);
    const inside = termsOf({ avoid: "colour", prefer: "color", wholeWord: false });
    expect(guideIssues("Watercolours", inside).map((i) => [i.text, i.suggestion])).toEqual([["colour", "color"]]);
  });

  it("matches case only when the term asks", () => {
    const exact = termsOf({ avoid: "Apple", prefer: "Apple Inc.", matchCase: true });
    expect(guideIssues("an apple from Apple", exact).map((i) => i.start)).toEqual([14]);
  });

  it("finds a term of several words across any whitespace, the longest term first", () => {
    const terms = termsOf({ avoid: "utilize", prefer: "use" }, { avoid: "in order to", prefer: "to" });
    const text = "We work in  order\nto utilize it.";
    expect(guideIssues(text, terms).map((i) => [i.text, i.suggestion])).toEqual([
      ["in  order\nto", "to"],
      ["utilize", "use"],
    ]);
    const nested = termsOf(
      { avoid: "utilize", prefer: "use" },
      { avoid: "utilize synergies", prefer: "work together" },
    );
    expect(guideIssues("We utilize synergies.", nested).map((i) => [i.text, i.suggestion])).toEqual([
      ["utilize synergies", "work together"],
    ]);
  });

  it("with whole-word and part-word terms mixed, the longest still wins and each keeps its own bounds", () => {
    const terms = termsOf(
      { avoid: "e-mail", prefer: "email", wholeWord: false },
      { avoid: "e-mail address", prefer: "address" },
      { avoid: "mail", prefer: "post" },
      { avoid: "colour", prefer: "color", wholeWord: false },
    );
    const text = "My e-mail address, e-mails, mail, mailbox, watercolours.";
    expect(guideIssues(text, terms).map((i) => i.text)).toEqual(["e-mail address", "e-mail", "mail", "colour"]);
  });

  it("finds its terms among 500", () => {
    const many = termsOf(
      ...Array.from({ length: 499 }, (_, i) => ({
        avoid: `term${i} word`,
        prefer: `pref${i}`,
        wholeWord: i % 7 !== 0,
      })),
      { avoid: "utilize", prefer: "use" },
    );
    const found = guideIssues("We utilize term12 word and xterm15 wordy, term7 words.", many);
    expect(found.map((i) => [i.text, i.suggestion])).toEqual([
      ["utilize", "use"],
      ["term12 word", "pref12"],
      ["term7 word", "pref7"],
    ]);
  });

  it("gives offsets in UTF-16 units, past an emoji", () => {
    const text = "👋 Grüße, we utilize it";
    const [issue] = guideIssues(text, utilize);
    expect(issue.start).toBe(text.indexOf("utilize"));
    expect(text.slice(issue.start, issue.end)).toBe("utilize");
    expect(findGuideTerms(text, utilize)[0].start).toBe(13);
  });

  it("finds nothing without terms", () => {
    expect(guideIssues("We utilize synergies.", [])).toEqual([]);
  });

  it("wins over a rule finding on the same words, keeps the others, in text order", () => {
    const rule = (start: number, end: number) => ({ start, end, type: "style" });
    const guide = guideIssues("We utilize synergies.", utilize);
    const merged = withGuideIssues([rule(11, 20), rule(3, 10), rule(0, 2), rule(10, 10), rule(5, 5)], guide);
    expect(merged.map((i) => [i.type, i.start, i.end])).toEqual([
      ["style", 0, 2],
      ["guide", 3, 10],
      ["style", 10, 10],
      ["style", 11, 20],
    ]);
  });
});
