import { describe, expect, it } from "vitest";
import { seconds, tryAgainIn } from "./try-again";

describe("a wait, in words", () => {
  it("is one second, or so many seconds", () => {
    expect(tryAgainIn(1)).toBe("Try again in 1 second.");
    expect(tryAgainIn(2)).toBe("Try again in 2 seconds.");
    expect(tryAgainIn(600)).toBe("Try again in 600 seconds.");
    expect(seconds(1)).toBe("1 second");
  });
});
