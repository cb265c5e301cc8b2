import { describe, expect, it } from "vitest";
import { groupDigits } from "./format";

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
