import type { RunDone } from "../../shared/run";
import { ApiError } from "./api";
import { postRunStream } from "./sse";

/** The outcome of one streamed run: its `done` data, a failure in the server's words, or a stop by the user. */
export type RunOutcome<TDone> =
  | { kind: "done"; done: TDone }
  | { kind: "failed"; error: ApiError /** true when the server refused before any model call */; refused: boolean }
  | { kind: "stopped" };

export type RunBody = {
  input: Record<string, string>;
  options?: Record<string, string | number | boolean>;
  draftIndex?: number;
};

/**
 * POSTs a run of a dedicated screen (text fields in `input`, the rest in `options`) and streams its
 * `delta` pieces to `onDelta`. Never throws: screens decide what each outcome means for their result.
 */
export async function streamToolRun<TDone = RunDone>(
  slug: string,
  body: RunBody,
  onDelta: (written: string) => void,
  signal: AbortSignal,
  failure: string,
): Promise<RunOutcome<TDone>> {
  let written = "";
  let outcome: RunOutcome<TDone> | null = null;
  try {
    await postRunStream<TDone>(
      `/api/tools/${encodeURIComponent(slug)}/run`,
      body,
      {
        onDelta: (piece) => {
          written += piece;
          onDelta(written);
        },
        onDone: (done) => {
          outcome = { kind: "done", done };
        },
        onError: (error) => {
          outcome = { kind: "failed", error, refused: false };
        },
      },
      signal,
    );
  } catch (error) {
    if (signal.aborted) return { kind: "stopped" };
    if (error instanceof ApiError && error.code !== "STREAM_INTERRUPTED") {
      return { kind: "failed", error, refused: true };
    }
    return { kind: "failed", error: new ApiError(0, "RUN_FAILED", "Error", failure), refused: false };
  }
  return outcome ?? { kind: "failed", error: new ApiError(0, "RUN_FAILED", "Error", failure), refused: false };
}
