import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js";
import {
  CancelledNotificationSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
} from "@modelcontextprotocol/sdk/types.js";

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
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      const where = Array.isArray(body) ? ` (message ${index + 1})` : "";
      return { ok: false, message: `Invalid Request: not a JSON-RPC 2.0 message${where}.` };
    }
    messages.push(parsed.data);
    if ("method" in parsed.data && parsed.data.method === "notifications/cancelled") {
      const cancel = CancelledNotificationSchema.safeParse(parsed.data);
      const requestId = cancel.success ? cancel.data.params.requestId : undefined;
      if (requestId !== undefined) cancels.push(requestId);
    }
  }
  return { ok: true, batch: { messages, cancels } };
}
