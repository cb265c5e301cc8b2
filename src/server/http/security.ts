import type { BlockList } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth";
import { decideClientAddress } from "../net/client-address";
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

declare module "hono" {
  interface ContextVariableMap {
    /** The address the request came from, as every per-address limit counts it (clientAddresses below). */
    clientAddress: string;
  }
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The peer: the socket's address; in-process tests (no socket) name theirs in the client-IP header. */
const peerOf = (c: Context) => socketAddress(c) ?? c.req.header(CLIENT_IP_HEADER) ?? null;

/**
 * Decides every request's client address once (net/client-address.ts): the peer's, or behind a
 * trusted proxy the address that proxy was reached from. A few string operations per request.
 */
export function clientAddresses(trusted: BlockList | null): MiddlewareHandler {
  return async (c, next) => {
    c.set("clientAddress", decideClientAddress(peerOf(c), c.req.header("x-forwarded-for"), trusted));
    return next();
  };
}

/**
 * The address a request came from, as clientAddresses decided it. Outside the app (a route
 * mounted alone) no proxy is trusted, so a client's X-Forwarded-For is never believed.
 */
export function clientAddress(c: Context): string {
  return c.get("clientAddress") ?? decideClientAddress(peerOf(c), undefined, null);
}

/**
 * Sets the client-IP header Better Auth's rate limiter reads (auth/index.ts) to clientAddress,
 * replacing any the client sent, so its limits count the same address as ours.
 */
export function clientIp(): MiddlewareHandler {
  return async (c, next) => {
    const address = clientAddress(c);
    if (c.req.header(CLIENT_IP_HEADER) !== address) {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, address);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return next();
  };
}
