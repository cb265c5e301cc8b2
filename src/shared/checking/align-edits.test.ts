import { describe, expect, it } from "vitest";
import { ALIGN_TOKENS_MAX, alignEdits, tokenize } from "./align-edits";
import { deepIssuesOf } from "./deep-issues";

/** The edits as the editor applies them: [shown text, replacement, kind]. */
const edits = (source: string, corrected: string) =>
  alignEdits(source, corrected).map((e) => [e.text, e.replacement, e.kind]);

/** Applies every edit, from the end, as the editor's "accept all" would. */
const applied = (source: string, corrected: string) =>
  alignEdits(source, corrected)
    .sort((x, y) => y.start - x.start)
    .reduce((text, e) => text.slice(0, e.start) + e.replacement + text.slice(e.end), source);

describe("aligning a correction to token edits", () => {
  it("each kind of edit, with a plain explanation", () => {
    expect(edits("We bought a orange bike.", "We bought an orange bike.")).toEqual([["a", "an", "article"]]);
    expect(alignEdits("We bought a orange bike.", "We bought an orange bike.")[0].explanation).toBe(
      "Use “an” before a vowel sound.",
    );
    expect(edits("They was late again.", "They were late again.")).toEqual([["was", "were", "agreement"]]);
    expect(edits("Our dogs can runs fast.", "Our dogs can run fast.")).toEqual([["runs", "run", "verb form"]]);
    expect(edits("She has wrote a song.", "She has written a song.")).toEqual([["wrote", "written", "verb form"]]);
    expect(edits("We saw three bird there.", "We saw three birds there.")).toEqual([["bird", "birds", "noun number"]]);
    expect(edits("He is good in chess.", "He is good at chess.")).toEqual([["in", "at", "preposition"]]);
    expect(edits("I recieved the parcel.", "I received the parcel.")).toEqual([["recieved", "received", "spelling"]]);
    expect(edits("Send it tomorow please.", "Send it tomorrow, please.")).toEqual([
      ["tomorow", "tomorrow", "spelling"],
      ["please", ", please", "punctuation"],
    ]);
    expect(edits("Yes we can.", "Yes, we can.")).toEqual([["Yes", "Yes,", "punctuation"]]);
    expect(edits("We walked home quickly very.", "We walked home very quickly.")).toEqual([
      ["quickly very", "very quickly", "word order"],
    ]);
    expect(edits("She gave the book me.", "She gave the book to me.")).toEqual([["book", "book to", "preposition"]]);
    expect(edits("Please call back me soon.", "Please call me back soon.")[0][2]).toBe("word order");
    expect(edits("We went to to the park.", "We went to the park.").map((e) => e[2])).toEqual(["preposition"]);
    expect(applied("We went to to the park.", "We went to the park.")).toBe("We went to the park.");
    expect(edits("He is very tall man.", "He is a very tall man.")).toEqual([["is", "is a", "article"]]);
    expect(edits("I want that you come.", "I want you to come.").map((e) => e[2])).not.toContain("spelling");
    expect(edits("The meeting was very productive and fun.", "The meeting was very fruitful and fun.")).toEqual([
      ["productive", "fruitful", "word choice"],
    ]);
    expect(edits("It rained, we stayed inside.", "It rained, so we stayed inside.")).toEqual([
      [",", ", so", "missing word"],
    ]);
    expect(edits("She smiled happily happily at us.", "She smiled happily at us.")[0][2]).toBe("extra word");
  });

  it("letter case and word boundaries are spelling edits", () => {
    expect(edits("on monday we rest.", "On Monday we rest.")).toEqual([
      ["on", "On", "spelling"],
      ["monday", "Monday", "spelling"],
    ]);
    expect(edits("We met Forexample at noon.", "We met For example at noon.")).toEqual([
      ["Forexample", "For example", "spelling"],
    ]);
    expect(edits("We need a note book.", "We need a notebook.")).toEqual([["note book", "notebook", "spelling"]]);
  });

  it("merges what a writer reads as one change, and keeps separate fixes apart", () => {
    // Two fixed words side by side are two edits; an inserted article joins the word it belongs with.
    expect(edits("I has went home.", "I have gone home.")).toEqual([
      ["has", "have", "agreement"],
      ["went", "gone", "verb form"],
    ]);
    expect(edits("She has went out.", "She has gone out.")).toEqual([["went", "gone", "verb form"]]);
    // Words replaced by unrelated words are one edit.
    expect(edits("We made a big mistake yesterday.", "We erred badly yesterday.")).toHaveLength(1);
  });

  it("offsets are UTF-16 indices into the source, past emoji, and applying every edit gives the correction", () => {
    const source = "Good news 🎉🎉 we has won teh prize";
    const corrected = "Good news 🎉🎉 we have won the prize.";
    const found = alignEdits(source, corrected);
    for (const edit of found) expect(source.slice(edit.start, edit.end)).toBe(edit.text);
    expect(found.map((e) => e.text)).toEqual(["has", "teh", "prize"]);
    expect(found[0].start).toBe(source.indexOf("has"));
    expect(applied(source, corrected)).toBe(corrected);
    expect(tokenize("a 👍🏽 b").map((t) => t.text)).toEqual(["a", "👍", "🏽", "b"]);
  });

  it("applying the edits gives the correction back, for insertions and deletions at either end", () => {
    for (const [source, corrected] of [
      ["the cat sat", "The cat sat."],
      ["Well well, it works.", "Well, it works."],
      ["cat sat on mat.", "The cat sat on the mat."],
      ["So so tired today.", "So tired today."],
    ]) {
      expect(applied(source, corrected)).toBe(corrected);
    }
  });

  it("unchanged text has no edits; a change of spacing alone has none either", () => {
    expect(alignEdits("All is well.", "All is well.")).toEqual([]);
    expect(alignEdits("All  is well.", "All is well.")).toEqual([]);
  });

  it("a long paragraph is aligned sentence by sentence, and not at all when its sentences do not pair", () => {
    const sentence = (n: number) => `Sentence number ${n} has a error in it.`;
    const fixed = (n: number) => `Sentence number ${n} has an error in it.`;
    const count = Math.ceil(ALIGN_TOKENS_MAX / 9) + 5;
    const source = Array.from({ length: count }, (_, n) => sentence(n)).join(" ");
    const corrected = Array.from({ length: count }, (_, n) => fixed(n)).join(" ");
    expect(tokenize(source).length).toBeGreaterThan(ALIGN_TOKENS_MAX);
    const found = alignEdits(source, corrected);
    expect(found).toHaveLength(count);
    expect(found.every((e) => e.text === "a" && e.replacement === "an")).toBe(true);
    expect(applied(source, corrected)).toBe(corrected);
    // One sentence fewer in the correction: no pairing, so no edits rather than wrong ones.
    expect(alignEdits(source, corrected.replace(/\.[^.]*\.$/, "."))).toEqual([]);
    // One run-on sentence over the limit is left out.
    const runOn = Array.from({ length: ALIGN_TOKENS_MAX + 10 }, () => "word").join(" ");
    expect(alignEdits(runOn, `${runOn}s`)).toEqual([]);
  });
});

