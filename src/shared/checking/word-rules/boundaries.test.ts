import { describe, expect, it } from "vitest";
import { boundaryIssues } from "./boundaries";
import { findings } from "./test-support";

const check = (text: string) => findings(boundaryIssues, text);

describe("boundaryIssues", () => {
  it.each([
    ["Forexample, owls hunt at night.", [["Forexample", "For example"]]],
    ["Some birds, forinstance, never fly.", [["forinstance", "for instance"]]],
    ["Thankyou for the flowers.", [["Thankyou", "Thank you"]]],
    ["We smiled eventhough we were cold.", [["eventhough", "even though"]]],
    ["Noone answered the phone.", [["Noone", "No one"]]],
    ["The train took 12hours to arrive.", [["12hours", "12 hours"]]],
    ["She is 25years old.", [["25years", "25 years"]]],
    ["About 1.5million visitors came.", [["1.5million", "1.5 million"]]],
    ["It rained through out the night.", [["through out", "throughout"]]],
    ["Never the less, we kept walking.", [["Never the less", "Nevertheless"]]],
    ["The children dressed them selves.", [["them selves", "themselves"]]],
    ["Now a days most people shop online.", [["Now a days", "Nowadays"]]],
    ["Can I have an other cup?", [["an other", "another"]]],
  ])("fires on %s", (text, expected) => {
    expect(check(text)).toEqual(expected);
  });

  it.each([
    "We watched it in 3D on a 4K screen.",
    "The shop opens at 10am on the 2nd of May.",
    "The race is 10km long and my mp3 player died.",
    "For example, owls hunt at night.",
    "No one answered, even though we called twice.",
    "The trip took 12 hours.",
    "Throughout the night, it rained.",
    "They did it themselves, nevertheless.",
    "Some of them selfishly left early.",
    "We need another cup.",
  ])("stays quiet on %s", (text) => {
    expect(check(text)).toEqual([]);
  });
});
