import type { Context, MiddlewareHandler, NotFoundHandler } from "hono";
import { routePath } from "hono/route";
import type { Metrics } from "./metrics";

/** Requests no route matched: answered by the not-found handler below. */
const unmatched = new WeakSet<Context>();

/**
 * Counts every answered request by the pattern of the route that answered it (`/api/tools/:slug/run`,
 * never the path a client made up, so the series stay few), or "unmatched". A request a middleware
 * answered (a redirect, a refused origin) counts under that middleware's pattern (`*`, `/api/*`).
 * `notFound` replaces Hono's default handler with the same answer, marked.
 */
export function countRequests(metrics: Metrics): { middleware: MiddlewareHandler; notFound: NotFoundHandler } {
  return {
    middleware: async (c, next) => {
      await next();
      // After next(), the route index is that of the last handler the request reached.
      metrics.request(unmatched.has(c) ? "unmatched" : routePath(c), c.req.method, c.res.status);
    },
    notFound: (c) => {
      unmatched.add(c);
      return c.text("404 Not Found", 404);
    },
  };
}
