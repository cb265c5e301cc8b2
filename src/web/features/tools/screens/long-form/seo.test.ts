import { describe, expect, it } from "vitest";
import { buildOutline, metaDescriptionFor, seoTitleFor, slugFor } from "./seo";

describe("long-form SEO helpers", () => {
  it("derives the SEO title, a lowercase hyphenated slug and a short meta description", () => {
    expect(seoTitleFor("  Home Composting ")).toBe("Home Composting - Complete Guide");
    expect(slugFor("Café Culture & You!")).toBe("cafe-culture-you");
    expect(slugFor("   ")).toBe("");
    expect(metaDescriptionFor("Home Composting")).toContain("Home Composting");
    expect(metaDescriptionFor("x".repeat(300)).length).toBeLessThanOrEqual(160);
  });

  it("builds an outline of an introduction, 4 to 6 sections and a conclusion", () => {
    const plain = buildOutline("composting", "", "");
    expect(plain).toHaveLength(6);
    expect(plain[0]).toMatch(/^Introduction: Composting/);
    expect(plain.at(-1)).toMatch(/^Conclusion/);
    const withKeywords = buildOutline("composting", "worms, bins", "soil health");
    expect(withKeywords).toHaveLength(8);
    expect(withKeywords.join("\n")).toContain("Worms");
  });
});
