import { describe, expect, it } from "vitest";
import { effectiveLimit, meterPercent, meterState, usagePeriod } from "./plans";
import { countWords } from "./words";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["one", 1],
    ["  two   words  ", 2],
    ["line one\nline two\ttab", 5],
    ["don't stop-me now!", 3],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe("word allowance rules", () => {
  const base = { wordsLimit: 2000, monthlyLimit: null, tempBoost: 0, unlimitedAccess: false };
  it("uses monthly_limit over words_limit, plus temp_boost; unlimited is 999999", () => {
    expect(effectiveLimit(base)).toBe(2000);
    expect(effectiveLimit({ ...base, monthlyLimit: 5000 })).toBe(5000);
    expect(effectiveLimit({ ...base, monthlyLimit: 5000, tempBoost: 250 })).toBe(5250);
    expect(effectiveLimit({ ...base, unlimitedAccess: true, monthlyLimit: 10 })).toBe(999999);
  });
  it("meter: warning from 80%, exceeded from 100%, fill capped", () => {
    expect(meterState(1599, 2000)).toBe("normal");
    expect(meterState(1600, 2000)).toBe("warning");
    expect(meterState(2000, 2000)).toBe("exceeded");
    expect(meterPercent(3000, 2000)).toBe(100);
    expect(meterPercent(500, 2000)).toBe(25);
  });
  it("usage periods are UTC calendar months", () => {
    expect(usagePeriod(new Date("2026-11-30T23:59:59Z"))).toBe("2026-11");
    expect(usagePeriod(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
  });
});
