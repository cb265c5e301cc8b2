import { describe, expect, it } from "vitest";
import { ruleIdOf } from "./rules";

describe("LanguageTool rule ids", () => {
  it("names Harper's rules and ours in LanguageTool's style, spelling by its own id", () => {
    expect(ruleIdOf({ rule: "AnA", kind: "Miscellaneous" }, "en-US")).toBe("QS_AN_A");
    expect(ruleIdOf({ rule: "QsPreposition", kind: "Usage" }, "en-US")).toBe("QS_PREPOSITION");
    expect(ruleIdOf({ rule: "QsSubjectVerbAgreement", kind: "Agreement" }, "en-US")).toBe("QS_SUBJECT_VERB_AGREEMENT");
    expect(ruleIdOf({ rule: "SpellCheck", kind: "Spelling" }, "en-GB")).toBe("MORFOLOGIK_RULE_EN_GB");
  });
});
