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
