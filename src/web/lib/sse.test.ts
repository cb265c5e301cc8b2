import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse";

function parseChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe("createSseParser", () => {
  const stream = 'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {}\n\n';
  const expected = [
    { event: "delta", data: '{"text":"Hel"}' },
    { event: "delta", data: '{"text":"lo"}' },
    { event: "done", data: "{}" },
  ];

  it("reads whole frames", () => {
    expect(parseChunks([stream])).toEqual(expected);
  });

  it("gives the same events however the stream is split, one character at a time included", () => {
    expect(parseChunks(stream.split(""))).toEqual(expected);
    for (let at = 1; at < stream.length; at++) {
      expect(parseChunks([stream.slice(0, at), stream.slice(at)])).toEqual(expected);
    }
  });

  it("accepts CRLF and CR line ends, even with CRLF split across chunks", () => {
    const crlf = stream.replaceAll("\n", "\r\n");
    expect(parseChunks(crlf.split(""))).toEqual(expected);
    expect(parseChunks([stream.replaceAll("\n", "\r")])).toEqual(expected);
  });

  it("joins multi-line data, ignores comments and drops an unterminated last event", () => {
    const events = parseChunks([": keep-alive\n", "data: one\ndata: two\n\n", "event: delta\ndata: cut"]);
    expect(events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});
