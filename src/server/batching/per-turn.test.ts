import { describe, expect, it } from "vitest";
import { perTurn } from "./per-turn";

/** A runMany that records each group it was given and answers each item doubled (or fails on "bad"). */
function recorder() {
  const groups: string[][] = [];
  const runMany = async (items: string[]) => {
    groups.push(items);
    if (items.includes("bad")) throw new Error("bad item");
    return items.map((item) => item + item);
  };
  return { groups, runMany };
}

describe("perTurn", () => {
  it("runs the calls of one turn together, in order, and the next turn's apart", async () => {
    const { groups, runMany } = recorder();
    const call = perTurn(runMany, { max: 10, key: (item) => item });
    expect(await Promise.all([call("a"), call("b"), call("c")])).toEqual(["aa", "bb", "cc"]);
    expect(await call("d")).toBe("dd");
    expect(groups).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("never puts more than max, or two of one key, in a group", async () => {
    const { groups, runMany } = recorder();
    const call = perTurn(runMany, { max: 2, key: (item) => item.slice(0, 1) });
    const answers = await Promise.all(["a1", "b1", "c1", "a2", "a3"].map(call));
    expect(answers).toEqual(["a1a1", "b1b1", "c1c1", "a2a2", "a3a3"]);
    expect(groups).toEqual([["a1", "b1"], ["c1", "a2"], ["a3"]]);
  });

  it("when a group fails, runs each of its items alone: only the bad one fails", async () => {
    const { groups, runMany } = recorder();
    const call = perTurn(runMany, { max: 10, key: (item) => item });
    const answers = await Promise.allSettled([call("a"), call("bad"), call("c")]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([
      "aa",
      "bad item",
      "cc",
    ]);
    expect(groups).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});
