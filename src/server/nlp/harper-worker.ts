import { parentPort } from "node:worker_threads";
import { issueFromLint } from "@shared/lint-issue";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";

/**
 * Runs Harper (offline grammar rules, ~0.5 GB once loaded) in its own thread so a long lint never
 * blocks the event loop that serves everyone else. Messages: {id, text} → {id, issues} | {id, error}.
 */
const linter = new LocalLinter({ binary });

parentPort?.on("message", async ({ id, text }: { id: number; text: string }) => {
  try {
    const lints = await linter.lint(text);
    parentPort?.postMessage({
      id,
      issues: lints.map((lint) => {
        const { suggestions: _, ...issue } = issueFromLint(lint);
        return issue;
      }),
    });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
