import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type SseSink, sseResponse } from "./sse";

/** A web-stream event stream (no Node response: in-process readers) whose reader leaves. */
describe("an event stream on the web stream", () => {
  it("tells a writer its reader left when the stream was cancelled before it started, and writes nothing after", async () => {
    let left = false;
    let wrote: unknown = "not yet";
    const app = new Hono();
    app.get("/", (c) =>
      sseResponse(c, async (sink: SseSink) => {
        sink.onAbort(() => {
          left = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        try {
          sink.write("event: delta\ndata: {}\n\n");
          wrote = null;
        } catch (error) {
          wrote = error;
        }
      }),
    );
    const res = await app.request("/");
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(left).toBe(true);
    expect(wrote).toBeNull();
  });
});
