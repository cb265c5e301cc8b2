import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "~/lib/api";
import { USAGE_QUERY_KEY } from "~/lib/queries";
import { postRunStream } from "~/lib/sse";
import type { RunDone } from "../../../shared/run";
import { specFor, type Values } from "../../../shared/tool-spec";

/** The body of `POST /api/tools/{slug}/run`: text fields in `input`, every other field in `options`. */
export type RunRequest = {
  input: Record<string, string>;
  options?: Values;
  presetId?: string;
  draftIndex?: number;
};

/** Per-call changes to what a run does with its text and which toasts it shows. */
export type RunOverrides = {
  /** Success toast; `null` shows none. Defaults to the spec's, and only for a non-empty output. */
  success?: { title: string; description: string } | null;
  /** Message when the model fails (title Error). Defaults to the spec's failure message. */
  failure?: string;
  /** "none" leaves `result` alone: the caller places the text itself (e.g. one sentence of many). */
  into?: "result" | "none";
  /** The text so far, as it streams. */
  onDelta?: (textSoFar: string) => void;
};

/** The error a run ended with, in the words shown to the user. */
export type RunFailure = { code: string; title: string; message: string };

/**
 * One tool's run: streams the result in, lets the user stop it, and keeps the previous result when
 * a run fails (spec §4: the result is set on success and kept on failure). `run` resolves to the
 * final output, or null when the run failed or was stopped.
 */
export function useToolRun(slug: string) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RunFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resultRef = useRef(result);
  resultRef.current = result;

  useEffect(() => () => controller.current?.abort(), []);

  const refreshUsage = useCallback(() => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }), [queryClient]);

  const run = useCallback(
    async (request: RunRequest, overrides: RunOverrides = {}): Promise<string | null> => {
      if (controller.current) return null;
      const spec = specFor(slug);
      const intoResult = (overrides.into ?? "result") === "result";
      const failureMessage = overrides.failure ?? spec?.failure ?? "Failed to process text. Please try again.";
      const previous = resultRef.current;
      const fail = (error: RunFailure) => {
        // A failed run charges nothing, so its partial text is not the user's result either.
        if (intoResult) setResult(previous);
        setFailure(error);
        toast.error(error.title, { description: error.message });
      };

      const abort = new AbortController();
      controller.current = abort;
      let written = "";
      let output: string | null = null;
      setBusy(true);
      setFailure(null);
      try {
        await postRunStream<RunDone>(
          `/api/tools/${encodeURIComponent(slug)}/run`,
          compact(request),
          {
            onDelta: (piece) => {
              written += piece;
              if (intoResult) setResult(written);
              overrides.onDelta?.(written);
            },
            onDone: (done) => {
              // The server's final text is post-processed (e.g. Markdown stripped): it replaces the stream.
              output = done.output;
              if (intoResult) setResult(done.output);
              const success = overrides.success === undefined ? spec?.success : overrides.success;
              if (success && done.output.trim()) toast.success(success.title, { description: success.description });
            },
            onError: (error) =>
              fail({
                code: error.code,
                title: error.title,
                message: error.code === "UPSTREAM_ERROR" ? failureMessage : error.message,
              }),
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) {
          toast("Stopped", { description: "Generation stopped. You were charged only for the words generated." });
          // The server settles the charge once it notices the closed stream; read the meter again after that.
          setTimeout(refreshUsage, 1500);
        } else if (error instanceof ApiError && error.code !== "STREAM_INTERRUPTED") {
          fail({ code: error.code, title: error.title, message: error.message });
        } else {
          fail({ code: "RUN_FAILED", title: "Error", message: failureMessage });
        }
      } finally {
        controller.current = null;
        setBusy(false);
        refreshUsage();
      }
      return output;
    },
    [slug, refreshUsage],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { result, setResult, busy, run, stop, failure };
}

function compact({ input, options, presetId, draftIndex }: RunRequest) {
  return {
    input,
    ...(options && Object.keys(options).length ? { options } : {}),
    ...(presetId ? { presetId } : {}),
    ...(draftIndex !== undefined ? { draftIndex } : {}),
  };
}
