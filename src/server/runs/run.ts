import { DOCUMENT_ERRORS } from "@shared/documents";
import { isOwnFinishedDocument } from "../documents/store";
import { checkRun } from "./check-run";
import { prepareRun } from "./preflight";
import { streamRun } from "./stream-run";
import type { RunDeps, RunInput, RunOutcome } from "./types";

/**
 * The run core (README "The run core"): every run starts here, whatever surface asked for it.
 * Refusals come first (preflight.ts: validation, kill switches, the model's availability and
 * context; then the start statement's allowance checks), then the kind of run the tool's entry
 * declares: a structured check (`run: "check"`, or offline rules when no model is available), or
 * a stream of the model's text. Answers the refusal, or the run's events (types.ts).
 */
export async function runTool(deps: RunDeps, input: RunInput): Promise<RunOutcome> {
  const { tool, userId, signal } = input;
  const prepared = await prepareRun(input.body, tool, deps);
  if ("refused" in prepared) return prepared;
  if (input.parentId !== undefined) {
    // A run for a document (the editor's AI on a selection) is kept as that document's run.
    if (!(await isOwnFinishedDocument(deps.db, userId, input.parentId))) {
      return { refused: { status: 404, ...DOCUMENT_ERRORS.notFound } };
    }
    prepared.request = { ...prepared.request, parentId: input.parentId, surface: "editor" };
  } else if (input.surface) {
    prepared.request = { ...prepared.request, surface: input.surface };
  }
  if (tool.run === "check" || (!prepared.useModel && tool.offlineRules)) {
    return checkRun(tool, prepared, { userId, signal }, deps);
  }
  return streamRun(tool, prepared, { userId, signal }, deps);
}
