import { describe, expect, it } from "vitest";
import { findTool, getTool, isTextField, isToolSlug, TOOL_GROUPS, TOOLS, type ToolSlug, toolSwitchKey } from "./index";
import { runSchemaFor } from "./run-schema";

describe("the tool registry", () => {
  it("holds 36 tools, each slug, name and kill-switch key once", () => {
    expect(TOOLS).toHaveLength(36);
    for (const key of ["slug", "name"] as const) expect(new Set(TOOLS.map((t) => t[key])).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map(toolSwitchKey)).size).toBe(TOOLS.length);
  });

  it("keys a kill switch by the slug, as tool_{slug with underscores}_enabled", () => {
    expect(toolSwitchKey(getTool("clarity-booster"))).toBe("tool_clarity_booster_enabled");
    // Renaming a tool must not move its switch: the key ignores the display name.
    expect(toolSwitchKey({ ...getTool("resume-writer"), name: "CV Builder" })).toBe("tool_resume_writer_enabled");
  });

  it("puts every tool in a known group and lists related tools that exist", () => {
    const groups = new Set(TOOL_GROUPS.map((g) => g.id));
    for (const tool of TOOLS) {
      expect(groups.has(tool.group), tool.slug).toBe(true);
      for (const slug of tool.related ?? []) expect(isToolSlug(slug), `${tool.slug} → ${slug}`).toBe(true);
    }
  });

  it("finds tools by URL slug and refuses unknown ones", () => {
    expect(findTool("paraphraser")?.name).toBe("Paraphraser");
    expect(findTool("paraphrazer")).toBeUndefined();
    expect(isToolSlug("toString")).toBe(false);
  });

  it("keeps what used to be side tables on the entries", () => {
    expect(getTool("style-enhancer").presets?.map((p) => p.id)).toEqual(["creative", "professional", "academic"]);
    expect(getTool("bullet-summarizer").signedOutMessage).toBe("Please sign in to use this tool.");
    expect(getTool("resume-writer").result?.height).toBe(700);
    expect(getTool("grammar-checker")).toMatchObject({ run: "check", offlineRules: "all", screen: "grammar" });
    expect(getTool("punctuation-fixer")).toMatchObject({ offlineRules: "punctuation" });
    expect(getTool("punctuation-fixer").screen).toBeUndefined();
    // Every tool with presets offers a choice (the picker is hidden below two).
    for (const tool of TOOLS) if (tool.presets) expect(tool.presets.length, tool.slug).toBeGreaterThanOrEqual(2);
  });

  it("builds a request schema from each entry that accepts its defaults once the text is filled", () => {
    for (const tool of TOOLS) {
      const input = Object.fromEntries(
        tool.fields.filter(isTextField).map((f) => [f.name, "some words".slice(0, f.maxChars)]),
      );
      const parsed = runSchemaFor(tool).safeParse({ input });
      expect(parsed.success, `${tool.slug}: ${parsed.error?.issues[0]?.message}`).toBe(true);
    }
  });

  it("gives legal details their own length message", () => {
    const parsed = runSchemaFor(getTool("legal-draft")).safeParse({ input: { details: "x".repeat(5001) } });
    expect(parsed.error?.issues[0]?.message).toBe("Maximum 5000 characters allowed");
  });
});

// Compile-time checks, run by `npm run typecheck`: a misspelt slug is a type error.
const known: ToolSlug = "long-form-writer";
// @ts-expect-error "long-form-writter" is not a registered tool
const misspelt: ToolSlug = "long-form-writter";
void known;
void misspelt;
