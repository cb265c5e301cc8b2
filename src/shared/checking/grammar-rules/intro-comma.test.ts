import { describe, expect, it } from "vitest";
import { refineFindings } from "../refine";
import { grammarRuleIssues } from ".";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsIntroComma");

describe("a comma after a sentence's opening phrase", () => {
  it.each([
    ["For instance we can see young people working.", "instance → instance,"],
    ["The plan failed; however we tried again.", "however → however,"],
    ["In my opinion the city is too loud.", "opinion → opinion,"],
    ["On one hand each field has its rules.", "hand → hand,"],
    ["It rained; therefore we stayed inside.", "therefore → therefore,"],
    ["Unfortunately we are late.", "Unfortunately → Unfortunately,"],
    ["Also the animal population grew.", "Also → Also,"],
    ["Finally the third cause is the cost.", "Finally → Finally,"],
    ["Second we need more money.", "Second → Second,"],
    ["First of all we have to agree.", "all → all,"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "For instance, we can see young people working.",
    // Harper's DiscourseMarkers flags these at a sentence's start: one finding, not two.
    "For example we can see young people working.",
    "However I still believe that facts matter.",
    "However much you try, the door stays shut.",
    "Thus making a mistake is human.",
    "Hence the need for a new law.",
    "Also known as the Big Apple, the city never sleeps.",
    "Finally arrived, we slept.",
    "Second place went to the visitors.",
    "We came for example sentences and left with none.",
    "In fact.",
    "I think that, however small, it counts.",
    "Furthermore.",
  ])("leaves alone %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });

  it("is a convention more than an error: shown at the picky level, not the default", () => {
    const text = "For instance we can see it.";
    const found = grammarRuleIssues(text).map((issue) => ({ ...issue }));
    const writer = { dictionary: new Set<string>(), guide: [] };
    expect(refineFindings(text, found, writer, { level: "picky" }).map((i) => i.rule)).toEqual(["QsIntroComma"]);
    expect(refineFindings(text, found, writer, { level: "default" })).toEqual([]);
  });
});
