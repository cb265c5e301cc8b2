import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth";
import { apiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests from another site. Browsers always send Origin on such
 * requests; clients that send none (curl, server-to-server) carry no ambient cookies to abuse.
 * An opaque origin (`Origin: null`) is refused.
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const ownOrigin = new URL(c.req.url).origin;
    // "null" is an opaque origin (a sandboxed frame, a data: or file: page, a cross-site redirect):
    // never one of ours, whatever Sec-Fetch-Site says or leaves out.
    const refused =
      origin === "null" ||
      (origin ? !allowedOrigins.includes(origin) && origin !== ownOrigin : fetchSite === "cross-site");
    if (refused) {
      return apiError(c, 403, "FORBIDDEN_ORIGIN", "Forbidden", "Cross-site requests are not allowed.");
    }
    return next();
  };
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The address a request came from: the socket's, never a header the client sent. In-process tests
 * (no socket) name theirs in the client-IP header.
 */
export function clientAddress(c: Context): string {
  return socketAddress(c) ?? c.req.header(CLIENT_IP_HEADER) ?? "unknown";
}

/**
 * Replaces any client-supplied client-IP header with the socket's address, so rate limits cannot
 * be dodged by forging a header. In-process tests (no socket) keep the header they set.
 */
export function clientIp(): MiddlewareHandler {
  return async (c, next) => {
    const address = socketAddress(c);
    if (address) {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, address);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return next();
  };
}
