/// <reference lib="webworker" />
import { issuesFromLints } from "@shared/lint-issue";
import { Dialect as HarperDialect, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { Dialect, LintReply, LintRequest } from "./linter";

/**
 * The offline rules (Harper, the server's rule set) in a worker of the page's own origin, so the
 * page's Content-Security-Policy admits it (Harper's own WorkerLinter starts from a blob: URL) and
 * a long lint never holds up typing. The WASM file is fetched on the first message (a `warm` one
 * as the editor's page opens: docs/decisions/0048).
 */
const HARPER_DIALECT: Record<Dialect, HarperDialect> = {
  american: HarperDialect.American,
  british: HarperDialect.British,
  australian: HarperDialect.Australian,
  canadian: HarperDialect.Canadian,
};
let linter: LocalLinter | undefined;
let dialect: Dialect = "american";

async function handle({ texts, warm, ...request }: LintRequest): Promise<LintReply["results"]> {
  const wanted = HARPER_DIALECT[request.dialect] ? request.dialect : "american";
  // Built in the first request's dialect, so a British writer's first check does not build it twice.
  if (!linter) {
    linter = new LocalLinter({ binary, dialect: HARPER_DIALECT[wanted] });
    dialect = wanted;
  }
  if (wanted !== dialect) {
    await linter.setDialect(HARPER_DIALECT[wanted]);
    dialect = wanted;
  }
  if (warm) await linter.setup();
  const results = [];
  // Harper's own dedup would let a long-sentence hint hide the findings inside it (docs/decisions/0044).
  for (const text of texts) results.push(issuesFromLints(await linter.organizedLints(text, { dedup: false }), text));
  return results;
}

// One request at a time: a dialect switch must not land in the middle of another request's lint.
let queue: Promise<unknown> = Promise.resolve();
self.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id } = event.data;
  queue = queue.then(async () => {
    try {
      self.postMessage({ id, results: await handle(event.data) } satisfies LintReply);
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LintReply);
    }
  });
};
