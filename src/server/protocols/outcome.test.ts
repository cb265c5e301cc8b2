import type { RunEvent } from "@shared/run-events";
import { describe, expect, it } from "vitest";
import { CANCELLED, endStatus, failureOf, foldRun } from "./outcome";

async function* eventsOf(...events: RunEvent[]) {
  yield* events;
}

const done = {
  output: "Two words.",
  wordsCharged: 2,
  usage: { wordsUsed: 2, wordsLimit: 100 },
  truncated: false,
  documentId: "doc-1",
};

describe("the fold of a run's events", () => {
  it("a finished run: its done, its document and the text it wrote; each event seen after it is folded", async () => {
    const seen: string[] = [];
    const result = await foldRun(
      eventsOf(
        { type: "start", documentId: "doc-1" },
        { type: "delta", text: "Two " },
        { type: "delta", text: "words." },
        { type: "done", done },
      ),
      (event, so) => seen.push(`${event.type}:${so.text}`),
    );
    expect(result).toEqual({ end: { kind: "done", done }, documentId: "doc-1", text: "Two words." });
    expect(seen).toEqual(["start:", "delta:Two ", "delta:Two words.", "done:Two words."]);
    expect(endStatus(result.end)).toBe(200);
  });

  it("a failed run keeps its document and text, and answers its failure's status", async () => {
    const error = { code: "UPSTREAM_TIMEOUT", title: "Timeout", message: "The model took too long." };
    const result = await foldRun(
      eventsOf({ type: "start", documentId: "doc-2" }, { type: "delta", text: "Half" }, { type: "error", error }),
    );
    expect(result).toEqual({ end: { kind: "failed", error }, documentId: "doc-2", text: "Half" });
    expect(endStatus(result.end)).toBe(504);
    expect(result.end.kind !== "done" && failureOf(result.end)).toBe(error);
  });

  it("events that stop without a final one are a cancelled run: 409 and the one wording", async () => {
    const result = await foldRun(eventsOf({ type: "start", documentId: "doc-3" }));
    expect(result.end).toEqual({ kind: "cancelled" });
    expect(endStatus(result.end)).toBe(409);
    expect(result.end.kind !== "done" && failureOf(result.end)).toEqual({
      code: "RUN_CANCELLED",
      title: "Run Cancelled",
      message: "The request was cancelled before the run finished. The text written so far is saved in your documents.",
    });
    expect(CANCELLED.code).toBe("RUN_CANCELLED");
  });

  it("decides a failure's HTTP status from its code", () => {
    const status = (code: string) => endStatus({ kind: "failed", error: { code, title: "", message: "" } });
    expect(
      ["UPSTREAM_TIMEOUT", "SERVICE_UNAVAILABLE", "TOOL_DISABLED", "RUN_INTERRUPTED", "USAGE_UPDATE_FAILED", "X"].map(
        status,
      ),
    ).toEqual([504, 503, 503, 503, 500, 502]);
  });
});
