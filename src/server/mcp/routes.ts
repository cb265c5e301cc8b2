import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import type { KeyDeps } from "../api/authenticate";
import { createIdempotency } from "../api/idempotency";
import { type ApiRateLimit, takeToken } from "../api/rate-limit";
import type { Changes } from "../db/changes";
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from "../http/json-depth";
import { unstorableText } from "../http/text-guard";
import type { RunDeps } from "../runs/types";
import { mcpAuthenticator, type OAuthVerifier } from "./authenticate";
import { cancellations } from "./cancel";
import { mcpServer } from "./server";

export type McpDeps = RunDeps &
  KeyDeps & {
    changes: Changes;
    rateLimit: ApiRateLimit;
    /** Checks OAuth access tokens; without it only API keys are accepted. */
    oauth?: OAuthVerifier;
    /** Where the protected resource's metadata is (RFC 9728), named in a 401's WWW-Authenticate. */
    resourceMetadataUrl?: string;
  };

/** The request a `notifications/cancelled` message names, or null for any other message. */
function cancelledId(message: unknown): string | number | null {
  const m = message as { method?: unknown; params?: { requestId?: unknown } } | null;
  if (m?.method !== "notifications/cancelled") return null;
  const id = m.params?.requestId;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/** A JSON-RPC error answer that belongs to no request (the request was refused before it was read). */
const rpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null });

/**
 * /api/mcp (README "MCP"): Quillstack as an MCP server over Streamable HTTP, stateless: every POST
 * gets its own server and transport (docs/decisions/0023-mcp-server.md), so any instance answers
 * any request and nothing is kept between them. Authenticated by an API key or an OAuth token;
 * counted against the account's rate limit like every other surface.
 */
export function mcpRoutes(deps: McpDeps) {
  const app = new Hono();
  const authenticate = mcpAuthenticator(deps);
  const idempotency = createIdempotency(deps.db);
  const cancelling = cancellations(deps.changes);
  const challenge = deps.resourceMetadataUrl
    ? `Bearer resource_metadata="${deps.resourceMetadataUrl}"`
    : 'Bearer realm="quillstack"';

  app.post("/", async (c) => {
    const auth = await authenticate(c);
    if (!auth.ok) {
      if (auth.status === 401) c.header("WWW-Authenticate", challenge);
      if (auth.retryAfter !== undefined) c.header("Retry-After", String(auth.retryAfter));
      return c.json(rpcError(-32001, auth.message), auth.status);
    }
    const taken = await takeToken(deps.db, auth.caller.user.id, deps.rateLimit);
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfter));
      const s = taken.retryAfter === 1 ? "" : "s";
      return c.json(
        rpcError(-32001, `Too many requests with this account. Try again in ${taken.retryAfter} second${s}.`),
        429,
      );
    }
    const text = await c.req.text();
    // Before the parse and the walks below (docs/decisions/0038-json-nesting-limit.md).
    if (nestsDeeperThan(text)) return c.json(rpcError(-32600, `Invalid Request: ${TOO_DEEP_MESSAGE}`), 400);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(rpcError(-32700, "Parse error: the body is not JSON."), 400);
    }
    const flaw = unstorableText(body);
    if (flaw) return c.json(rpcError(-32602, flaw), 400);

    const scope = auth.caller.scope;
    for (const message of Array.isArray(body) ? body : [body]) {
      const requestId = cancelledId(message);
      if (requestId !== null) await cancelling.cancel(scope, requestId);
    }
    const server = mcpServer({ ...deps, idempotency }, auth.caller, {
      left: c.req.raw.signal,
      track: (requestId) => cancelling.track(scope, requestId),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    // The body was read above (as text, for the checks): the transport is handed it parsed.
    return transport.handleRequest(c.req.raw, { parsedBody: body });
  });

  // A stateless server offers no stream to resume (GET) and no session to end (DELETE).
  app.on(["GET", "DELETE"], "/", (c) => {
    c.header("Allow", "POST");
    return c.json(rpcError(-32000, "Method not allowed: this server is stateless; send requests with POST."), 405);
  });
  return app;
}
