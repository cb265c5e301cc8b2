import { createMcpHandler } from "@modelcontextprotocol/server";
import { type Context, Hono } from "hono";
import type { Changes } from "../db/changes";
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from "../http/json-depth";
import { unstorableText } from "../http/text-guard";
import { type BearerRefusal, bearerToken } from "../protocols/bearer";
import { bearerGate, type GateDeps } from "../protocols/gate";
import { createIdempotency } from "../protocols/idempotency-store";
import type { RunDeps } from "../runs/types";
import { checkBatch } from "./batch";
import { cancellations } from "./cancel";
import { mcpServer } from "./server";

/** `oauth` (GateDeps) checks OAuth access tokens; without it only API keys are accepted. */
export type McpDeps = RunDeps &
  GateDeps & {
    changes: Changes;
    /** Where the protected resource's metadata is (RFC 9728), named in a 401's WWW-Authenticate. */
    resourceMetadataUrl?: string;
  };

/** A JSON-RPC error answer that belongs to no request (the request was refused before it was read). */
const rpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null });

/** A refused bearer (or rate limit) as a JSON-RPC error, with its Retry-After. */
function refused(c: Context, refusal: BearerRefusal) {
  if (refusal.retryAfter !== undefined) c.header("Retry-After", String(refusal.retryAfter));
  return c.json(rpcError(-32001, refusal.message), refusal.status);
}

/**
 * /api/mcp (docs/protocols.md "MCP"): Quillstack as an MCP server over Streamable HTTP, stateless: every POST
 * gets its own server and transport (docs/decisions/0023-mcp-server.md), so any instance answers
 * any request and nothing is kept between them. Authenticated by an API key or an OAuth token;
 * counted against the account's rate limit like every other surface.
 */
export function mcpRoutes(deps: McpDeps) {
  const app = new Hono();
  const gate = bearerGate(deps);
  const idempotency = createIdempotency(deps.db);
  const cancelling = cancellations(deps.db, deps.changes, deps.log);
  const challenge = deps.resourceMetadataUrl
    ? `Bearer resource_metadata="${deps.resourceMetadataUrl}"`
    : 'Bearer realm="quillstack"';

  app.post("/", async (c) => {
    const auth = await gate.authenticate(c, bearerToken(c.req.header("authorization")));
    if (!auth.ok) {
      if (auth.status === 401) c.header("WWW-Authenticate", challenge);
      return refused(c, auth);
    }
    // One token before the body is read, as every request pays; a batch pays the rest (below).
    const userId = auth.caller.user.id;
    const limited = await gate.take(userId);
    if (limited) return refused(c, limited);
    const text = await c.req.text();
    // Before the parse and the walks below (docs/decisions/0038-json-nesting-limit.md).
    if (nestsDeeperThan(text)) return c.json(rpcError(-32600, `Invalid Request: ${TOO_DEEP_MESSAGE}`), 400);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(rpcError(-32700, "Parse error: the body is not JSON."), 400);
    }
    // The whole batch is checked before anything is done for any message in it
    // (docs/decisions/0041-mcp-batches-and-oauth-registration.md).
    const checked = checkBatch(body);
    if (!checked.ok) return c.json(rpcError(-32600, checked.message), 400);
    const flaw = unstorableText(body);
    if (flaw) return c.json(rpcError(-32602, flaw), 400);
    // Each message costs what it would cost alone: a batch of 100 tool calls is 100 requests.
    const { messages, cancels } = checked.batch;
    if (messages.length > deps.rateLimit.burst) {
      return c.json(
        rpcError(
          -32600,
          `Invalid Request: this batch holds ${messages.length} messages; this account may send at most ${deps.rateLimit.burst} at once.`,
        ),
        400,
      );
    }
    if (messages.length > 1) {
      const rest = await gate.take(userId, messages.length - 1);
      if (rest) return refused(c, rest);
    }

    const scope = auth.caller.scope;
    // The SDK's handler serves both protocol eras from one server (docs/decisions/0053-mcp-protocol-versions.md):
    // a request with 2026-07-28's _meta envelope is served statelessly as that revision, anything else
    // (initialize, 2025 requests, batches) by a stateless 2025 transport. Made per request, as the
    // server is, since the server is the caller's.
    const handler = createMcpHandler(
      () =>
        mcpServer({ ...deps, idempotency }, auth.caller, {
          left: c.req.raw.signal,
          track: (requestId) => cancelling.track(scope, requestId),
        }),
      { onerror: (error) => deps.log.debug(`MCP request refused or failed: ${error.message}`) },
    );
    // The body was read above (as text, for the checks): the handler is handed it parsed.
    const answer = await handler.fetch(c.req.raw, { parsedBody: body });
    // Once the transport took the messages (its header and version checks passed): the caller's own
    // calls in flight that they cancel, on whichever instance runs them (cancel.ts).
    if (answer.ok) await cancelling.cancel(scope, cancels);
    return answer;
  });

  // A stateless server offers no stream to resume (GET) and no session to end (DELETE).
  app.on(["GET", "DELETE"], "/", (c) => {
    c.header("Allow", "POST");
    return c.json(rpcError(-32000, "Method not allowed: this server is stateless; send requests with POST."), 405);
  });
  return app;
}
