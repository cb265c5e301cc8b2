import { parentPort } from "node:worker_threads";
import { dialectOf } from "@shared/checking/dialect";
import { ruleChecker } from "@shared/checking/rule-findings";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";

/**
 * Runs Harper (offline grammar rules, ~0.5 GB once loaded) in its own thread so a long lint never
 * blocks the event loop that serves everyone else. Messages: {id, text, dialect?} → {id, issues} |
 * {id, error}; `{id, descriptions: true}` answers the rules' descriptions.
 */
const linter = new LocalLinter({ binary });
const check = ruleChecker(linter);

type Message = { id: number; text?: string; dialect?: string; descriptions?: boolean };

async function handle({ text = "", descriptions, dialect }: Message) {
  if (descriptions) return { descriptions: await linter.getLintDescriptions() };
  return { issues: await check(text, dialectOf(dialect)) };
}

parentPort?.on("message", (message: Message) => {
  handle(message).then(
    (answer) => parentPort?.postMessage({ id: message.id, ...answer }),
    (error) =>
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
