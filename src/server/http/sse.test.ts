import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { directSse, type SseSink, sseResponse } from "./sse";

/** A Hono app served by @hono/node-server whose one route streams with `write`, once `gate` opens. */
async function serveStream(write: (sink: SseSink) => Promise<void>, gate: Promise<void> = Promise.resolve()) {
  const app = new Hono();
  app.use("*", directSse());
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Outer", "set after the handler");
  });
  let arrived!: () => void;
  const requested = new Promise<void>((r) => {
    arrived = r;
  });
  app.get("/events", async (c) => {
    arrived();
    await gate;
    return sseResponse(c, write);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  return { server, port, requested };
}

describe("event streams written straight to Node's ServerResponse", () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  it("sends the headers middleware set after the handler, then the events, and ends", async () => {
    const served = await serveStream(async (sink) => {
      sink.write("event: a\ndata: 1\n\n");
      await new Promise((r) => setTimeout(r, 10));
      sink.end("event: b\ndata: 2\n\n");
    });
    server = served.server;
    const res = await fetch(`http://127.0.0.1:${served.port}/events`);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("x-outer")).toBe("set after the handler");
    expect(await res.text()).toBe("event: a\ndata: 1\n\nevent: b\ndata: 2\n\n");
  });

  it("tells the writer at once when the client left before the stream started", async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    let aborted = false;
    let wrote: boolean | undefined;
    let finished!: () => void;
    const done = new Promise<void>((r) => {
      finished = r;
    });
    const served = await serveStream(async (sink) => {
      sink.onAbort(() => {
        aborted = true;
      });
      await new Promise((r) => setTimeout(r, 20));
      wrote = !sink.closed;
      finished();
    }, gate);
    server = served.server;
    const req = http.get(`http://127.0.0.1:${served.port}/events`);
    req.on("error", () => undefined);
    await served.requested;
    const closed = new Promise((r) => req.once("close", r));
    req.destroy();
    await closed;
    await new Promise((r) => setTimeout(r, 50)); // the server sees the socket close
    open();
    await done;
    expect(aborted).toBe(true);
    expect(wrote).toBe(false);
  });
});
