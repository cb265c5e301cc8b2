import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compressionStream } from "./compression";

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
