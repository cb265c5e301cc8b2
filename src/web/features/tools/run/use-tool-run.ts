import type { DocumentDetail } from "@shared/documents";
import { MODEL_FAILURE_CODES, type RunDone } from "@shared/run";
import type { Tool } from "@shared/tools";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { DOCUMENTS_KEY } from "~/lib/documents";
import { useNavigate } from "~/lib/nav";
import { USAGE_QUERY_KEY, useUsage } from "~/lib/queries";
import { useAutosave } from "~/lib/use-autosave";
import { LIMIT_CODES, UPGRADE_PATH } from "../../account/upgrade";
import { runProblem } from "./request";
import { type RunRequest, type StreamOutcome, streamRun } from "./run-stream";
import { truncatedToast } from "./truncated-toast";

/** Per-call changes to what a run does with its text and which toasts it shows. */
export type RunOverrides = {
  /**
   * Success toast; `null` shows none, nor the warning of a text cut short (the caller tells it). Defaults
   * to the tool's, and only for a non-empty output; a text cut short gets a warning instead.
   */
  success?: { title: string; description: string } | null;
  /** Message when the model fails (title Error). Defaults to the tool's failure message. */
  failure?: string;
  /** "none" leaves `result` alone: the caller places the text itself (one sentence of many, a draft). */
  into?: "result" | "none";
  /** The text so far, as it streams. */
  onDelta?: (textSoFar: string) => void;
  /** The run's document id, once the server has recorded the run (for results placed by the caller). */
  onStart?: (documentId: string) => void;
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
 * streamed text, Stop, the toasts (each tool's `success` and `failure` words), and the word meter's refresh. The result is
 * set on success, kept on failure (a failed run charges nothing, so its partial text is not
 * the user's result) and kept as written when the user stops. Every run is a document: the result
 * stays linked to it, so the user's edits (`edit`) are saved to it and a document can be reopened
 * (`open`). Screens only render what it holds.
 */
export function useToolRun(tool: Tool) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const usage = useUsage().data;
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The run waits for a free slot on the server (a burst): "Waiting for a free slot…". */
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<RunFailure | null>(null);
  const [document, setDocument] = useState<{ id: string; version?: number } | null>(null);
  const autosave = useAutosave(document?.id ?? null, document?.version);
  const controller = useRef<AbortController | null>(null);
  const resultRef = useRef(result);
  resultRef.current = result;

  useEffect(() => () => controller.current?.abort(), []);

  const refreshUsage = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
  }, [queryClient]);

  const run = useCallback(
    async <TDone extends RunDone = RunDone>(
      request: RunRequest,
      overrides: RunOverrides = {},
    ): Promise<RunOutcome<TDone>> => {
      const fail = (failed: RunFailure, refused: boolean): RunOutcome<TDone> => {
        setFailure(failed);
        toast.error(failed.title, {
          description: failed.message,
          // A refusal an upgrade would lift offers one, so the way out is one click away.
          action: LIMIT_CODES.includes(failed.code)
            ? { label: "Upgrade to Pro", onClick: () => navigate(UPGRADE_PATH) }
            : undefined,
        });
        return { kind: "failed", failure: failed, refused };
      };
      if (controller.current) return { kind: "failed", failure: BUSY, refused: true };
      const problem = runProblem(tool, request, usage);
      if (problem) return fail({ code: "INVALID", ...problem }, true);

      const intoResult = (overrides.into ?? "result") === "result";
      const previous = resultRef.current;
      await autosave.flush(); // an edit still waiting is saved to the document it belongs to
      const abort = new AbortController();
      controller.current = abort;
      let written = "";
      setBusy(true);
      setFailure(null);
      try {
        const outcome = await streamRun<TDone>(
          tool.slug,
          request,
          {
            // The result shown is this run's document from now on (one sentence of many is not).
            onStart: (id) => {
              if (intoResult) setDocument({ id });
              overrides.onStart?.(id);
            },
            onWaiting: setWaiting,
            onDelta: (piece) => {
              written += piece;
              if (intoResult) setResult(written);
              overrides.onDelta?.(written);
            },
          },
          abort.signal,
        );
        if (outcome.kind === "done") {
          // The server's final text is post-processed (e.g. Markdown stripped): it replaces the stream.
          if (intoResult) {
            setResult(outcome.done.output);
            const id = outcome.done.documentId;
            setDocument((current) => (current?.id === id ? current : { id }));
          }
          const success = overrides.success === undefined ? tool.success : overrides.success;
          if (outcome.done.truncated && overrides.success !== null) {
            truncatedToast(outcome.done.usage, outcome.done.wordsCharged, () => navigate(UPGRADE_PATH));
          } else if (success && outcome.done.output.trim()) {
            toast.success(success.title, { description: success.description });
          }
          return outcome;
        }
        if (outcome.kind === "stopped") {
          toast("Stopped", { description: tool.stopped ?? STOPPED });
          setTimeout(refreshUsage, SETTLE_DELAY_MS);
          return { kind: "stopped", text: written };
        }
        // An interrupted run was charged what it wrote, and that text is kept in its document.
        const kept = outcome.kind === "error" && outcome.error.code === "RUN_INTERRUPTED";
        if (intoResult && !kept) {
          setResult(previous);
          setDocument(null);
        }
        return fail(failureOf(outcome, tool, overrides.failure), outcome.kind === "refused");
      } finally {
        controller.current = null;
        setBusy(false);
        setWaiting(false);
        refreshUsage();
      }
    },
    [tool, usage, refreshUsage, autosave, navigate],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** The user edits the result: it changes here and is saved to its document. */
  const { save } = autosave;
  const edit = useCallback(
    (text: string) => {
      setResult(text);
      save(text);
    },
    [save],
  );

  /** Shows a saved document's text as the result, linked to it for further edits. */
  const open = useCallback((doc: Pick<DocumentDetail, "id" | "version" | "output">) => {
    setResult(doc.output);
    setDocument({ id: doc.id, version: doc.version });
  }, []);

  /** No result and no document: what Reset leaves. */
  const clear = useCallback(() => {
    setResult(null);
    setDocument(null);
  }, []);

  return {
    result,
    setResult,
    edit,
    open,
    clear,
    documentId: document?.id ?? null,
    saveState: autosave.state,
    busy,
    waiting,
    failure,
    run,
    stop,
  };
}

export type ToolRun = ReturnType<typeof useToolRun>;

const BUSY: RunFailure = { code: "BUSY", title: "Error", message: "A run is already in progress." };

/**
 * What the user reads when a run did not finish. A refusal and the server's own error events keep
 * the server's words, except a model failure, which is the tool's message (the detail stays in the server's log); a lost
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
  // The server refused the session the page believed in: the tool's own words when it has them.
  if (outcome.kind === "refused" && outcome.error.status === 401 && tool.authFailure) {
    return { code, title: "Error", message: tool.authFailure };
  }
  if (outcome.kind === "refused") return { code, title, message };
  return {
    code,
    title: title === "Error" && tool.failureTitle ? tool.failureTitle : title,
    message: MODEL_FAILURE_CODES.includes(code) ? failureMessage : message,
  };
}
