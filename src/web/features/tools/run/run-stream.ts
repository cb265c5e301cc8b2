import type { RunDone } from "@shared/run";
import { ApiError, errorFromResponse } from "~/lib/api";
import { createSseParser } from "~/lib/sse";

/** The body of `POST /api/tools/{slug}/run`: text fields in `input`, every other field in `options`. */
export type RunRequest = {
  input: Record<string, string>;
  options?: Record<string, string | number | boolean>;
  presetId?: string;
  draftIndex?: number;
  /** false: this run leaves out the user's style guide. */
  styleGuide?: boolean;
};

/** How a streamed run ended, as the server (or the connection) said it. */
export type StreamOutcome<TDone> =
  | { kind: "done"; done: TDone }
  /** The server refused before any model call (a non-2xx JSON answer). */
  | { kind: "refused"; error: ApiError }
  /** The run started and the server ended it with an `error` event. */
  | { kind: "error"; error: ApiError }
  /** The connection failed or closed before `done` or `error`. */
  | { kind: "lost" }
  | { kind: "stopped" };

type ErrorEventData = { code?: string; title?: string; message?: string };

export type StreamHandlers = {
  /** The run's document id, as soon as the server has recorded the run (`start` event). */
  onStart?: (documentId: string) => void;
  /** Each piece of text as the model writes it. */
  onDelta: (piece: string) => void;
  /** True while the run waits for a free slot on the server (in its line, or before asking again); false once it runs. */
  onWaiting?: (waiting: boolean) => void;
};

/** How many times a run told "too busy, come back in n seconds" asks again by itself before saying so. */
const BUSY_RETRIES = 5;

/** The server's Retry-After in ms (1–60 s), spread by up to a fifth so a burst's retries do not arrive together. */
function retryDelayMs(response: Response): number {
  const seconds = Math.min(60, Math.max(1, Number(response.headers.get("retry-after")) || 2));
  return seconds * 1000 * (1 + Math.random() * 0.2);
}

/** Resolves after `ms`, or at once when the user stops. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The one reader of a run's `start`, `delta` … `done` | `error` event stream. POSTs the request and
 * hands on the run's document id and each piece of text. Never throws: every ending is an outcome.
 * `forDocument`: the run is made for that document (the editor's AI on a selection), not a new one.
 */
export async function streamRun<TDone = RunDone>(
  slug: string,
  request: RunRequest,
  { onStart, onDelta, onWaiting }: StreamHandlers,
  signal: AbortSignal,
  forDocument?: string,
): Promise<StreamOutcome<TDone>> {
  let outcome: StreamOutcome<TDone> | null = null;
  let started = false;
  const query = forDocument ? `?document=${encodeURIComponent(forDocument)}` : "";
  try {
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      response = await fetch(`/api/tools/${encodeURIComponent(slug)}/run${query}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify(compact(request)),
        credentials: "same-origin",
        signal,
      });
      // Every slot taken and the server's line full: wait as it says and ask again, showing the wait.
      if (response.status !== 429 || attempt === BUSY_RETRIES) break;
      const error = await errorFromResponse(response.clone());
      if (error.code !== "RUN_QUEUE_FULL") break;
      onWaiting?.(true);
      await pause(retryDelayMs(response), signal);
      if (signal.aborted) return { kind: "stopped" };
    }
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("text/event-stream") || !response.body) {
      onWaiting?.(false);
      return { kind: "refused", error: await errorFromResponse(response) };
    }

    const parser = createSseParser(({ event, data }) => {
      if (outcome) return;
      if (event === "queued") onWaiting?.(true);
      else if (event === "start") {
        started = true;
        onWaiting?.(false);
        const id = (JSON.parse(data) as { documentId?: unknown }).documentId;
        if (typeof id === "string") onStart?.(id);
      } else if (event === "delta") {
        const text = (JSON.parse(data) as { text?: unknown }).text;
        if (typeof text === "string" && text) onDelta(text);
      } else if (event === "done") {
        onWaiting?.(false);
        outcome = { kind: "done", done: JSON.parse(data) as TDone };
      } else if (event === "error") {
        onWaiting?.(false);
        const e = JSON.parse(data) as ErrorEventData;
        const error = new ApiError(response.status, e.code ?? "ERROR", e.title ?? "Error", e.message ?? "Error");
        // Before `start` nothing ran (the run waited, then was refused): a refusal like a JSON one.
        outcome = { kind: started ? "error" : "refused", error };
      }
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch {
    onWaiting?.(false);
    // A stop that lands after the final event changes nothing: the run finished.
    if (outcome) return outcome;
    return signal.aborted ? { kind: "stopped" } : { kind: "lost" };
  }
  return outcome ?? { kind: "lost" };
}

/** Leaves out what the request does not set, so the server applies its own defaults. */
function compact({ input, options, presetId, draftIndex, styleGuide }: RunRequest) {
  return {
    input,
    ...(options && Object.keys(options).length ? { options } : {}),
    ...(presetId ? { presetId } : {}),
    ...(draftIndex !== undefined ? { draftIndex } : {}),
    ...(styleGuide === false ? { styleGuide } : {}),
  };
}
