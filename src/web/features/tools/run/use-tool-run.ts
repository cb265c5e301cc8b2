import type { RunDone } from "@shared/run";
import type { Tool } from "@shared/tools";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { USAGE_QUERY_KEY, useUsage } from "~/lib/queries";
import { runProblem } from "./request";
import { type RunRequest, type StreamOutcome, streamRun } from "./run-stream";

/** Per-call changes to what a run does with its text and which toasts it shows. */
export type RunOverrides = {
  /** Success toast; `null` shows none. Defaults to the tool's, and only for a non-empty output. */
  success?: { title: string; description: string } | null;
  /** Message when the model fails (title Error). Defaults to the tool's failure message. */
  failure?: string;
  /** "none" leaves `result` alone: the caller places the text itself (one sentence of many, a draft). */
  into?: "result" | "none";
  /** The text so far, as it streams. */
  onDelta?: (textSoFar: string) => void;
};

/** The error a run ended with, in the words shown to the user. */
export type RunFailure = { code: string; title: string; message: string };

/** How a run ended, for screens that do more than show the result (drafts, sentences, grammar). */
export type RunOutcome<TDone = RunDone> =
  | { kind: "done"; done: TDone }
  /** Stopped by the user: the text written so far was charged and is kept. */
  | { kind: "stopped"; text: string }
  /** Refused (in the browser or by the server, nothing charged) or failed (nothing charged). */
  | { kind: "failed"; failure: RunFailure; refused: boolean };

const STOPPED = "Generation stopped. You were charged only for the words generated.";
/** The server settles a stopped run once it notices the closed stream; read the meter again after. */
const SETTLE_DELAY_MS = 1500;

/**
 * The one place a run is handled in the browser: the checks the server would make, the request, the
 * streamed text, Stop, the toasts in the spec's words, and the word meter's refresh. The result is
 * set on success, kept on failure (spec §4: a failed run charges nothing, so its partial text is not
 * the user's result) and kept as written when the user stops. Screens only render what it holds.
 */
export function useToolRun(tool: Tool) {
  const queryClient = useQueryClient();
  const usage = useUsage().data;
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RunFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resultRef = useRef(result);
  resultRef.current = result;

  useEffect(() => () => controller.current?.abort(), []);

  const refreshUsage = useCallback(() => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }), [queryClient]);

  const run = useCallback(
    async <TDone extends RunDone = RunDone>(
      request: RunRequest,
      overrides: RunOverrides = {},
    ): Promise<RunOutcome<TDone>> => {
      const fail = (failed: RunFailure, refused: boolean): RunOutcome<TDone> => {
        setFailure(failed);
        toast.error(failed.title, { description: failed.message });
        return { kind: "failed", failure: failed, refused };
      };
      if (controller.current) return { kind: "failed", failure: BUSY, refused: true };
      const problem = runProblem(tool, request, usage);
      if (problem) return fail({ code: "INVALID", ...problem }, true);

      const intoResult = (overrides.into ?? "result") === "result";
      const previous = resultRef.current;
      const abort = new AbortController();
      controller.current = abort;
      let written = "";
      setBusy(true);
      setFailure(null);
      try {
        const outcome = await streamRun<TDone>(
          tool.slug,
          request,
          (piece) => {
            written += piece;
            if (intoResult) setResult(written);
            overrides.onDelta?.(written);
          },
          abort.signal,
        );
        if (outcome.kind === "done") {
          // The server's final text is post-processed (e.g. Markdown stripped): it replaces the stream.
          if (intoResult) setResult(outcome.done.output);
          const success = overrides.success === undefined ? tool.success : overrides.success;
          if (success && outcome.done.output.trim()) toast.success(success.title, { description: success.description });
          return outcome;
        }
        if (outcome.kind === "stopped") {
          toast("Stopped", { description: tool.stopped ?? STOPPED });
          setTimeout(refreshUsage, SETTLE_DELAY_MS);
          return { kind: "stopped", text: written };
        }
        if (intoResult) setResult(previous);
        return fail(failureOf(outcome, tool, overrides.failure), outcome.kind === "refused");
      } finally {
        controller.current = null;
        setBusy(false);
        refreshUsage();
      }
    },
    [tool, usage, refreshUsage],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { result, setResult, busy, failure, run, stop };
}

export type ToolRun = ReturnType<typeof useToolRun>;

const BUSY: RunFailure = { code: "BUSY", title: "Error", message: "A run is already in progress." };

/**
 * What the user reads when a run did not finish. A refusal and the server's own error events keep
 * the server's words, except a model failure, which is the tool's message (spec §8); a lost
 * connection gets the tool's failure message and title.
 */
function failureOf(
  outcome: Exclude<StreamOutcome<unknown>, { kind: "done" } | { kind: "stopped" }>,
  tool: Tool,
  failureMessage = tool.failure,
): RunFailure {
  if (outcome.kind === "lost") {
    return { code: "RUN_FAILED", title: tool.failureTitle ?? "Error", message: failureMessage };
  }
  const { code, title, message } = outcome.error;
  if (outcome.kind === "refused") return { code, title, message };
  return {
    code,
    title: title === "Error" && tool.failureTitle ? tool.failureTitle : title,
    message: code === "UPSTREAM_ERROR" ? failureMessage : message,
  };
}
