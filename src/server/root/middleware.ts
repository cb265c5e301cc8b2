import type { MiddlewareHandler, NotFoundHandler } from "hono";
import { isApiKeyRequest, isProtocolPath } from "../api/routes";
import { signedInHint } from "../auth/signed-in-hint";
import { JSON_BODY_MAX, jsonBodyLimit } from "../http/body-limit";
import { compression, jsonWithLength } from "../http/compression";
import { requestIds } from "../http/request-id";
import { clientAddresses, clientIp, originCheck } from "../http/security";
import { directSse } from "../http/sse";
import { textGuard } from "../http/text-guard";
import { countRequests } from "../metrics/http";
import { trustedProxyList } from "../net/client-address";
import { isOAuthClientRequest, withoutCookies } from "../oauth/routes";
import { wwwRedirect } from "../public/seo";
import type { AppDeps } from "./deps";
import { defaultPolicy, securityHeaders } from "./headers";

/** One middleware and the paths it runs for. */
export type Layer = { path: string; handler: MiddlewareHandler };

/**
 * Every middleware of the app, outermost first: a request passes them in this order before any
 * route (src/server/root/mounts.ts), and its response passes them back in the reverse order. The
 * order is the point of this list; each entry says why it sits where it does.
 *
 * `ownBodyLimit`: the mounts that read their bodies under a limit of their own (the mount table's
 * `ownBodyLimit`), which the JSON body limit leaves alone.
 */
export function appMiddleware(
  { config, metrics }: AppDeps,
  ownBodyLimit: readonly string[],
): { layers: Layer[]; notFound?: NotFoundHandler } {
  const counting = metrics ? countRequests(metrics) : undefined;
  const sameOrigin = originCheck([new URL(config.publicUrl).origin]);
  const layers: Layer[] = [
    // Outermost, so that it sees the headers every other middleware set (http/sse.ts).
    { path: "*", handler: directSse() },
    // Before anything that logs, so that every line of the request carries its id.
    { path: "*", handler: requestIds({ logContext: config.logFormat === "json" }) },
    // Before anything that counts per address (docs/decisions/0040-client-addresses-and-key-failures.md).
    { path: "*", handler: clientAddresses(trustedProxyList(config.trustedProxies)) },
    // Counts every answer, including the redirects and refusals of the middleware below it.
    ...(counting ? [{ path: "*", handler: counting.middleware }] : []),
    // A request to www. is sent to the canonical host before any work is done for it.
    { path: "*", handler: wwwRedirect(config.publicUrl) },
    // Compresses what everything inside it answers; it decides by the Content-Length that
    // jsonWithLength, the innermost, declares (http/compression.ts).
    { path: "*", handler: compression() },
    // Every answer from here inwards, a refusal below included, carries the security headers …
    { path: "*", handler: securityHeaders(config) },
    // … and a Content-Security-Policy, unless the page set its own (with its script hashes).
    { path: "*", handler: defaultPolicy(config) },
    // Sees the Set-Cookie of every API answer, Better Auth's included, and keeps a readable
    // "signed in" hint beside the session cookie for the first paint (auth/signed-in-hint.ts).
    { path: "/api/*", handler: signedInHint(config.publicUrl.startsWith("https://")) },
    // Better Auth's limiter reads the client address from a header: only its routes pay for copying
    // the request to set it; our own limits read clientAddress (set for every request above).
    { path: "/api/auth/*", handler: clientIp() },
    // Before any body is read: a cross-site request with the user's cookies is refused unread.
    // API-key requests to /api/v1 carry no ambient credential (that authenticator never reads cookies);
    // OAuth clients' own endpoints (token, registration, revocation) are reached without cookies.
    {
      path: "/api/*",
      handler: (c, next) =>
        isApiKeyRequest(c) ? next() : isOAuthClientRequest(c) ? withoutCookies(c, next) : sameOrigin(c, next),
    },
    // Before anything reads the body; mounts with a larger limit of their own are left to it.
    { path: "/api/*", handler: jsonBodyLimit({ maxSize: JSON_BODY_MAX, ownLimit: ownBodyLimit }) },
    // Reads the JSON body (within the limit above) for a NUL or a lone surrogate; the protocol
    // endpoints refuse such text in their own error shapes (http/text-guard.ts unstorableText).
    { path: "/api/*", handler: textGuard({ answeredBy: isProtocolPath }) },
    // Innermost: sets the length of the route's own JSON answer, which compression (above) then reads.
    { path: "/api/*", handler: jsonWithLength() },
  ];
  return { layers, notFound: counting?.notFound };
}
