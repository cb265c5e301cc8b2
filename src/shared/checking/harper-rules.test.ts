import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import { describe, expect, it } from "vitest";
import { shownBy } from "./refine";
import { ruleChecker } from "./rule-findings";

const check = ruleChecker(new LocalLinter({ binary }));
const shown = async (text: string, level: "default" | "picky") =>
  (await check(text, "american")).filter((issue) => shownBy({ level }, issue)).map((issue) => issue.rule);

describe("Harper's rules as we file them", () => {
  it("a preference is a hint: shown at the picky level only", async () => {
    for (const [text, rule] of [
      ["Thus I agree with the plan.", "DiscourseMarkers"],
      ["We sell food and also drinks.", "AvoidAndAlso"],
      ["Every knowledge is useful.", "MassNouns"],
    ]) {
      expect(await shown(text, "picky"), text).toContain(rule);
      expect(await shown(text, "default"), text).not.toContain(rule);
    }
  });

  it("rules whose fixes were wrong more often than right are left out", async () => {
    const rules = (await check("They are considerably less likely to leave.", "american")).map((i) => i.rule);
    expect(rules).not.toContain("VeryLess");
  });

  it("a mass noun made plural stays an error", async () => {
    expect(await shown("The pollutions of the rivers grew.", "default")).toContain("MassNouns");
  });

  it("a capital is asked for a nationality, not for a chat spelling or a slip from a common word", async () => {
    const fixes = async (text: string) =>
      (await check(text, "american"))
        .filter((issue) => issue.rule === "OrthographicConsistency")
        .map((issue) => issue.text);
    expect(await fixes("He is italian and lives in britain.")).toEqual(["italian", "britain"]);
    expect(await fixes("The yong man said u can go.")).toEqual([]);
  });

  it("a word made with a prefix, markup or an idiom's plural is not misspelled; a slip behind a prefix is", async () => {
    const misspelled = async (text: string) =>
      (await check(text, "american")).filter((issue) => issue.rule === "SpellCheck").map((issue) => issue.text);
    expect(await misspelled("They sell uncertified wood and nonfluoridated water.")).toEqual([]);
    expect(await misspelled("Know the do's and don'ts of eco-certification.")).toEqual([]);
    expect(await misspelled("It is &rsquo;fluent&rsquo; here.")).toEqual([]);
    expect(await misspelled("It is uncorrect and unsuspection.")).toEqual(["uncorrect", "unsuspection"]);
  });

  it("an error stays an error at the default level", async () => {
    expect(await shown("She dont know.", "default")).not.toEqual([]);
  });
});
