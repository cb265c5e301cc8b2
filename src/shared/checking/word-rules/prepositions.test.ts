import { describe, expect, it } from "vitest";
import { prepositionIssues, verbForms } from "./prepositions";
import { findings } from "./test-support";

const check = (text: string) => findings(prepositionIssues, text);

describe("prepositionIssues", () => {
  it("inflects regular verbs", () => {
    expect(verbForms("rely")).toEqual(["rely", "relies", "relied", "relying"]);
    expect(verbForms("specialize")).toEqual(["specialize", "specializes", "specialized", "specializing"]);
    expect(verbForms("depend")).toEqual(["depend", "depends", "depended", "depending"]);
  });

  it.each([
    ["My cousin wants to specialize on heart surgery.", [["on", "in"]]],
    ["She specialized at tax law for years.", [["at", "in"]]],
    ["Our plans depend of the budget.", [["of", "on"]]],
    ["Everything depends from the test results.", [["from", "on"]]],
    ["The kit consists from three parts.", [["from", "of"]]],
    ["We participated to the debate.", [["to", "in"]]],
    ["He is responsible of the budget.", [["of", "for"]]],
    ["My brother is afraid from spiders.", [["from", "of"]]],
    ["Are you aware about the delay?", [["about", "of"]]],
    ["Her bag is similar with mine.", [["with", "to"]]],
    ["They became addicted on video games.", [["on", "to"]]],
    ["She mentioned about the party twice.", [["mentioned about", "mentioned"]]],
    ["The report emphasizes on safety.", [["emphasizes on", "emphasizes"]]],
    ["The boy resembles to his grandfather.", [["resembles to", "resembles"]]],
    ["Could you explain me the rules?", [["me", "to me"]]],
    ["The team focused in quality this year.", [["in", "on"]]],
    ["In the other hand, the bus is cheaper.", [["In", "On"]]],
    ["It was, on my opinion, a mistake.", [["on", "in"]]],
    ["On our opinion, the film is too long.", [["On", "In"]]],
    ["Every Saturday we go for shopping.", [["go for shopping", "go shopping"]]],
    ["Last summer they went to fishing with their uncle.", [["went to fishing", "went fishing"]]],
  ])("fires on %s", (text, expected) => {
    expect(check(text)).toEqual(expected);
  });

  it.each([
    "She specializes in heart surgery.",
    "It depends on the budget.",
    "He is married with two children.",
    "I know a great deal about engines.",
    "The camera focused in on the bird.",
    "Factories are concentrated in cities.",
    "He held a cup in the other hand, and a pen in this one.",
    "We went to shopping malls all day.",
    "They go to swimming lessons on Mondays.",
    "The debate was based on facts.",
    "He is responsible for the budget.",
    "The lid rests on the jar.",
    "Depend on us.",
  ])("stays quiet on %s", (text) => {
    expect(check(text)).toEqual([]);
  });
});
