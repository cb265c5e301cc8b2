import { parentPort } from "node:worker_threads";
import { classifyLint, settledSeverity } from "@shared/grammar";
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
  const { type, severity } = classifyLint(lint.lint_kind());
  const text = lint.get_problem_text();
  const suggestion = lint.suggestions()[0]?.get_replacement_text() ?? "";
  // A capital letter Harper files under Spelling ("monday") is still only a case fix.
  return {
    type,
    severity: settledSeverity({ text, suggestion, severity }),
    text,
    suggestion,
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
