import type { CallToolResult, ServerNotification } from "@modelcontextprotocol/server";
import { grammarReport } from "@shared/grammar-report";
import type { RunFailure } from "@shared/run-events";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import { type Idempotency, idempotencyKeyRule, isIdempotencyKey, requestHash } from "../api/idempotency";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";
import type { McpCaller } from "./authenticate";

/** The `_meta` key of a tools/call that makes it idempotent (docs/protocols.md "MCP"). */
export const IDEMPOTENCY_META = "io.quillstack/idempotency-key";

export type CallDeps = RunDeps & { idempotency: Idempotency };

type Call = {
  tool: ToolEntry;
  caller: McpCaller;
  args: unknown;
  signal: AbortSignal;
  meta: Record<string, unknown> | undefined;
  /** Sends a notification on this request's stream (progress). */
  notify: (notification: ServerNotification) => Promise<void>;
};

const failed = (error: Pick<RunFailure, "message">): CallToolResult => ({
  content: [{ type: "text", text: error.message }],
  isError: true,
});

/**
 * tools/call of a writing tool: the tool's run through the run core (surface "mcp"); the text as
 * the result, a check's findings also as structured content. A refusal or a failed run is a result
 * with `isError` and our message (MCP: tool errors are results the model can read). With an
 * idempotency key in `_meta`, the first call runs and its result is kept (api/idempotency.ts): a
 * retry, even a concurrent one, gets that result and is charged nothing more.
 */
export async function callTool(deps: CallDeps, call: Call): Promise<CallToolResult> {
  const key = call.meta?.[IDEMPOTENCY_META];
  if (key === undefined) return run(deps, call, null);
  if (!isIdempotencyKey(key)) return failed({ message: idempotencyKeyRule(IDEMPOTENCY_META) });
  const { scope } = call.caller;
  const hash = requestHash(`mcp:${call.tool.slug}`, JSON.stringify(call.args ?? null));
  const claim = await deps.idempotency.claim(scope, key, hash, call.signal);
  if (claim.kind === "mismatch") {
    return failed({
      message: "This idempotency key was already used with a different call. Use a new key for a new call.",
    });
  }
  if (claim.kind === "timeout") {
    return failed({ message: "A call with this idempotency key is still running. Try again in a moment." });
  }
  if (claim.kind === "stored") return claim.answer.body as CallToolResult;
  return run(deps, call, {
    store: (result, documentId) =>
      deps.idempotency
        .store(scope, key, { status: 200, body: result, event: null, documentId })
        .catch((error) => deps.log.error("storing an idempotent answer failed", error)),
    release: () => deps.idempotency.release(scope, key).catch(() => undefined),
  });
}

type Keeper = {
  store: (result: CallToolResult, documentId: string | null) => Promise<unknown>;
  release: () => Promise<unknown>;
};

async function run(deps: CallDeps, call: Call, keeper: Keeper | null): Promise<CallToolResult> {
  const { tool, caller, signal } = call;
  let outcome: Awaited<ReturnType<typeof runTool>>;
  try {
    outcome = await runTool(deps, { tool, userId: caller.user.id, body: call.args ?? null, signal, surface: "mcp" });
  } catch (error) {
    await keeper?.release();
    throw error;
  }
  if ("refused" in outcome) {
    await keeper?.release();
    return failed(outcome.refused);
  }
  const progressToken = call.meta?.progressToken;
  let documentId: string | null = null;
  let written = "";
  let result: CallToolResult | null = null;
  for await (const event of outcome.events) {
    if (event.type === "start") documentId = event.documentId;
    else if (event.type === "delta") {
      written += event.text;
      // Progress in words written so far (MCP's progress only has to grow; the total is unknown).
      if (progressToken !== undefined && (typeof progressToken === "string" || typeof progressToken === "number")) {
        await call
          .notify({
            method: "notifications/progress",
            params: { progressToken, progress: countWords(written), message: "Writing…" },
          })
          .catch(() => undefined);
      }
    } else if (event.type === "done") {
      const done = event.done;
      documentId = done.documentId;
      const extra = { documentId: done.documentId, wordsCharged: done.wordsCharged };
      result =
        "result" in done
          ? {
              content: [{ type: "text", text: grammarReport(done.result) }],
              structuredContent: { ...done.result, ...extra },
            }
          : {
              content: [{ type: "text", text: done.output }],
              _meta: { "io.quillstack/run": { ...extra, truncated: done.truncated } },
            };
    } else if (event.type === "error") result = failed(event.error);
  }
  // No final event: the caller left; the run ended stopped and charged what it delivered.
  const final =
    result ??
    failed({
      message: "The call was cancelled before the run finished. The text written so far is saved in your documents.",
    });
  await keeper?.store(final, documentId);
  return final;
}
