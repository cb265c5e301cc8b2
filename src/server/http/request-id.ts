import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { withRequestId } from "../log";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id (requestIds below), echoed in X-Request-Id. */
    requestId: string;
  }
}

/** What an incoming X-Request-Id may be to be kept: a short token, nothing a log line would need to escape. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id: the X-Request-Id it came with (a proxy's, a client's) when that is a
 * sane token, else a new UUID. It is echoed in the response's X-Request-Id, and with `logContext`
 * (JSON logs, log.ts) it is the request id of every line logged while handling the request.
 */
export function requestIds(opts: { logContext: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const id = given !== undefined && SANE_ID.test(given) ? given : randomUUID();
    c.set("requestId", id);
    if (opts.logContext) await withRequestId(id, next);
    else await next();
    c.res.headers.set("X-Request-Id", id);
  };
}

/** The id requestIds gave this request (undefined before it ran). */
export const requestIdOf = (c: Context): string | undefined => c.get("requestId");
