import { afterAll, describe, expect, it } from "vitest";
import { signUpVerified, startTestApp } from "../test-support/harness";
import { applySuggestions, checkRules, stopRules } from "./rules";

describe("offline grammar rules (Harper in a worker thread)", () => {
  afterAll(() => stopRules());

  it("finds grammar, spelling and capitalisation problems with suggestions and spans", async () => {
    const text = "This is an test. i like it.";
    const issues = await checkRules(text);
    const article = issues.find((i) => i.text === "an");
    expect(article).toMatchObject({ type: "grammar", severity: "high", suggestion: "a", start: 8, end: 10 });
    expect(issues.find((i) => i.text === "i")).toMatchObject({ suggestion: "I", severity: "low" });
    const [day] = await checkRules("We met on monday.");
    expect(day).toMatchObject({ text: "monday", suggestion: "Monday", severity: "low" });
    expect(applySuggestions(text, issues)).toBe("This is a test. I like it.");
  });

  it("spans are string indices past emoji and astral letters, and fixes land on them", async () => {
    for (const text of ["Grüße 👋 I recieve it.", "👋👋 𝒜 I recieve it."]) {
      const [typo] = (await checkRules(text)).filter((i) => i.text === "recieve");
      expect(text.slice(typo.start, typo.end)).toBe("recieve");
      expect(applySuggestions(text, [typo])).toBe(text.replace("recieve", "receive"));
    }
  });

  it("reports nothing for clean text, and serves concurrent checks", async () => {
    const [clean, other] = await Promise.all([
      checkRules("The quick brown fox jumps over the lazy dog."),
      checkRules("She dont know."),
    ]);
    expect(clean).toEqual([]);
    expect(other.length).toBeGreaterThan(0);
  });
});

describe("POST /api/nlp/check", () => {
  it("checks text for a signed-in user with no model configured", async () => {
    const app = await startTestApp("pglite");
    try {
      const client = await signUpVerified(app, "rules@example.com");
      const res = await client.json("/api/nlp/check", { json: { text: "This is an test." } });
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe("rules");
      expect(res.body.correctedText).toBe("This is a test.");
      const empty = await client.json("/api/nlp/check", { json: { text: " " } });
      expect(empty.body.error.message).toBe("Please enter some text to check.");
      expect((await app.client().json("/api/nlp/check", { json: { text: "x" } })).status).toBe(401);

      // A draft's signature lines get no suggestions; the prose above them still does.
      const draft =
        "The parties agree.   This is binding.\n\nSignature: ____________\nName:  jane roe\nDate: __/__/____";
      // The spacing hint is a picky one: shown when asked for.
      const signed = await client.json("/api/nlp/check", { json: { text: draft, level: "picky" } });
      expect(signed.body.issues.map((i: { start: number }) => i.start)).toEqual([draft.indexOf("   ")]);
      expect(signed.body.correctedText).toContain("Name:  jane roe");
    } finally {
      await app.drop();
    }
  });
});
