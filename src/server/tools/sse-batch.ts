import type { SSEStreamingApi } from "hono/streaming";

/**
 * Server-sent events written in batches: events sent in the same turn of the event loop leave in
 * one write. A model's pieces often arrive several to a network packet; written one by one, each
 * was a system call and a trip through the web stream, the largest cost of a run after the model.
 * Nothing waits longer than the current turn, so the reader sees each piece as soon as before.
 */
export function sseBatch(stream: SSEStreamingApi) {
  let pending = "";
  let scheduled = false;
  let written: Promise<void> = Promise.resolve();

  const flush = () => {
    scheduled = false;
    if (!pending || stream.closed) return written;
    const chunk = pending;
    pending = "";
    written = written.then(() => stream.write(chunk).then(() => undefined));
    return written;
  };

  return {
    /** Queues one event (`data` as JSON, which never holds a raw line break). */
    send(event: string, data: unknown) {
      pending += `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Writes what is queued now; resolves once everything sent so far is written. */
    flush,
  };
}
