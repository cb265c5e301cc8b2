import { describe, expect, it } from "vitest";
import { tokenize } from "./tokens";

describe("tokenize", () => {
  it("keeps words with inner apostrophes, hyphens and numbers whole, with their UTF-16 spans", () => {
    const tokens = tokenize("Don’t pay 1,000 or 1.5m for self-esteem 😀.");
    expect(tokens.map((t) => t.text)).toEqual(["Don’t", "pay", "1,000", "or", "1.5m", "for", "self-esteem", "😀", "."]);
    expect(tokens[0].lower).toBe("don't");
    const emoji = tokens[7];
    expect(emoji.end - emoji.start).toBe(2);
    expect(tokens.map((t) => t.word)).toEqual([true, true, true, true, true, true, true, false, false]);
  });

  it("counts a sentence after . ! ? and at a blank line, not at a number's point or a single line break", () => {
    const sentences = (text: string) => tokenize(text).map((t) => `${t.text}:${t.sentence}`);
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
    expect(sentences("one\ntwo\n\nthree\r\n\r\nfour")).toEqual(["one:0", "two:0", "three:1", "four:2"]);
    expect(tokenize("one\ntwo").map((t) => t.afterBreak)).toEqual([false, true]);
  });
});
