import { grammarScore } from "@shared/grammar";
import { describe, expect, it } from "vitest";
import type { BlockIssue } from "./linter";
import { acceptAllEdits, documentScore, firstFix, groupProblems } from "./panel-model";
import type { Problem } from "./plugin";

const problem = (
  from: number,
  text: string,
  type: BlockIssue["type"],
  suggestions: string[],
  extra: Partial<BlockIssue> = {},
): Problem => ({
  from,
  to: from + text.length,
  issue: {
    type,
    severity: type === "style" ? "low" : type === "punctuation" ? "medium" : "high",
    text,
    suggestion: suggestions[0] ?? "",
    suggestions,
    explanation: `About “${text}”.`,
    start: 0,
    end: text.length,
    rule: "SpellCheck",
    kind: "Spelling",
    ...extra,
  },
});

describe("the issue panel's groups", () => {
  it("lists the kinds in a fixed order with their counts, the model's last, and leaves out empty kinds", () => {
    const list = [
      problem(1, "Their", "grammar", ["There"]),
      problem(10, "teh", "spelling", ["the"]),
      problem(20, "recieve", "spelling", ["receive"]),
      problem(30, "utilize", "guide", ["use"]),
      problem(40, "an", "grammar", ["a"], { source: "ai" }),
    ];
    const { groups, total } = groupProblems(list);
    expect(total).toBe(5);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ["Spelling", 2],
      ["Grammar", 1],
      ["Style guide", 1],
      ["AI suggestions", 1],
    ]);
    expect(groups[0].items.map((p) => p.issue.text)).toEqual(["teh", "recieve"]);
  });

  it("has no group and a total of 0 for a clean document", () => {
    expect(groupProblems([])).toEqual({ groups: [], total: 0 });
  });
});

describe("the document's score", () => {
  it("is the grammar checker's score of the problems shown over the document's words, and rises as they go", () => {
    const list = [problem(1, "teh", "spelling", ["the"]), problem(9, "x ,", "punctuation", ["x,"])];
    expect(documentScore(list, 200)).toBe(grammarScore([{ severity: "high" }, { severity: "medium" }], 200));
    expect(documentScore(list, 200)).toBe(96);
    expect(documentScore(list.slice(1), 200)).toBe(99);
    expect(documentScore([], 200)).toBe(100);
    // Short texts count as 100 words, so one slip does not sink them.
    expect(documentScore(list.slice(0, 1), 5)).toBe(94);
  });
});

describe("accepting a problem's fix", () => {
  it("takes the first suggestion, an empty one for a removal, and none when there is nothing to apply", () => {
    expect(firstFix(problem(1, "teh", "spelling", ["the", "ten"]).issue)).toBe("the");
    expect(firstFix(problem(1, "the the", "grammar", [""], { removes: true }).issue)).toBe("");
    expect(firstFix(problem(1, "Hmm", "style", []).issue)).toBeNull();
  });
});

describe("Accept all", () => {
  const list = [
    problem(1, "teh", "spelling", ["the"]),
    problem(5, "Their", "grammar", ["There"]),
    problem(12, "recieve", "spelling", ["receive", "relieve"]),
    problem(12, "recieve mail", "spelling", ["receive mail"]),
    problem(30, "qzx", "spelling", []),
    problem(40, "wrod", "spelling", ["word"], { source: "ai" }),
    problem(50, "x ,", "punctuation", ["x,"]),
  ];

  it("edits only that kind's rule problems, first fixes, from the end back, never two overlapping", () => {
    expect(acceptAllEdits(list, "spelling")).toEqual([
      { from: 12, to: 19, insert: "receive" },
      { from: 1, to: 4, insert: "the" },
    ]);
    expect(acceptAllEdits(list, "punctuation")).toEqual([{ from: 50, to: 53, insert: "x," }]);
  });

  it("applied in order to the text, fixes every spelling problem and changes nothing else", () => {
    let text = " teh Their  recieve mail.";
    for (const edit of acceptAllEdits(list.slice(0, 3), "spelling"))
      text = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
    expect(text).toBe(" the Their  receive mail.");
  });

  it("has nothing to do where the kind has no fixable problem", () => {
    expect(acceptAllEdits(list, "style")).toEqual([]);
    expect(acceptAllEdits([problem(30, "qzx", "spelling", [])], "spelling")).toEqual([]);
  });
});
