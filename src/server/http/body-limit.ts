import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./errors";

/** How large a JSON request body may be. */
export const JSON_BODY_MAX = 1024 * 1024;

/** Whether `path` is `prefix` or lies under it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Refuses a request body over `maxSize` with 413, except under `ownLimit` (routes that set a
 * larger limit of their own, named in the mount table: src/server/root/mounts.ts).
 */
export function jsonBodyLimit({
  maxSize,
  ownLimit,
}: {
  maxSize: number;
  ownLimit: readonly string[];
}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is left unread, so this connection cannot carry another request:
      // say so, rather than promise keep-alive and then have the server drop the socket.
      c.header("Connection", "close");
      return apiError(c, 413, "PAYLOAD_TOO_LARGE", "Error", "The request is too large.");
    },
  });
  return (c, next) => {
    if (ownLimit.some((prefix) => isUnder(c.req.path, prefix))) return next();
    return surelyWithin(c, maxSize) ? next() : limit(c, next);
  };
}

/**
 * What bodyLimit would let through without reading, decided without asking for the body: under
 * @hono/node-server, asking (bodyLimit's first step) builds a whole web Request and a stream of the
 * body for every API request; left alone, the route reads the body from Node directly.
 */
function surelyWithin(c: Context, maxSize: number): boolean {
  if (c.req.method === "GET" || c.req.method === "HEAD") return true;
  const declared = c.req.header("content-length");
  return declared !== undefined && !c.req.header("transfer-encoding") && Number.parseInt(declared, 10) <= maxSize;
}
