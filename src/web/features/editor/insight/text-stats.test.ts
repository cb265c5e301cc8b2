import { describe, expect, it } from "vitest";
import { passiveRanges } from "./passive";
import { formatMinutes, sentences, syllables, textStats, words } from "./text-stats";

describe("text stats", () => {
  it("counts words, characters and sentences", () => {
    const text = "The cat sat. Did it purr? Yes!\nA heading";
    const stats = textStats(text);
    expect(stats.words).toBe(9);
    expect(stats.characters).toBe(text.length);
    expect(stats.sentences).toBe(4);
  });

  it("keeps abbreviations and initials inside a sentence", () => {
    expect(sentences("Dr. Smith met J. Doe, e.g. at noon. Then left.").map((s) => s.text)).toEqual([
      "Dr. Smith met J. Doe, e.g. at noon.",
      "Then left.",
    ]);
  });

  it("gives each sentence's place in the text", () => {
    const text = "  One two.  Three four five.";
    for (const s of sentences(text)) expect(text.slice(s.from, s.to)).toBe(s.text);
  });

  it("counts contractions and hyphenated words as one word", () => {
    expect(words("It's a well-known fact")).toEqual(["It's", "a", "well-known", "fact"]);
  });

  it("counts syllables by the heuristic", () => {
    expect(syllables("cat")).toBe(1);
    expect(syllables("table")).toBe(2);
    expect(syllables("computer")).toBe(3);
    expect(syllables("readability")).toBe(5);
    expect(syllables("jumped")).toBe(1);
  });

  it("reads at 238 and speaks at 150 words a minute", () => {
    const text = Array.from({ length: 476 }, () => "word").join(" ");
    const stats = textStats(text);
    expect(stats.readingMinutes).toBe(2);
    expect(stats.speakingMinutes).toBeCloseTo(476 / 150);
    expect(formatMinutes(stats.readingMinutes)).toBe("2 min");
    expect(formatMinutes(0.75)).toBe("45 s");
    expect(formatMinutes(2.5)).toBe("2 min 30 s");
  });

  it("scores easy text as easy and dense text as hard (Flesch, Flesch–Kincaid)", () => {
    const easy = textStats("The cat sat on the mat. The dog ran to the park. We had fun.");
    const hard = textStats(
      "Notwithstanding considerable organizational deliberation, the administrative committee's comprehensive recommendations regarding institutional accountability remained fundamentally unimplemented.",
    );
    expect(easy.readingEase!).toBeGreaterThan(90);
    expect(easy.gradeLevel!).toBeLessThan(3);
    expect(hard.readingEase!).toBeLessThan(10);
    expect(hard.gradeLevel!).toBeGreaterThan(18);
  });

  it("has no scores for an empty text", () => {
    expect(textStats("  ")).toMatchObject({ words: 0, sentences: 0, readingEase: null, gradeLevel: null });
  });
});

describe("passive voice", () => {
  const found = (text: string) => passiveRanges(text).map((r) => text.slice(r.from, r.to));

  it("finds a form of 'to be' with a past participle, regular or irregular", () => {
    expect(found("The report was written by Ana. The bugs were fixed quickly.")).toEqual(["was written", "were fixed"]);
    expect(found("It is being reviewed and has been quietly approved.")).toEqual([
      "being reviewed",
      "been quietly approved",
    ]);
  });

  it("leaves the active voice alone", () => {
    expect(found("Ana wrote the report. We fixed the bugs. She is happy. They are in need.")).toEqual([]);
  });
});
