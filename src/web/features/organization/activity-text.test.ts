import { describe, expect, it } from "vitest";
import { activityText } from "./activity-text";

describe("an organization's activity in words", () => {
  it("says who updated the style guide, its version and its terms", () => {
    expect(
      activityText({ action: "style_guide.updated", details: { version: 3, terms: 1200 }, actor: "Olive Owner" }),
    ).toBe("Olive Owner updated the style guide · version 3 · 1,200 terms");
    expect(activityText({ action: "style_guide.updated", details: { version: 1, terms: 1 }, actor: null })).toBe(
      "Someone updated the style guide · version 1 · 1 term",
    );
  });

  it("shows a change it has no words for by its name", () => {
    expect(activityText({ action: "tools.changed", details: {}, actor: "Olive" })).toBe("Olive tools.changed");
  });
});
