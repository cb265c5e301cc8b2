import { parentPort } from "node:worker_threads";
import { classifyLint } from "@shared/grammar";
import { type Lint, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { RuleIssue } from "./rules";

/**
 * Runs Harper (offline grammar rules, ~0.5 GB once loaded) in its own thread so a long lint never
 * blocks the event loop that serves everyone else. Messages: {id, text} → {id, issues} | {id, error}.
 */
const linter = new LocalLinter({ binary });

function toIssue(lint: Lint): RuleIssue {
  const span = lint.span();
  return {
    ...classifyLint(lint.lint_kind()),
    text: lint.get_problem_text(),
    suggestion: lint.suggestions()[0]?.get_replacement_text() ?? "",
    explanation: lint.message(),
    start: span.start,
    end: span.end,
  };
}

parentPort?.on("message", async ({ id, text }: { id: number; text: string }) => {
  try {
    const lints = await linter.lint(text);
    parentPort?.postMessage({ id, issues: lints.map(toIssue) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
