import type { GrammarResult } from "@shared/grammar";
import { MODEL_FAILURE_CODES, type RunDone } from "@shared/run";
import { defaultValues } from "@shared/tools";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { refreshAiWords } from "~/lib/documents";
import { USAGE_QUERY_KEY, useUsage } from "~/lib/queries";
import { runProblem, runRequest } from "../../tools/run/request";
import { streamRun } from "../../tools/run/run-stream";
import type { AiAction } from "./actions";

/** What the preview shows: the text as it streams, the reply to accept, or why there is none. */
export type SelectionRun =
  | { state: "idle" }
  /** `waiting`: the run waits for a free slot on the server (a burst). */
  | { state: "streaming"; text: string; waiting?: boolean }
  | { state: "done"; text: string; runId: string }
  | { state: "stopped"; text: string }
  | { state: "failed"; title: string; message: string };

/** One action asked of the selection: the action, the picked choice, the selected text. */
export type SelectionAsk = { action: AiAction; choice?: string; text: string };

type Done = RunDone & { result?: GrammarResult };

/**
 * Runs an AI action on the selected text as the tool's own run, made for the document
 * (`?document=`): the browser's checks first (the tool's schema, the allowance's verdict, in the
 * tool page's words), then the streamed reply. A refusal or failure is shown in the preview in
 * the server's words (a model failure in the tool's); the word meter and the document's AI words are refreshed after each run.
 */
export function useSelectionRun(documentId: string) {
  const queryClient = useQueryClient();
  const usage = useUsage().data;
  const [run, setRun] = useState<SelectionRun>({ state: "idle" });
  const controller = useRef<AbortController | null>(null);
  // Each run's number: a run reset or replaced since it started says nothing more.
  const latest = useRef(0);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async ({ action, choice, text }: SelectionAsk) => {
      controller.current?.abort();
      const mine = ++latest.current;
      const { tool } = action;
      const values = { ...defaultValues(tool), [action.field]: text };
      if (action.pick && choice) values[action.pick.name] = choice;
      const request = runRequest(tool, values);
      const problem = runProblem(tool, request, usage);
      if (problem) {
        setRun({ state: "failed", title: problem.title, message: problem.message });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      let written = "";
      setRun({ state: "streaming", text: "" });
      const outcome = await streamRun<Done>(
        tool.slug,
        request,
        {
          onWaiting: (waiting) => {
            if (latest.current === mine) setRun({ state: "streaming", text: written, waiting });
          },
          onDelta: (piece) => {
            written += piece;
            if (latest.current === mine) setRun({ state: "streaming", text: written });
          },
        },
        abort.signal,
        documentId,
      );
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      void refreshAiWords(queryClient, documentId);
      if (latest.current !== mine) return;
      controller.current = null;
      if (outcome.kind === "done") {
        const { done } = outcome;
        const reply = action.reply === "corrected" ? (done.result?.correctedText ?? done.output) : done.output;
        setRun({ state: "done", text: reply, runId: done.documentId });
      } else if (outcome.kind === "stopped") {
        setRun({ state: "stopped", text: written });
      } else if (outcome.kind === "lost") {
        setRun({ state: "failed", title: tool.failureTitle ?? "Error", message: tool.failure });
      } else {
        const { code, title, message } = outcome.error;
        const modelFailed = outcome.kind === "error" && MODEL_FAILURE_CODES.includes(code);
        setRun({ state: "failed", title, message: modelFailed ? tool.failure : message });
      }
    },
    [documentId, queryClient, usage],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    latest.current++;
    controller.current?.abort();
    controller.current = null;
    setRun({ state: "idle" });
  }, []);

  return { run, start, stop, reset };
}
