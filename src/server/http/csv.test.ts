import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export cells", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    [null, ""],
    [19.5, "19.5"],
  ])("quotes %j as %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
  ])("neutralises formula injection in %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("joins rows with CRLF and ends with a newline", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"]])).toBe('A,B\r\n1,"x,y"\r\n');
  });
});
