import { describe, expect, it } from "vitest";
import { parsePastedTerms } from "./paste-terms";

describe("pasted terms", () => {
  it("reads lines of avoid → prefer, with arrows, tabs and an optional reason", () => {
    expect(
      parsePastedTerms("utilize → use\r\nleverage -> use\n\n in order to => to \nsynergy\tcooperation\tJargon."),
    ).toEqual([
      { avoid: "utilize", prefer: "use", reason: "", wholeWord: true, matchCase: false },
      { avoid: "leverage", prefer: "use", reason: "", wholeWord: true, matchCase: false },
      { avoid: "in order to", prefer: "to", reason: "", wholeWord: true, matchCase: false },
      { avoid: "synergy", prefer: "cooperation", reason: "Jargon.", wholeWord: true, matchCase: false },
    ]);
    expect(parsePastedTerms("utilize → use → Plain words read faster.")?.[0]?.reason).toBe("Plain words read faster.");
  });

  it("leaves an ordinary paste alone", () => {
    expect(parsePastedTerms("utilize")).toBeNull();
    expect(parsePastedTerms("utilize → use\nplain words")).toBeNull();
    expect(parsePastedTerms("  \n ")).toBeNull();
  });
});
