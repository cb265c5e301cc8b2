import { type BrotliOptions, constants, createBrotliCompress, createGzip, type ZlibOptions } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

/** Smaller bodies go out as they are: compressing them saves less than its own overhead. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing. Never `text/event-stream`: a run's events must reach the browser as they
 * are written, and a compressor holds them back until its buffer fills.
 */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream(?:[;\s]|$))[^;\s]+|application\/(?:json|xml|javascript|wasm|[^;\s]+\+(?:json|xml))|image\/svg\+xml)(?:[;\s]|$)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/**
 * The encoding to answer with, from an Accept-Encoding header and what is on offer: brotli when
 * the client takes it, else gzip; the client's q-values decide between them, q=0 refuses one.
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q =
      weights.get(encoding) ?? (encoding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

// Quick settings for bodies compressed on every request; build output and cached pages use the
// slowest, smallest settings instead (precompress below).
const ON_THE_FLY: { br: BrotliOptions; gzip: ZlibOptions } = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

function compressor(encoding: Encoding, sizeHint?: number) {
  if (encoding === "gzip") return createGzip(ON_THE_FLY.gzip);
  const params = { ...ON_THE_FLY.br.params };
  if (sizeHint) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return createBrotliCompress({ params });
}

/**
 * A web TransformStream over a node:zlib compressor: output flows on as the compressor makes it.
 * When the client goes away mid-response the stream is cancelled while the compressor may still
 * hold output; enqueueing it then throws, and from a zlib event that was an uncaught exception that
 * took the whole server down. Output for a stream that is gone is dropped and the compressor freed.
 */
export function compressionStream(encoding: Encoding, sizeHint?: number): TransformStream<Uint8Array, Uint8Array> {
  const zlib = compressor(encoding, sizeHint);
  return new TransformStream({
    start(controller) {
      zlib.on("data", (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        } catch {
          zlib.destroy(); // the reader is gone
        }
      });
      zlib.once("error", (error) => {
        try {
          controller.error(error);
        } catch {
          // already closed or errored
        }
      });
    },
    transform(chunk) {
      return new Promise((resolve, reject) => zlib.write(chunk, (error) => (error ? reject(error) : resolve())));
    },
    flush() {
      return new Promise((resolve, reject) => {
        zlib.once("end", resolve);
        zlib.once("error", reject);
        zlib.end();
      });
    },
  });
}

/**
 * Reads a body until it is known to reach `threshold` bytes or ends. Returns the chunks read and a
 * stream of the whole body (those chunks, then the rest), so nothing is buffered beyond the threshold.
 */
async function peek(body: ReadableStream<Uint8Array>, threshold: number) {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < threshold) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.byteLength;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { size, done, stream };
}

/**
 * Compresses responses on the fly (brotli preferred, else gzip) when the client accepts it: HTML,
 * JSON, XML and other text. Left alone: responses that already carry a Content-Encoding (built
 * assets and cached pages, precompressed), event streams, bodies under 1 KB, HEAD, 204/206/304 and
 * `Cache-Control: no-transform`. Every compressible response gets `Vary: Accept-Encoding`.
 * Why it is written here rather than taken from Hono, and what it measured:
 * docs/decisions/0017-compression.md.
 */
export function compression({ threshold = COMPRESSION_THRESHOLD } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has("Content-Encoding") || !isCompressible(res.headers.get("Content-Type"))) return;
    varyOnEncoding(res.headers);
    // The cheap checks first: asking for `res.body` makes the Node adapter build a whole web
    // Response (and a stream of the body) in place of its lightweight one.
    if (c.req.method === "HEAD" || [204, 206, 304].includes(res.status)) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const declared = res.headers.get("Content-Length");
    if (declared !== null && Number(declared) < threshold) return;
    if (!res.body) return;

    const { size, done, stream } = await peek(res.body, threshold);
    const headers = new Headers(res.headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    // c.res setter merges headers already set on the context; assign a fresh Response each time.
    c.res = undefined;
    if (done && size < threshold) {
      c.res = new Response(stream, init);
      return;
    }
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = new Response(stream.pipeThrough(compressionStream(encoding, done ? size : undefined)), init);
  };
}

/**
 * Every `c.json` answer under it declares its Content-Length. `compression` then decides from the
 * header: a body under its threshold goes out as the Node adapter's lightweight response, instead
 * of being turned into a web Response and a stream only to be measured (what a browser's request,
 * which always sends Accept-Encoding, cost every small JSON answer).
 */
export function jsonWithLength(): MiddlewareHandler {
  return async (c, next) => {
    const json = c.json;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      if (text === undefined) return json(object as never, arg as never, headers as never);
      return c.body(text, arg as never, {
        "Content-Type": "application/json",
        ...headers,
        "Content-Length": String(Buffer.byteLength(text)),
      });
    }) as typeof c.json;
    await next();
  };
}

/** Smallest output, for bodies compressed once and kept (build output, prerendered pages). */
export const PRECOMPRESS: { br: BrotliOptions; gzip: ZlibOptions } = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  gzip: { level: constants.Z_BEST_COMPRESSION },
};
