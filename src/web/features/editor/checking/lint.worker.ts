/// <reference lib="webworker" />
import { ruleChecker } from "@shared/checking/rule-findings";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { LintReply, LintRequest } from "./linter";

/**
 * The offline rules in a worker of the page's own origin, so the page's Content-Security-Policy
 * admits it (Harper's own WorkerLinter starts from a blob: URL) and a long lint never holds up
 * typing. The same rules, asked the same way, as the server's worker (ruleChecker). The WASM file is
 * fetched on the first message.
 */
const check = ruleChecker(new LocalLinter({ binary }));

self.onmessage = async (event: MessageEvent<LintRequest>) => {
  const { id, texts, dialect } = event.data;
  try {
    const results = [];
    for (const text of texts) results.push(await check(text, dialect));
    self.postMessage({ id, results } satisfies LintReply);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LintReply);
  }
};
