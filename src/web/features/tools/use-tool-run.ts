import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "~/lib/api";
import { USAGE_QUERY_KEY } from "~/lib/queries";
import { postRunStream } from "~/lib/sse";
import type { RunDone } from "../../../shared/run";
import { specFor } from "../../../shared/tool-spec";

/**
 * One tool's run: streams the result in, lets the user stop it, and keeps the previous result when
 * a run fails (spec §4: the result is set on success and kept on failure).
 */
export function useToolRun(slug: string) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refreshUsage = useCallback(() => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }), [queryClient]);

  const run = useCallback(
    async (text: string, presetId: string | undefined) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const previous = result;
      let written = "";
      setBusy(true);
      try {
        await postRunStream<RunDone>(
          `/api/tools/${encodeURIComponent(slug)}/run`,
          { input: { text }, ...(presetId ? { presetId } : {}) },
          {
            onDelta: (piece) => {
              written += piece;
              setResult(written);
            },
            onDone: (done) => {
              setResult(done.output);
              if (done.output.trim()) toast.success("Text processed successfully!");
            },
            onError: (error) => {
              // A failed run charges nothing, so its partial text is not the user's result either.
              setResult(previous);
              toast.error(error.title, { description: error.message });
            },
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) {
          toast("Stopped", { description: "Generation stopped. You were charged only for the words generated." });
          // The server settles the charge once it notices the closed stream; read the meter again after that.
          setTimeout(refreshUsage, 1500);
        } else if (error instanceof ApiError && error.code !== "STREAM_INTERRUPTED") {
          setResult(previous);
          toast.error(error.title, { description: error.message });
        } else {
          setResult(previous);
          toast.error("Error", { description: specFor(slug)?.failure ?? "Failed to process text. Please try again." });
        }
      } finally {
        controller.current = null;
        setBusy(false);
        refreshUsage();
      }
    },
    [slug, result, refreshUsage],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { result, setResult, busy, run, stop };
}
