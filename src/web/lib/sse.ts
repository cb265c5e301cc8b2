import { ApiError, errorFromResponse } from "./api";

/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental parser for the text/event-stream format. Frames may be split anywhere across
 * network chunks (even between the `\r` and `\n` of one line end), so it keeps what it has not
 * seen the end of and only dispatches an event at its blank line.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];

  const takeLine = (line: string) => {
    if (line === "") {
      if (data.length > 0) onEvent({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (line.startsWith(":")) return; // a comment (keep-alive)
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A trailing `\r` may be the first half of `\r\n`: wait for the next chunk to decide.
        if (buffer[end] === "\r" && end === buffer.length - 1) return;
        const skip = buffer[end] === "\r" && buffer[end + 1] === "\n" ? 2 : 1;
        takeLine(buffer.slice(0, end));
        buffer = buffer.slice(end + skip);
      }
    },
    /** The stream ended: a final `\r` still ends its line; an event without its blank line is dropped. */
    end() {
      if (buffer.endsWith("\r")) takeLine(buffer.slice(0, -1));
      buffer = "";
    },
  };
}

export type RunStreamHandlers<TDone> = {
  onDelta: (text: string) => void;
  onDone: (done: TDone) => void;
  onError: (error: ApiError) => void;
};

type ErrorEventData = { code?: string; title?: string; message?: string };

/**
 * POSTs JSON and reads the `delta` … `done` | `error` stream of a run. A refusal (non-2xx JSON)
 * rejects with an ApiError carrying the server's title and message; a stream that ends without
 * `done` or `error` rejects too. Aborting `signal` rejects with the fetch's AbortError.
 */
export async function postRunStream<TDone>(
  path: string,
  body: unknown,
  handlers: RunStreamHandlers<TDone>,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.includes("text/event-stream") || !response.body) {
    throw await errorFromResponse(response);
  }

  let finished = false;
  const parser = createSseParser(({ event, data }) => {
    if (finished) return;
    if (event === "delta") {
      const text = (JSON.parse(data) as { text?: unknown }).text;
      if (typeof text === "string" && text) handlers.onDelta(text);
    } else if (event === "done") {
      finished = true;
      handlers.onDone(JSON.parse(data) as TDone);
    } else if (event === "error") {
      finished = true;
      const error = JSON.parse(data) as ErrorEventData;
      handlers.onError(
        new ApiError(response.status, error.code ?? "ERROR", error.title ?? "Error", error.message ?? "Error"),
      );
    }
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
  if (!finished) {
    throw new ApiError(0, "STREAM_INTERRUPTED", "Error", "The connection closed before the result was complete.");
  }
}
