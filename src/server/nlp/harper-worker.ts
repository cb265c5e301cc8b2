import { parentPort } from "node:worker_threads";
import { loadWordFrequencies } from "@shared/checking/word-frequency";
import { issuesFromLints } from "@shared/lint-issue";
import { Dialect, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";

/**
 * Runs Harper (offline grammar rules, ~0.5 GB once loaded) in its own thread so a long lint never
 * blocks the event loop that serves everyone else. Messages: {id, text, dialect?, named?} →
 * {id, issues} | {id, error}; with `named`, each issue also has all its suggestions, its Harper rule and lint kind, and
 * `{id, descriptions: true}` answers the rules' descriptions.
 */
const linter = new LocalLinter({ binary });
// Spelling suggestions are ranked by word frequency once this list is in (docs/decisions/0046).
const frequencies = loadWordFrequencies();
const DIALECTS: Record<string, Dialect> = {
  american: Dialect.American,
  british: Dialect.British,
  australian: Dialect.Australian,
  canadian: Dialect.Canadian,
};
let dialect = Dialect.American;

type Message = { id: number; text?: string; dialect?: string; named?: boolean; descriptions?: boolean };

async function handle({ text = "", named, descriptions, ...message }: Message) {
  if (descriptions) return { descriptions: await linter.getLintDescriptions() };
  await frequencies;
  const wanted = DIALECTS[message.dialect ?? "american"] ?? Dialect.American;
  // One linter for every dialect (a second would hold another half gigabyte): it is switched only
  // when a request asks for another one, which the queue below keeps from racing a lint.
  if (wanted !== dialect) {
    await linter.setDialect(wanted);
    dialect = wanted;
  }
  // Harper's own dedup would let a long-sentence hint hide every finding inside it (docs/decisions/0044).
  const issues = issuesFromLints(await linter.organizedLints(text, { dedup: false }), text);
  if (named) return { issues };
  return { issues: issues.map(({ suggestions: _s, rule: _r, kind: _k, ...issue }) => issue) };
}

// One message at a time: a dialect switch must not land in the middle of another request's lint.
let queue: Promise<unknown> = Promise.resolve();
parentPort?.on("message", (message: Message) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({ id: message.id, ...(await handle(message)) });
    } catch (error) {
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
