import { describe, expect, it } from "vitest";
import { possessive } from "./possessive";

describe("possessive", () => {
  it("adds 's, or only an apostrophe to a name ending in s", () => {
    expect(possessive("Acme School")).toBe("Acme School's");
    expect(possessive("Acme Writers")).toBe("Acme Writers'");
    expect(possessive("ACME WRITERS")).toBe("ACME WRITERS'");
    expect(possessive("Harbor Agency")).toBe("Harbor Agency's");
  });
});
