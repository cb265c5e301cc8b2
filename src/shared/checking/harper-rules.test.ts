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
    ]) {
      expect(await shown(text, "picky"), text).toContain(rule);
      expect(await shown(text, "default"), text).not.toContain(rule);
    }
  });

  it("rules whose fixes were wrong more often than right are left out", async () => {
    const rules = (await check("They are considerably less likely to leave.", "american")).map((i) => i.rule);
    expect(rules).not.toContain("VeryLess");
  });

  it("an error stays an error at the default level", async () => {
    expect(await shown("She dont know.", "default")).not.toEqual([]);
  });
});