describe("deep-check findings from a correction", () => {
  it("are the editor's issue shape, marked as the model's", () => {
    const [issue] = deepIssuesOf("We bought a orange bike.", "We bought an orange bike.");
    expect(issue).toEqual({
      type: "grammar",
      severity: "high",
      text: "a",
      suggestion: "an",
      suggestions: ["an"],
      explanation: "Use “an” before a vowel sound.",
      start: 10,
      end: 11,
      source: "ai",
      rule: "AiCorrection",
      kind: "article",
    });
    expect(deepIssuesOf("on monday", "On monday")[0]).toMatchObject({ type: "spelling", severity: "low" });
  });

  it("a rewrite or a reply about the text gives no findings", () => {
    const source = "The report was finished late because the data came in late.";
    expect(deepIssuesOf(source, "Here is the corrected text: the report is done, but late data delayed it.")).toEqual(
      [],
    );
    expect(deepIssuesOf(source, source.replace("came in", "arrived"))).toHaveLength(1);
  });
});

describe("a text's paragraphs for the deep check", () => {
  it("non-blank lines with their offsets; a long one cut after a sentence that fits", async () => {
    const { paragraphsOf } = await import("./paragraphs");
    const text = "First line here.\n\n  Second one.\r\nThird.";
    const found = paragraphsOf(text, 2000);
    expect(found.map((p) => p.text)).toEqual(["First line here.", "Second one.", "Third."]);
    for (const p of found) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
    const long = "One short sentence. Another short one. A third.";
    const cut = paragraphsOf(long, 25);
    expect(cut.map((p) => p.text)).toEqual(["One short sentence.", "Another short one.", "A third."]);
    for (const p of cut) expect(long.slice(p.start, p.start + p.text.length)).toBe(p.text);
    expect(paragraphsOf("x".repeat(30), 10).map((p) => p.text.length)).toEqual([10, 10, 10]);
  });
});
