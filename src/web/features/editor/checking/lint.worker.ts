/// <reference lib="webworker" />
import { loadWordFrequencies } from "@shared/checking/word-frequency";
import { issuesFromLints } from "@shared/lint-issue";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { LintReply, LintRequest } from "./linter";

/**
 * The offline rules (Harper, the server's rule set) in a worker of the page's own origin, so the
 * page's Content-Security-Policy admits it (Harper's own WorkerLinter starts from a blob: URL) and
 * a long lint never holds up typing. The WASM file is fetched on the first message.
 */
const linter = new LocalLinter({ binary });
// Spelling suggestions are ranked by word frequency (docs/decisions/0046): the list (a third of a
// megabyte compressed) loads beside Harper's much larger WebAssembly, and lints wait for it so the
// editor's findings are the server's.
const frequencies = loadWordFrequencies();

self.onmessage = async (event: MessageEvent<LintRequest>) => {
  const { id, texts } = event.data;
  try {
    await frequencies;
    const results = [];
    // Harper's own dedup would let a long-sentence hint hide the findings inside it (docs/decisions/0044).
    for (const text of texts) results.push(issuesFromLints(await linter.organizedLints(text, { dedup: false }), text));
    self.postMessage({ id, results } satisfies LintReply);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LintReply);
  }
};
