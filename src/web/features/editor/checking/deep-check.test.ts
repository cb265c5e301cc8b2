import type { DeepCheckRequest, DeepIssue } from "@shared/deep-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import {
  afterAccept,
  DEEP_CHECK_BATCH,
  DEEP_CHECK_MAX_CHARS,
  DeepCheckCache,
  type DeepCheckReply,
  paragraphsToSend,
  runDeepCheck,
} from "./deep-check";

// The client's own logic (batches, cache, refusals) against a function answering in the endpoint's
// shape (a suggestion on every "dont" of each paragraph sent); the endpoint itself is tested over a
// socket in src/server/checking and from the editor in tests/e2e/editor-panel.spec.ts.
const suggestion = (start: number, found: string, fix: string): DeepIssue => ({
  type: "grammar",
  severity: "high",
  text: found,
  suggestion: fix,
  suggestions: [fix],
  explanation: `“${found}” needs an apostrophe.`,
  start,
  end: start + found.length,
  source: "ai",
  rule: "AiCorrection",
  kind: "word choice",
});

function endpoint(wordsPerParagraph = 4) {
  const requests: DeepCheckRequest[] = [];
  const post = async (request: DeepCheckRequest): Promise<DeepCheckReply> => {
    requests.push(request);
    const results = request.paragraphs.map((text, paragraph) => {
      const at = text.indexOf("dont");
      return { paragraph, issues: at < 0 ? [] : [suggestion(at, "dont", "don't")] };
    });
    const wordsCharged = request.paragraphs.length * wordsPerParagraph;
    return { results, wordsCharged, usage: { wordsUsed: 100 + wordsCharged, wordsLimit: 2000 } };
  };
  return { requests, post };
}

describe("which paragraphs the deep check sends", () => {
  it("sends each changed paragraph once, never an unchanged, blank or over-long one", () => {
    const cache = new DeepCheckCache();
    cache.set("Checked before.", []);
    const long = "x".repeat(DEEP_CHECK_MAX_CHARS + 1);
    expect(paragraphsToSend(["Checked before.", "New one.", "  ", "New one.", long, "Another."], cache)).toEqual({
      send: ["New one.", "Another."],
      tooLong: 1,
    });
  });
});

describe("runDeepCheck", () => {
  it("keeps each paragraph's suggestions by its text and sends nothing again for unchanged paragraphs", async () => {
    const cache = new DeepCheckCache();
    const { requests, post } = endpoint();
    const first = await runDeepCheck(["I dont know.", "All fine here."], { dialect: "british", cache, post });
    expect(first).toEqual({
      kind: "done",
      checked: 2,
      tooLong: 0,
      wordsCharged: 8,
      usage: { wordsUsed: 108, wordsLimit: 2000 },
    });
    expect(requests).toEqual([{ paragraphs: ["I dont know.", "All fine here."], dialect: "british" }]);
    expect(cache.get("I dont know.")?.map((i) => [i.text, i.suggestions[0], i.source])).toEqual([
      ["dont", "don't", "ai"],
    ]);
    expect(cache.get("All fine here.")).toEqual([]);

    // One paragraph edited: only it goes out, and only its words are charged.
    const second = await runDeepCheck(["I dont know.", "All fine here, dont worry."], {
      dialect: "british",
      cache,
      post,
    });
    expect(requests[1]).toEqual({ paragraphs: ["All fine here, dont worry."], dialect: "british" });
    expect(second).toMatchObject({ kind: "done", checked: 1, wordsCharged: 4 });

    // Nothing changed: no request at all.
    expect(await runDeepCheck(["I dont know."], { dialect: "british", cache, post })).toMatchObject({
      kind: "done",
      checked: 0,
      wordsCharged: 0,
    });
    expect(requests).toHaveLength(2);
  });

  it("sends at most a batch of paragraphs per request and reports its progress", async () => {
    const { requests, post } = endpoint(1);
    const texts = Array.from({ length: DEEP_CHECK_BATCH + 5 }, (_, i) => `Paragraph ${i}.`);
    const progress: [number, number][] = [];
    const outcome = await runDeepCheck(texts, {
      dialect: "american",
      cache: new DeepCheckCache(),
      post,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(requests.map((r) => r.paragraphs.length)).toEqual([DEEP_CHECK_BATCH, 5]);
    expect(progress).toEqual([
      [0, 25],
      [20, 25],
      [25, 25],
    ]);
    expect(outcome).toMatchObject({ checked: 25, wordsCharged: 25 });
  });

  it("drops a suggestion whose offsets do not hold in the paragraph sent", async () => {
    const cache = new DeepCheckCache();
    const post = async (): Promise<DeepCheckReply> => ({
      results: [{ paragraph: 0, issues: [suggestion(2, "dont", "don't"), suggestion(40, "x", "y")] }],
      wordsCharged: 3,
      usage: { wordsUsed: 3, wordsLimit: 2000 },
    });
    await runDeepCheck(["We dont."], { dialect: "american", cache, post });
    expect(cache.get("We dont.")).toEqual([]);
  });

  it("goes quiet without a model, and stops at a refusal keeping what was checked before it", async () => {
    const unavailable = async (): Promise<DeepCheckReply> => {
      throw new ApiError(503, "AI_UNAVAILABLE", "AI unavailable", "No model is configured.");
    };
    expect(
      await runDeepCheck(["I dont."], { dialect: "american", cache: new DeepCheckCache(), post: unavailable }),
    ).toEqual({
      kind: "unavailable",
    });

    const cache = new DeepCheckCache();
    const { post } = endpoint(2);
    let calls = 0;
    const refusing = async (request: DeepCheckRequest) => {
      if (calls++ === 1)
        throw new ApiError(403, "LIMIT_REACHED", "Word limit reached", "You have used all your words.");
      return post(request);
    };
    const texts = Array.from({ length: DEEP_CHECK_BATCH + 1 }, (_, i) => `Line ${i}.`);
    const outcome = await runDeepCheck(texts, { dialect: "american", cache, post: refusing });
    expect(outcome).toEqual({
      kind: "refused",
      status: 403,
      title: "Word limit reached",
      message: "You have used all your words.",
      checked: DEEP_CHECK_BATCH,
      wordsCharged: DEEP_CHECK_BATCH * 2,
    });
    expect(cache.get("Line 0.")).toEqual([]);
    expect(cache.get(`Line ${DEEP_CHECK_BATCH}.`)).toBeUndefined();
  });
});

describe("accepting a model's suggestion", () => {
  it("keeps the paragraph's other suggestions for its new text, moved, and drops one the fix overlapped", () => {
    const text = "I dont think they dont know.";
    const a = suggestion(2, "dont", "don't");
    const b = suggestion(18, "dont", "don't");
    const overlapping = suggestion(2, "dont think", "don't think");
    const next = afterAccept(text, [a, overlapping, b], a, "don't");
    expect(next.text).toBe("I don't think they dont know.");
    expect(next.issues.map((i) => next.text.slice(i.start, i.end))).toEqual(["dont"]);
    expect(next.issues[0].start).toBe(19);
  });
});

describe("DeepCheckCache", () => {
  it("forgets the oldest paragraphs past its limit", () => {
    const cache = new DeepCheckCache(2);
    cache.set("a", []);
    cache.set("b", []);
    cache.set("c", []);
    expect(cache.get("a")).toBeUndefined();
    expect([...cache.all().keys()]).toEqual(["b", "c"]);
  });
});
