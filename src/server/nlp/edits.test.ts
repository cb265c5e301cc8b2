import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../test-support/harness";
import { type ServedApp, startServedApp } from "../test-support/served";
import { applySuggestions, checkRules, stopRules, warmRules } from "./rules";

/** Over 40 words, with a misspelling inside: the long-sentence hint must not hide it. */
const LONG = `${"This sentence goes on and on ".repeat(8)}with a speling mistake inside it.`;

describe("the rules' edits on the server", () => {
  afterAll(() => stopRules());

  it("correctedText inserts, removes and replaces as Harper's suggestion kinds say", async () => {
    for (const [text, want] of [
      ["I studied arts, literature and history.", "I studied arts, literature, and history."],
      ["However we view it, the plan fails.", "However, we view it, the plan fails."],
      ["Their going to the park.", "They're going to the park."],
    ]) {
      expect(applySuggestions(text, await checkRules(text))).toBe(want);
    }
  });

  it("the grammar run's dialect: behaviour is flagged for American only", async () => {
    await warmRules();
    const text = "The behaviour was odd.";
    expect((await checkRules(text, "british")).some((i) => i.text === "behaviour")).toBe(false);
    expect((await checkRules(text, "american")).some((i) => i.text === "behaviour")).toBe(true);
    expect((await checkRules(text)).some((i) => i.text === "behaviour")).toBe(true);
  });

  it("a long sentence keeps its misspelling, and the hint changes no text", async () => {
    const issues = await checkRules(LONG);
    expect(issues.some((i) => /words long/.test(i.explanation))).toBe(true);
    expect(issues.find((i) => i.text === "speling")?.suggestion).toBe("spelling");
    expect(applySuggestions(LONG, issues)).toBe(LONG.replace("speling", "spelling"));
  });
});

describe("the surfaces over a socket", () => {
  let served: ServedApp;
  let user: Awaited<ReturnType<ServedApp["newUser"]>>;
  beforeAll(async () => {
    served = await startServedApp("pglite");
    user = await served.newUser("edits");
  }, 120_000);
  afterAll(async () => {
    await stopRules();
    await served?.close();
  });

  const nlpCheck = async (body: object) => {
    const res = await fetch(`${served.base}/api/nlp/check`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { issues: { text: string; suggestion: string }[]; correctedText: string };
  };
  const ltCheck = async (text: string, language: string, level = "default") => {
    const res = await fetch(`${served.base}/api/languagetool/v2/check`, {
      method: "POST",
      body: new URLSearchParams({ text, language, level, username: user.email, apiKey: user.key }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      matches: { offset: number; length: number; replacements: { value: string }[] }[];
    };
    return body.matches.map((m) => ({
      text: text.slice(m.offset, m.offset + m.length),
      values: m.replacements.map((r) => r.value),
    }));
  };

  it("/api/nlp/check: insertions in correctedText, the dialect option, a long sentence's misspelling", async () => {
    // The serial comma is a style hint: an insertion shown at the picky level.
    expect((await nlpCheck({ text: "I studied arts, literature and history.", level: "picky" })).correctedText).toBe(
      "I studied arts, literature, and history.",
    );
    const text = "The behaviour was odd.";
    expect((await nlpCheck({ text, dialect: "british" })).issues).toEqual([]);
    expect((await nlpCheck({ text })).correctedText).toBe("The behavior was odd.");
    expect((await nlpCheck({ text: LONG })).correctedText).toBe(LONG.replace("speling", "spelling"));
  });

  it("LanguageTool: an insertion's replacement is the span and the comma, en-GB keeps behaviour, a long sentence shows its typo", async () => {
    const [comma] = await ltCheck("I studied arts, literature and history.", "en-US", "picky");
    expect(comma).toEqual({ text: "literature", values: ["literature,"] });
    expect((await ltCheck("The behaviour was odd.", "en-GB")).some((m) => m.text === "behaviour")).toBe(false);
    expect((await ltCheck("The behaviour was odd.", "en-US")).some((m) => m.text === "behaviour")).toBe(true);
    const long = await ltCheck(LONG, "en-US");
    expect(long.find((m) => m.text === "speling")?.values[0]).toBe("spelling");
  });
});
