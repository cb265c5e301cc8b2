import { type SseSink, sseEvent } from "../http/sse";

/**
 * Server-sent events written in batches: events sent in the same turn of the event loop leave in
 * one write. A model's pieces often arrive several to a network packet; written one by one, each
 * was a system call, the largest cost of a run after the model. Nothing waits longer than the
 * current turn, so the reader sees each piece as soon as before.
 */
export function sseBatch(sink: SseSink) {
  let pending = "";
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const chunk = pending;
    pending = "";
    sink.write(chunk);
  };

  return {
    /** Queues one event (`data` as JSON, which never holds a raw line break). */
    send(event: string, data: unknown) {
      pending += sseEvent(event, data);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Writes what is queued and ends the stream, in one write (the last events and the end of the body). */
    end() {
      const chunk = pending;
      pending = "";
      sink.end(chunk);
    },
  };
}
