import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD, compression, compressionStream, jsonWithLength } from "./compression";

describe("a JSON answer that declares its length", () => {
  const app = new Hono();
  app.use("*", compression());
  app.use("*", jsonWithLength());
  app.get("/small", (c) => c.json({ note: "é".repeat(10) }));
  app.get("/large", (c) => c.json({ note: "é".repeat(COMPRESSION_THRESHOLD) }, 201));
  app.get("/typed", (c) => c.json({ ok: true }, 202, { "Content-Type": "application/problem+json", "X-Kept": "yes" }));
  app.get("/init", (c) => c.json({ ok: true }, { status: 201, headers: { "X-Init": "yes" } }));

  it("goes out as it is under the threshold, with the length of its UTF-8 bytes", async () => {
    const res = await app.request("/small", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("application/json");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(body.toString())).toEqual({ note: "é".repeat(10) });
  });

  it("keeps the status and headers it was given, its own type included", async () => {
    const res = await app.request("/typed", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(202);
    expect(res.headers.get("x-kept")).toBe("yes");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("content-length")).toBe(String(JSON.stringify({ ok: true }).length));
    expect(await res.json()).toEqual({ ok: true });

    const init = await app.request("/init");
    expect(init.status).toBe(201);
    expect(init.headers.get("x-init")).toBe("yes");
    expect(init.headers.get("content-type")).toBe("application/json");
    expect(init.headers.get("content-length")).toBe("11");
  });

  it("is compressed over it, without the length of the uncompressed body", async () => {
    const res = await app.request("/large", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-length")).toBeNull();
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(body.toString())).toEqual({ note: "é".repeat(COMPRESSION_THRESHOLD) });
  });
});

/**
 * A client that leaves while a compressed response is still being written (a reload mid-stream)
 * cancels the stream while the compressor still holds output. That used to throw from a zlib event:
 * an uncaught exception that ended the whole server (seen in CI, during a browser test's reload).
 */
describe.each(["br", "gzip"] as const)("a %s response whose reader has gone", (encoding) => {
  it("drops the compressor's late output instead of throwing", async () => {
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listener);
    try {
      const stream = compressionStream(encoding);
      const writer = stream.writable.getWriter();
      const reader = stream.readable.getReader();
      // Incompressible input, so the compressor has output to emit after the cancel: the reader
      // takes the first piece and leaves while the rest is still being compressed.
      const first = reader.read();
      const written = writer.write(new Uint8Array(randomBytes(4 * 1024 * 1024)));
      expect((await first).done).toBe(false);
      await reader.cancel("the client left");
      await written.catch(() => undefined);
      await writer.close().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", listener);
    }
  });
});
