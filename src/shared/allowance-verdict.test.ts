import { describe, expect, it } from "vitest";
import { type AllowanceView, allowanceVerdict, type OrgAllowanceView } from "./allowance-verdict";

const fits = { inputWords: 10, need: 20 };
const personal = (wordsUsed: number, wordsLimit: number, reserved = 0): AllowanceView => ({
  wordsUsed,
  wordsLimit,
  remaining: Math.max(0, wordsLimit - wordsUsed - reserved),
});
const member = (org: Partial<OrgAllowanceView>, remaining = 100): AllowanceView => ({
  wordsUsed: 0,
  wordsLimit: remaining,
  remaining,
  org: { name: "Acme", suspended: false, toolOff: false, poolRoom: 100, capRoom: null, ...org },
});
const verdict = (a: AllowanceView | null, checks = fits) => allowanceVerdict(a, checks, "Paraphraser");

describe("the allowance's verdict, personal account", () => {
  it("lets a run start that fits", () => {
    expect(verdict(personal(100, 2000))).toBeNull();
    expect(verdict(personal(1970, 2000), { inputWords: 30, need: 30 })).toBeNull();
  });

  it("answers 503 when there is no allowance to read", () => {
    expect(verdict(null)).toMatchObject({ code: "USAGE_UPDATE_FAILED", status: 503 });
  });

  it("refuses, in order: the limit reached, then the input, then the estimate", () => {
    // Over every check at once: the limit is named first.
    expect(verdict(personal(2000, 2000), { inputWords: 5000, need: 5000 })).toEqual({
      code: "WORD_LIMIT_REACHED",
      title: "Word Limit Reached",
      message: "You've reached your 2,000 word limit. Upgrade to continue using our tools.",
      status: 403,
    });
    expect(verdict(personal(1990, 2000), { inputWords: 11, need: 5000 })).toEqual({
      code: "INPUT_EXCEEDS_REMAINING",
      title: "Word Limit Exceeded",
      message: "This text contains 11 words, but you only have 10 words remaining in your free plan.",
      status: 403,
    });
    expect(verdict(personal(1990, 2000), { inputWords: 10, need: 11 })).toEqual({
      code: "ESTIMATE_EXCEEDS_REMAINING",
      title: "Word Limit Exceeded",
      message: "This document needs about 11 words, but you only have 10 words remaining in your free plan.",
      status: 403,
    });
  });

  it("counts words other runs hold as gone, but only the words used toward the limit reached", () => {
    expect(verdict(personal(1000, 2000, 1000), { inputWords: 1, need: 0 })).toMatchObject({
      code: "INPUT_EXCEEDS_REMAINING",
    });
  });
});

describe("the allowance's verdict, organization member", () => {
  it("lets a run start within the cap and the pool", () => {
    expect(verdict(member({ capRoom: 50, poolRoom: 100 }, 50))).toBeNull();
  });

  it("refuses, in order: suspended, tool off, pool used up, cap reached", () => {
    const everything = { suspended: true, toolOff: true, poolRoom: 0, capRoom: 0 };
    expect(verdict(member(everything, 0))).toEqual({
      code: "ORG_MEMBER_SUSPENDED",
      title: "Access denied",
      message: "Your access to Acme is suspended. Contact your organization's managers.",
      status: 403,
    });
    expect(verdict(member({ ...everything, suspended: false }, 0))).toEqual({
      code: "ORG_TOOL_DISABLED",
      title: "Tool Unavailable",
      message: "Acme has turned off the Paraphraser for its members.",
      status: 403,
    });
    expect(verdict(member({ poolRoom: 0, capRoom: 0 }, 0))).toEqual({
      code: "ORG_POOL_EXHAUSTED",
      title: "Word Limit Reached",
      message: "Acme's monthly word pool is used up. Ask your organization's managers for more.",
      status: 403,
    });
    expect(verdict(member({ poolRoom: 100, capRoom: 0 }, 0))).toEqual({
      code: "ORG_CAP_REACHED",
      title: "Word Limit Reached",
      message: "You have used the monthly words Acme allows you. Ask your organization's managers to raise your cap.",
      status: 403,
    });
  });

  it("then the input, then the estimate, naming whichever of the cap and the pool is shorter", () => {
    expect(verdict(member({ capRoom: 5, poolRoom: 100 }, 5), { inputWords: 6, need: 500 })).toEqual({
      code: "INPUT_EXCEEDS_REMAINING",
      title: "Word Limit Exceeded",
      message: "This text contains 6 words, but only 5 words remain this month in your cap.",
      status: 403,
    });
    expect(verdict(member({ capRoom: null, poolRoom: 5 }, 5), { inputWords: 5, need: 6 })).toEqual({
      code: "ESTIMATE_EXCEEDS_REMAINING",
      title: "Word Limit Exceeded",
      message: "This request needs up to 6 words, but only 5 words remain this month in Acme's pool.",
      status: 403,
    });
  });
});
