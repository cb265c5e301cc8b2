import type { CallToolResult, ServerNotification } from "@modelcontextprotocol/server";
import { grammarReport } from "@shared/grammar-report";
import type { RunFailure } from "@shared/run-events";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Caller } from "../protocols/bearer";
import type { Idempotency, StoredAnswer } from "../protocols/idempotency-store";
import { idempotently, type Keeper } from "../protocols/idempotent";
import { failureOf, type RunResult } from "../protocols/outcome";
import { finishRun, startRun } from "../protocols/start";
import type { RunDeps } from "../runs/types";

/** The `_meta` key of a tools/call that makes it idempotent (docs/protocols.md "MCP"). */
export const IDEMPOTENCY_META = "io.quillstack/idempotency-key";

export type CallDeps = RunDeps & { idempotency: Idempotency };

type Call = {
  tool: ToolEntry;
  caller: Caller;
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

/** A run's outcome as a tools/call result, kept as such for the key's retries. */
function resultOf({ end, documentId }: RunResult): StoredAnswer {
  if (end.kind !== "done") return { status: 200, body: failed(failureOf(end)), event: null, documentId };
  const done = end.done;
  const extra = { documentId: done.documentId, wordsCharged: done.wordsCharged };
  const body: CallToolResult =
    "result" in done
      ? {
          content: [{ type: "text", text: grammarReport(done.result) }],
          structuredContent: { ...done.result, ...extra },
        }
      : {
          content: [{ type: "text", text: done.output }],
          _meta: { "io.quillstack/run": { ...extra, truncated: done.truncated } },
        };
  return { status: 200, body, event: null, documentId };
}

/**
 * tools/call of a writing tool: the tool's run through the run core (surface "mcp"); the text as
 * the result, a check's findings also as structured content. A refusal or a failed run is a result
 * with `isError` and our message (MCP: tool errors are results the model can read). With an
 * idempotency key in `_meta`, the first call runs and its result is kept (protocols/idempotent.ts).
 */
export function callTool(deps: CallDeps, call: Call): Promise<CallToolResult> {
  return idempotently(deps, {
    key: call.meta?.[IDEMPOTENCY_META],
    owner: call.caller.scope,
    scope: `mcp:${call.tool.slug}`,
    request: () => JSON.stringify(call.args ?? null),
    signal: call.signal,
    names: { field: IDEMPOTENCY_META, key: "idempotency key", request: "call" },
    run: (keeper) => run(deps, call, keeper),
    replay: (stored) => stored.body as CallToolResult,
    refuse: failed,
  });
}

async function run(deps: CallDeps, call: Call, keeper: Keeper | null): Promise<CallToolResult> {
  const { tool, caller, signal } = call;
  const input = { tool, userId: caller.user.id, body: call.args ?? null, signal, surface: "mcp" } as const;
  const started = await startRun(deps, input, keeper);
  if ("refused" in started) return failed(started.refused);
  const token = call.meta?.progressToken;
  const progressToken = typeof token === "string" || typeof token === "number" ? token : undefined;
  const answer = await finishRun(started.events, keeper, resultOf, (event, so) =>
    // Progress in words written so far (MCP's progress only has to grow; the total is unknown).
    event.type === "delta" && progressToken !== undefined
      ? call
          .notify({
            method: "notifications/progress",
            params: { progressToken, progress: countWords(so.text), message: "Writing…" },
          })
          .catch(() => undefined)
      : undefined,
  );
  return answer.body as CallToolResult;
}
