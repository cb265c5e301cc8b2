import { parentPort } from "node:worker_threads";
import { type Lint, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import type { RuleIssue } from "./rules";

/**
 * Runs Harper (offline grammar rules, ~0.5 GB once loaded) in its own thread so a long lint never
 * blocks the event loop that serves everyone else. Messages: {id, text} → {id, issues} | {id, error}.
 */
const linter = new LocalLinter({ binary });

const TYPES: Record<string, RuleIssue["type"]> = {
  Spelling: "spelling",
  Typo: "spelling",
  Punctuation: "punctuation",
  Formatting: "punctuation",
  Style: "style",
  Readability: "style",
  Redundancy: "style",
  Repetition: "style",
  WordChoice: "style",
  Enhancement: "style",
  Nonstandard: "style",
  Regionalism: "style",
};
const SEVERITY: Record<RuleIssue["type"], RuleIssue["severity"]> = {
  spelling: "high",
  grammar: "high",
  punctuation: "medium",
  style: "low",
};

function toIssue(lint: Lint): RuleIssue {
  const type = TYPES[lint.lint_kind()] ?? "grammar";
  const span = lint.span();
  return {
    type,
    severity: SEVERITY[type],
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
