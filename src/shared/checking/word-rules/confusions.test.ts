import { describe, expect, it } from "vitest";
import { confusionIssues } from "./confusions";
import { findings } from "./test-support";

const check = (text: string) => findings(confusionIssues, text);

describe("confusionIssues", () => {
  it.each([
    ["Careful, you will loose your hat.", [["loose", "lose"]]],
    ["Try not to panic if you can't loose weight fast.", [["loose", "lose"]]],
    ["We are loosing the match.", [["loosing", "losing"]]],
    ["Your welcome!", [["Your", "You're"]]],
    ["Your going to like this cake.", [["Your", "You're"]]],
    ["Whose coming to the picnic?", [["Whose", "Who's"]]],
    ["I wonder whose been using my desk.", [["whose", "who's"]]],
    ["The soup was to hot to eat.", [["to", "too"]]],
    ["These shoes are to expensive.", [["to", "too"]]],
    ["I except your invitation.", [["except", "accept"]]],
    ["We will except any offer.", [["except", "accept"]]],
    ["Its getting dark outside.", [["Its", "It's"]]],
    ["I think its not ready.", [["its", "it's"]]],
    ["Its going to snow.", [["Its", "It's"]]],
  ])("fires on %s", (text, expected) => {
    expect(check(text)).toEqual(expected);
  });

  it.each([
    "The knot came loose overnight.",
    "Wear loose clothes in summer.",
    "Don't lose your hat.",
    "Thanks for your warm welcome.",
    "Thank you for your welcome.",
    "Your welcome speech was lovely.",
    "I look forward to your going to college.",
    "Whose bag is this?",
    "The artist, whose work we saw, is here.",
    "The plan is to slow the spread.",
    "The goal was to win.",
    "She went to hot springs.",
    "Everyone came except Tom.",
    "All of you except Ana may leave.",
    "The dog wagged its tail.",
    "The company and its staff agree.",
    "It's getting dark.",
  ])("stays quiet on %s", (text) => {
    expect(check(text)).toEqual([]);
  });
});
