import { describe, expect, it } from "vitest";
import { groupDigits, parseWholeNumber } from "./format";

describe("groupDigits", () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, 999, 1000, 2000, 12_345, 50_000, 200_000, 999_999, 1_234_567, -4200]) {
      expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("leaves fractions to toLocaleString", () => {
    expect(groupDigits(1234.5)).toBe("1,234.5");
  });
});

describe("parseWholeNumber", () => {
  it("reads digits as typed, grouped in threes by one separator or not grouped", () => {
    for (const [text, n] of [
      ["10000", 10_000],
      [" 10,000 ", 10_000],
      ["10 000", 10_000],
      ["10\u00a0000", 10_000],
      ["1'234'567", 1_234_567],
      ["0", 0],
      ["999", 999],
    ] as const) {
      expect(parseWholeNumber(text), text).toBe(n);
    }
  });

  it("refuses what is not a whole number, or is grouped wrongly", () => {
    for (const text of ["", "10.000", "10,00", "1,0000", "10,000 000", "-5", "1e4", "ten", "12.5", "9".repeat(20)]) {
      expect(parseWholeNumber(text), text).toBeNull();
    }
  });

  it("reads every number groupDigits writes", () => {
    for (const n of [0, 1000, 12_345, 9_990, 100_000_000]) expect(parseWholeNumber(groupDigits(n))).toBe(n);
  });
});
