import { beforeAll, describe, expect, it } from "vitest";
import { commonWordsNear, rankSpellingSuggestions, typingDistance } from "./spelling-rank";
import { loadWordFrequencies, wordFrequenciesLoaded } from "./word-frequency";

describe("typingDistance", () => {
  it("charges less for a neighbouring key, a doubled letter, a swap and a vowel than for other changes", () => {
    expect(typingDistance("hwllo", "hello")).toBeLessThan(typingDistance("hpllo", "hello"));
    expect(typingDistance("comming", "coming")).toBeLessThan(typingDistance("comxing", "coming"));
    expect(typingDistance("teh", "the")).toBeLessThan(typingDistance("tah", "the"));
    expect(typingDistance("dector", "doctor")).toBeLessThan(typingDistance("dcctor", "doctor"));
    expect(typingDistance("same", "same")).toBe(0);
  });
});

describe("rankSpellingSuggestions", () => {
  beforeAll(async () => {
    await loadWordFrequencies();
  }, 60_000);

  it("loads the frequency list", () => {
    expect(wordFrequenciesLoaded()).toBe(true);
  });

  it("puts the word the writer most likely meant first", () => {
    // Harper's own suggestion lists for these misspellings, in its order.
    expect(rankSpellingSuggestions("goog", ["gong", "goo", "good"])[0]).toBe("good");
    expect(rankSpellingSuggestions("larned", ["larded", "larked", "learned"])[0]).toBe("learned");
    expect(rankSpellingSuggestions("wrk", ["wok", "work", "irk"])[0]).toBe("work");
    expect(rankSpellingSuggestions("poeple", ["people", "peeler", "purple"])[0]).toBe("people");
  });

  it("prefers the plain word to a possessive", () => {
    expect(rankSpellingSuggestions("ideass", ["idea's", "ideas", "idea"])[0]).toBe("ideas");
  });

  it("keeps Harper's first choice when it is close and common", () => {
    expect(rankSpellingSuggestions("recieved", ["received", "relieved", "receive"])[0]).toBe("received");
    expect(rankSpellingSuggestions("thief", ["thief", "the"])[0]).toBe("thief");
  });

  it("drops a split into a rare word and keeps one into two common words when the joined word is unknown", () => {
    expect(rankSpellingSuggestions("informations", ["in formations"])).toEqual([]);
    expect(rankSpellingSuggestions("advices", ["adv ices", "ad vices", "advice"])).toEqual(["advice"]);
    expect(rankSpellingSuggestions("forexample", ["forecastle", "for example"])[0]).toBe("for example");
    // "someone" is a word: splitting it is not what the writer meant.
    expect(rankSpellingSuggestions("someone", ["some one", "someone's"])).not.toContain("some one");
  });

  it("keeps the letter case Harper gave", () => {
    expect(rankSpellingSuggestions("Goog", ["Gong", "Goo", "Good"])[0]).toBe("Good");
  });

  it('counts a contraction as often used as its first word (the list splits "don\'t" into "don" and "t")', () => {
    // Harper's own list for "dont", in its order.
    expect(rankSpellingSuggestions("dont", ["don", "dent", "don't"])[0]).toBe("don't");
  });

  it("offers a common word one slip away that Harper did not list, if it is likelier than Harper's", () => {
    // Harper lists "walk", "war", "ward" for "wark"; "work" is one vowel away and far more common.
    expect(commonWordsNear("wark")).toContain("work");
    expect(rankSpellingSuggestions("wark", ["walk", "war", "ward"], commonWordsNear("wark"))[0]).toBe("work");
    expect(rankSpellingSuggestions("Wark", ["Walk", "War", "Ward"], commonWordsNear("Wark"))[0]).toBe("Work");
    // As many suggestions as Harper gave: the nearby words compete for the places, they do not add to them.
    expect(rankSpellingSuggestions("wark", ["walk", "war", "ward"], commonWordsNear("wark"))).toHaveLength(3);
  });

  it("finds nearby words only for plain words, never a contraction's stem on its own", () => {
    expect(commonWordsNear("dont")).toContain("don't");
    expect(commonWordsNear("dont")).not.toContain("don");
    expect(commonWordsNear("x1")).toEqual([]);
    expect(commonWordsNear("a".repeat(50))).toEqual([]);
  });
});
