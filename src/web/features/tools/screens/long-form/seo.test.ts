import { describe, expect, it } from "vitest";
import { buildOutline, metaDescriptionFor, seoTitleFor, slugFor, titleCase } from "./seo";

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

  it("writes titles in title case, minor words lower inside them, capitals typed kept", () => {
    expect(titleCase("how to start composting in a small apartment")).toBe(
      "How to Start Composting in a Small Apartment",
    );
    expect(titleCase("the SEO guide for iPhone apps")).toBe("The SEO Guide for iPhone Apps");
    expect(titleCase("what to look for")).toBe("What to Look For"); // the last word is capitalised
    expect(titleCase("planning: a guide to the basics")).toBe("Planning: A Guide to the Basics");
  });

  it("names a topic that is a question or a how-to once, never inside a noun phrasing", () => {
    const outline = buildOutline("How to start composting in a small apartment", "worm bins", "");
    expect(outline[0]).toBe("Introduction: How to Start Composting in a Small Apartment");
    expect(outline.join("\n")).not.toMatch(/What Is How|Why How|with How|on How/);
    expect(outline).toContain("Worm Bins: What It Means Here");
    expect(buildOutline("home composting", "", "")[1]).toBe("What Is Home Composting? Key Concepts Explained");
  });
});
