/// <reference lib="webworker" />
import { HARPER_DIALECTS, ruleChecker } from "@shared/checking/rule-findings";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { LintReply, LintRequest } from "./linter";

/**
 * The offline rules in a worker of the page's own origin, so the page's Content-Security-Policy
 * admits it (Harper's own WorkerLinter starts from a blob: URL) and a long lint never holds up
 * typing. The same rules, asked the same way, as the server's worker (ruleChecker). The WASM file is
 * fetched on the first message (a `warm` one as the editor's page opens: docs/decisions/0048).
 */
let checker: ReturnType<typeof ruleChecker> | undefined;

async function handle({ texts, warm, dialect }: LintRequest): Promise<LintReply["results"]> {
  // Built in the first request's dialect, so a British writer's first check does not build it twice.
  checker ??= ruleChecker(new LocalLinter({ binary, dialect: HARPER_DIALECTS[dialect] }), dialect);
  // Warming lints a few words: Harper sets itself up, and the word frequencies load.
  if (warm) await checker("Warm up.", dialect);
  const results = [];
  for (const text of texts) results.push(await checker(text, dialect));
  return results;
}

self.onmessage = async (event: MessageEvent<LintRequest>) => {
  const { id } = event.data;
  try {
    self.postMessage({ id, results: await handle(event.data) } satisfies LintReply);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LintReply);
  }
};
