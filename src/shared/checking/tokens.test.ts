import { describe, expect, it } from "vitest";
import { endsWithMark, startsSentence, startsSentenceAt, tokenize } from "./tokens";

const sentences = (text: string) => tokenize(text).map((t) => `${t.text}:${t.sentence}`);

describe("tokenize", () => {
  it("keeps words with inner apostrophes, hyphens and numbers whole, with their UTF-16 spans", () => {
    const tokens = tokenize("Don’t pay 1,000 or 1.5m for self-esteem 😀.");
    expect(tokens.map((t) => t.text)).toEqual(["Don’t", "pay", "1,000", "or", "1.5m", "for", "self-esteem", "😀", "."]);
    expect(tokens[0].lower).toBe("don't");
    const emoji = tokens[7];
    expect(emoji.end - emoji.start).toBe(2);
    expect(tokens.map((t) => t.word)).toEqual([true, true, true, true, true, true, true, false, false]);
  });

  it("counts a sentence after . ! ? and at any line break, not at a number's point", () => {
    expect(sentences("It costs 1.5 euros. Yes! No?")).toEqual([
      "It:0",
      "costs:0",
      "1.5:0",
      "euros:0",
      ".:0",
      "Yes:1",
      "!:1",
      "No:2",
      "?:2",
    ]);
    expect(sentences("one\ntwo\n\nthree\r\n\r\nfour")).toEqual(["one:0", "two:1", "three:2", "four:3"]);
    expect(tokenize("one\ntwo").map((t) => t.afterBreak)).toEqual([false, true]);
  });

  it("keeps a closing quote or bracket with the sentence its mark ends", () => {
    expect(sentences('He said "stop." Then (it ended.) We')).toEqual([
      "He:0",
      "said:0",
      '":0',
      "stop:0",
      ".:0",
      '":0',
      "Then:1",
      "(:1",
      "it:1",
      "ended:1",
      ".:1",
      "):1",
      "We:2",
    ]);
  });

  it("ends no sentence at a title's full stop, nor at an initial's before a lower-case word", () => {
    const words = (text: string) =>
      tokenize(text)
        .filter((t) => t.word)
        .map((t) => `${t.text}:${t.sentence}`);
    expect(words("Mr. Bacchan said no.")).toEqual(["Mr:0", "Bacchan:0", "said:0", "no:0"]);
    expect(words("Fruit, e.g., apples, i.e. food.")).toEqual([
      "Fruit:0",
      "e:0",
      "g:0",
      "apples:0",
      "i:0",
      "e:0",
      "food:0",
    ]);
    expect(words("I live in the U.S. It is big.")).toEqual([
      "I:0",
      "live:0",
      "in:0",
      "the:0",
      "U:0",
      "S:0",
      "It:1",
      "is:1",
      "big:1",
    ]);
    expect(words("It is good. the end")).toEqual(["It:0", "is:0", "good:0", "the:1", "end:1"]);
  });
});

describe("sentence starts and ends", () => {
  it("finds a sentence's first word past opening quotes, and nowhere else", () => {
    const tokens = tokenize('"Can we go?" she asked.\nyes');
    const starts = tokens.filter((t, i) => t.word && startsSentence(tokens, i)).map((t) => t.text);
    expect(starts).toEqual(["Can", "she", "yes"]);
  });

  it("tells a sentence ended by a mark from a line cut off by a break or the text's end", () => {
    const tokens = tokenize('A heading\nA sentence (here.)\nlast "one."');
    expect([0, 2, tokens.length - 2].map((i) => endsWithMark(tokens, i))).toEqual([false, true, true]);
    expect(endsWithMark(tokenize("no end"), 0)).toBe(false);
  });

  it("answers the same for an offset in the text", () => {
    const text = "We met Mr. Bacchan. Then Amitabh left.\nRavi stayed.";
    expect(["Bacchan", "Then", "Amitabh", "Ravi"].map((w) => startsSentenceAt(text, text.indexOf(w)))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
