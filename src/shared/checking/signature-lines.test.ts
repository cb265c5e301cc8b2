import { describe, expect, it } from "vitest";
import { isSignatureLine, outsideSignatures, signatureRanges } from "./signature-lines";

const DRAFT = [
  "MUTUAL NON-DISCLOSURE AGREEMENT",
  "1. Each party shall keep the other's Confidential Information secret for two years after disclosure.",
  "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.",
  "",
  "ACME LTD",
  "Signature: ____________________",
  "Name:  john smith",
  "Date: ___/___/______",
  "",
  "BETA LLC",
  "By: ____________________",
].join("\n");

const at = (needle: string) => DRAFT.indexOf(needle);
const issue = (needle: string) => ({ start: at(needle), end: at(needle) + needle.length });

describe("a draft's signature block", () => {
  it("recognises blanks to fill in and field labels", () => {
    expect(isSignatureLine("Signature: ____")).toBe(true);
    expect(isSignatureLine("Printed Name: Jane Roe")).toBe(true);
    expect(isSignatureLine("Date: ___/___/______")).toBe(true);
    expect(isSignatureLine("The date of signature is the effective date.")).toBe(false);
  });

  it("runs from the first signature line of the closing short lines to the end", () => {
    expect(signatureRanges(DRAFT)).toEqual([[at("Signature:"), DRAFT.length]]);
    expect(signatureRanges("No signatures here.\nJust text.")).toEqual([]);
  });

  it("covers a lone signature line amid prose", () => {
    const text = `A long paragraph that goes on well beyond sixty characters in length, as clauses do.\nName: ____\n${"More prose that is also well beyond sixty characters in length, as clauses do."}`;
    expect(signatureRanges(text)).toEqual([[text.indexOf("Name:"), text.indexOf("Name:") + 10]]);
  });

  it("drops the issues inside it and keeps the others", () => {
    const kept = outsideSignatures(DRAFT, [
      issue("two years"),
      issue("  "),
      issue("john"),
      issue("____________________"),
    ]);
    expect(kept).toEqual([issue("two years")]);
  });
});
