import { describe, expect, it } from "vitest";
import { relativeTime, revisionLabel } from "./revision-label";

describe("revision labels", () => {
  it("names each reason, an AI one as the AI menu named the action chosen", () => {
    expect(revisionLabel({ reason: "original", sourceTool: null })).toBe("Original");
    expect(revisionLabel({ reason: "autosave", sourceTool: null })).toBe("Autosave");
    expect(revisionLabel({ reason: "restore", sourceTool: null })).toBe("Restored");
    expect(revisionLabel({ reason: "ai", sourceTool: "paraphraser" })).toBe("AI: Paraphrase");
    expect(revisionLabel({ reason: "ai", sourceTool: "sentence-shortener" })).toBe("AI: Shorten");
    expect(revisionLabel({ reason: "ai", sourceTool: "grammar-checker" })).toBe("AI: Fix grammar");
    // A tool the menu does not offer keeps its own name.
    expect(revisionLabel({ reason: "ai", sourceTool: "clarity-booster" })).toBe("AI: Clarity Booster");
    expect(revisionLabel({ reason: "ai", sourceTool: "no-such-tool" })).toBe("AI edit");
  });

  it("names what was picked in the action's second list: the language, the tone, the mode", () => {
    const ai = (sourceTool: string, sourceOptions: Record<string, string | boolean> | null) =>
      revisionLabel({ reason: "ai", sourceTool, sourceOptions });
    expect(ai("language-translator", { source: "auto", target: "fr", preserveTone: true })).toBe(
      "AI: Translate to French",
    );
    expect(ai("language-translator", { source: "de", target: "ja" })).toBe("AI: Translate to Japanese");
    expect(ai("tone-adjuster", { tone: "friendly" })).toBe("AI: Change tone to friendly");
    expect(ai("paraphraser", { mode: "standard" })).toBe("AI: Paraphrase (Standard)");
    // Nothing recorded, or a value the list no longer has: the action's name alone.
    expect(ai("language-translator", null)).toBe("AI: Translate");
    expect(ai("language-translator", {})).toBe("AI: Translate");
    expect(ai("language-translator", { target: "xx" })).toBe("AI: Translate");
    // An action without a second list ignores the options.
    expect(ai("sentence-shortener", { target: "fr" })).toBe("AI: Shorten");
  });

  it("says how long ago, in words", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const ago = (seconds: number) => relativeTime(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(10)).toBe("just now");
    expect(ago(3 * 60)).toBe("3 minutes ago");
    expect(ago(2 * 3600)).toBe("2 hours ago");
    expect(ago(26 * 3600)).toBe("yesterday");
    expect(ago(14 * 24 * 3600)).toBe("2 weeks ago");
  });
});
