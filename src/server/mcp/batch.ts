import { isSpecType, type JSONRPCMessage } from "@modelcontextprotocol/server";

/**
 * The transport's own bound on a JSON-RPC batch (the SDK's MAX_BATCH_SIZE, which its package does
 * not export): checked here first, so that a batch the transport would refuse costs nothing.
 */
export const MAX_BATCH_SIZE = 100;

/** What a POST to /api/mcp holds, checked whole before anything is done for any of it. */
export type Batch = {
  /** The messages, one or a JSON-RPC batch's; each costs one rate-limit token. */
  messages: JSONRPCMessage[];
  /** The requests its `notifications/cancelled` messages name. */
  cancels: (string | number)[];
};

/**
 * Checks a parsed body as the transport would (at most MAX_BATCH_SIZE messages, each a JSON-RPC
 * message), but before any side effect: the count first, so an oversized batch is refused without
 * reading its messages, then every message's shape (docs/decisions/0041-mcp-batches-and-oauth-registration.md).
 */
export function checkBatch(body: unknown): { ok: true; batch: Batch } | { ok: false; message: string } {
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0) return { ok: false, message: "Invalid Request: an empty batch." };
  if (list.length > MAX_BATCH_SIZE) {
    return { ok: false, message: `Invalid Request: a batch holds at most ${MAX_BATCH_SIZE} messages.` };
  }
  const messages: JSONRPCMessage[] = [];
  const cancels: (string | number)[] = [];
  for (const [index, item] of list.entries()) {
    if (!isSpecType.JSONRPCMessage(item)) {
      const where = Array.isArray(body) ? ` (message ${index + 1})` : "";
      return { ok: false, message: `Invalid Request: not a JSON-RPC 2.0 message${where}.` };
    }
    messages.push(item);
    if (isSpecType.CancelledNotification(item)) {
      const requestId = item.params?.requestId;
      if (requestId !== undefined) cancels.push(requestId);
    }
  }
  return { ok: true, batch: { messages, cancels } };
}
