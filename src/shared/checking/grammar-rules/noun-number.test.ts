import { describe, expect, it } from "vitest";
import { fixesBy } from "./test-support";

const fixes = fixesBy("QsNounNumber");

describe("noun number after a determiner", () => {
  it.each([
    ["We solved many problem in one day.", "problem → problems"],
    ["Every students get a badge.", "students → student"],
    ["I do not like that kinds of music.", "kinds → kind"],
    ["She gave us a lot of informations.", "informations → information"],
    ["They had several reason to leave.", "reason → reasons"],
    ["These thing are hard to find.", "thing → things"],
    ["Each of us has a bikes.", "bikes → bike"],
    ["She made another mistakes.", "another mistakes → other mistakes"],
    ["Thanks for the advices, friends.", "advices → advice"],
    ["She gave me an advice.", "an advice → advice"],
  ])("fires on %s", (text, fix) => {
    expect(fixes(text)).toEqual([fix]);
  });

  it.each([
    "We solved many problems in one day.",
    "These computer games are fun.",
    "Many student loans are large.",
    "The students' rooms are clean.",
    "I like that kind of music.",
    "These kinds of music are loud.",
    "Every student gets a badge.",
    "A lot of information was lost.",
    "We talked about many others.",
    "I know that students like it.",
    "Much water was wasted.",
    "We spent many time zones apart.",
    "It will be a succes.",
    "We started a research project.",
    "He has a good knowledge of maps.",
  ])("stays quiet on %s", (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
