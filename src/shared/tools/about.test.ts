import { describe, expect, it } from "vitest";
import { toolAbout } from "./about";
import { TOOLS } from "./index";
import { isTextField } from "./types";

describe("every tool's page copy, built from its entry", () => {
  it("has a heading, an intro, keywords and at least four questions, with nothing left unfilled", () => {
    for (const tool of TOOLS) {
      const about = toolAbout(tool);
      const all = [about.heading, about.intro, ...about.keywords, ...about.faq.flatMap((f) => [f.q, f.a])];
      for (const text of all) expect(text, tool.slug).not.toMatch(/undefined|NaN|\[object|\s{2,}|\.\./);
      expect(about.heading.startsWith(`${tool.name}: `), tool.slug).toBe(true);
      expect(about.faq.length, tool.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(about.faq.map((f) => f.q)).size, tool.slug).toBe(about.faq.length);
    }
  });

  it("states each text field's real limit and each option's real choices", () => {
    for (const tool of TOOLS) {
      const answers = toolAbout(tool)
        .faq.map((f) => f.a)
        .join(" ");
      for (const field of tool.fields.filter(isTextField)) {
        expect(answers, `${tool.slug} ${field.name}`).toContain(
          `${field.label}: up to ${field.maxChars.toLocaleString("en-US")} characters`,
        );
      }
      for (const field of tool.fields) {
        if (field.kind === "select") expect(answers, `${tool.slug} ${field.name}`).toContain(field.choices[0].label);
      }
    }
  });

  it("puts an entry's own questions first", () => {
    const longForm = TOOLS.find((tool) => tool.slug === "long-form-writer")!;
    expect(toolAbout(longForm).faq.slice(0, longForm.faq!.length)).toEqual(longForm.faq);
  });
});
