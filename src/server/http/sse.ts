import { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Where a server-sent event stream is written: straight to Node's ServerResponse when the app is
 * served by @hono/node-server, else (in-process requests: tests, the API's own reading of a run)
 * into the web ReadableStream of the Response.
 */
export type SseSink = {
  /** Sends a chunk of event text (not waiting for the socket: events are small and a run is bounded). */
  write(chunk: string): void;
  /** Sends `chunk` (if any) and ends the response, in one write where the transport allows it. */
  end(chunk?: string): void;
  /** Whether the response ended or the client went away: nothing written now reaches anyone. */
  readonly closed: boolean;
  /** Called once if the client goes away before the response ended. */
  onAbort(listener: () => void): void;
};

type Pending = {
  /** "waiting" until the stream is claimed by the Node path or started on the web stream. */
  state: "waiting" | "direct" | "web";
  write: (sink: SseSink) => Promise<void>;
  controller?: ReadableStreamDefaultController<Uint8Array>;
  web?: WebSink;
};

/** Event streams not yet started, by their Response body (Hono keeps the body when it copies a Response to add headers). */
const pending = new WeakMap<ReadableStream<Uint8Array>, Pending>();

const encoder = new TextEncoder();

class WebSink implements SseSink {
  closed = false;
  private listeners: (() => void)[] = [];
  constructor(private controller: ReadableStreamDefaultController<Uint8Array>) {}
  write(chunk: string) {
    if (this.closed || !chunk) return;
    this.controller.enqueue(encoder.encode(chunk));
  }
  end(chunk?: string) {
    if (this.closed) return;
    if (chunk) this.write(chunk);
    this.closed = true;
    this.controller.close();
  }
  private aborted = false;
  onAbort(listener: () => void) {
    if (this.aborted) queueMicrotask(listener);
    else this.listeners.push(listener);
  }
  /** The reader cancelled the stream: the client left. */
  abort() {
    if (this.closed) return;
    this.closed = true;
    this.aborted = true;
    for (const listener of this.listeners.splice(0)) listener();
  }
}

class NodeSink implements SseSink {
  private ended = false;
  constructor(private res: ServerResponse) {}
  get closed() {
    return this.ended || this.res.destroyed || this.res.writableEnded;
  }
  write(chunk: string) {
    if (!this.closed && chunk) this.res.write(chunk);
  }
  end(chunk?: string) {
    if (this.closed) return;
    this.ended = true;
    if (chunk) this.res.end(chunk);
    else this.res.end();
  }
  onAbort(listener: () => void) {
    // "close" also follows a normal end; only a close before the last byte left is the client leaving.
    const left = () => {
      if (!this.res.writableFinished) listener();
    };
    // A client that left while the run was being reserved (before this stream started) is told at once.
    if (this.res.destroyed || this.res.socket?.destroyed) queueMicrotask(left);
    else this.res.once("close", left);
  }
}

/** Runs the writer to its end on `sink`, then ends the response; a writer's error is logged, as streamSSE did. */
function drive(entry: Pending, sink: SseSink) {
  entry.write(sink).then(
    () => sink.end(),
    (error) => {
      console.error(error);
      sink.end();
    },
  );
}

function startWeb(entry: Pending) {
  if (entry.state !== "waiting" || !entry.controller) return;
  entry.state = "web";
  entry.web = new WebSink(entry.controller);
  drive(entry, entry.web);
}

/**
 * A text/event-stream Response (the headers of Hono's streamSSE) whose events `write` produces.
 * Served by Node, the directSse middleware writes it to the ServerResponse itself once every other
 * middleware has set its headers; otherwise it starts on the web stream when that is first read,
 * or on the next turn of the event loop, whichever comes first. Its headers go on this Response
 * only, never on the context (docs/decisions/0001-event-stream-headers.md).
 */
export function sseResponse(c: Context, write: (sink: SseSink) => Promise<void>): Response {
  const entry: Pending = { state: "waiting", write };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        entry.controller = controller;
      },
      pull() {
        startWeb(entry);
      },
      cancel() {
        // Cancelled before it started: start it on a sink that is already aborted, so the writer
        // learns the client left (and writes nothing into the cancelled stream).
        startWeb(entry);
        entry.web?.abort();
      },
      // No read ahead: pull is the reader asking, not the stream filling its queue at construction.
    },
    { highWaterMark: 0 },
  );
  pending.set(body, entry);
  setImmediate(() => startWeb(entry));
  // The stream's own headers go on its Response, not on the context: a caller that reads the stream
  // and answers JSON from the same context (the public API) must not send Transfer-Encoding beside
  // its Content-Length. Transfer-Encoding tells the Node adapter to send each event as written.
  // (The Node adapter's Response may share the context's Headers object: copy it first.)
  const headers = new Headers(c.newResponse(null).headers);
  for (const [name, value] of Object.entries(SSE_HEADERS)) headers.set(name, value);
  return new Response(body, { status: 200, headers });
}

const SSE_HEADERS = {
  "Transfer-Encoding": "chunked",
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  Connection: "keep-alive",
};

/** One event as text/event-stream (`data` as JSON, which never holds a raw line break). */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An event stream of events known up front (a finished check, a replayed answer). */
export function sseEvents(c: Context, events: { event: string; data: unknown }[]): Response {
  return sseResponse(c, async (sink) => sink.end(events.map((e) => sseEvent(e.event, e.data)).join("")));
}

/**
 * Outermost middleware: an event stream from sseResponse, served by Node, is written straight to
 * Node's ServerResponse with the headers every other middleware gave it (security headers, and no
 * compression: event streams are never compressed). Skips the web stream, its reader and the
 * separate write of the headers; about a tenth of a run's CPU in the app (docs/decisions/0014-direct-event-stream.md).
 */
export function directSse(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (!(outgoing instanceof ServerResponse) || outgoing.headersSent) return;
    // The type first: asking any other answer for its body would make the Node adapter build a
    // whole web Response in place of its lightweight one.
    if (c.res.headers.get("Content-Type") !== "text/event-stream") return;
    const body = c.res.body;
    if (!body) return;
    const entry = pending.get(body);
    if (entry?.state !== "waiting") return;
    entry.state = "direct";
    const res = c.res;
    const headers: Record<string, string | string[]> = {};
    res.headers.forEach((value, key) => {
      if (key !== "set-cookie") headers[key] = value;
    });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    // Sent with the first event, in one write.
    outgoing.writeHead(res.status, headers);
    drive(entry, new NodeSink(outgoing));
    // Tells @hono/node-server the response is written. Its own constant: created when this module
    // loads, before the adapter replaces the global Response with one it would write headers for.
    c.res = undefined;
    c.res = RESPONSE_ALREADY_SENT;
  };
}
