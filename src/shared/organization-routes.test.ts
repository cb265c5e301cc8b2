import { describe, expect, it } from "vitest";
import { isKnownPage } from "./routes";

describe("organization pages", () => {
  it("are known pages (200, not 404): the organization page and well-formed invitation links only", () => {
    expect(isKnownPage("/organization")).toBe(true);
    expect(isKnownPage(`/join/${"A".repeat(42)}_`)).toBe(true);
    expect(isKnownPage("/join/short")).toBe(false);
    expect(isKnownPage(`/join/${"A".repeat(43)}/x`)).toBe(false);
  });
});
