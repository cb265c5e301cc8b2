import {
  DESCRIBE_VOICE_TOOL,
  type DescribeVoiceAnswer,
  describeVoiceSchema,
  exampleField,
  trimVoice,
} from "@shared/describe-voice";
import type { Tool, ToolEntry } from "@shared/tools";
import type { Context } from "hono";
import { apiError, validationError } from "../http/errors";
import { refusalResponse } from "../http/run-stream";
import type { AppEnv } from "../http/session";
import { endStatus, failureOf, foldRun } from "../protocols/outcome";
import { runTool } from "../runs/run";
import type { RunDeps } from "../runs/types";

/**
 * POST …/style-guide/describe-voice (mounted by style-guides/routes.ts, which is below the run core
 * and so is handed this function by app.ts): the examples go to the model once, as a run of the run
 * core (docs/architecture.md "Architecture"), so it is refused, charged, kept as a document and stopped exactly
 * like any run (docs/decisions/0034-describe-voice-run.md). The tool is not in the registry
 * (shared/describe-voice.ts): the run core only needs its entry, and nothing in it depends on the
 * slug being one of the catalogue's.
 */
const TOOL = DESCRIBE_VOICE_TOOL as Tool as ToolEntry;

export async function describeVoice(c: Context<AppEnv>, deps: RunDeps) {
  const parsed = describeVoiceSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return validationError(c, parsed.error);
  const input = Object.fromEntries(parsed.data.examples.map((text, i) => [exampleField(i + 1), text]));
  const run = await runTool(deps, {
    tool: TOOL,
    userId: c.get("user").id,
    // The voice is described from the examples as written: the caller's own guide must not colour it.
    body: { input, styleGuide: false },
    signal: c.req.raw.signal,
  });
  if ("refused" in run) return refusalResponse(c, run.refused);
  const { end } = await foldRun(run.events);
  if (end.kind !== "done") {
    const error = failureOf(end);
    return apiError(c, endStatus(end), error.code, error.title, error.message);
  }
  const done = end.done;
  const answer: DescribeVoiceAnswer = {
    voice: trimVoice(done.output),
    wordsCharged: done.wordsCharged,
    usage: done.usage,
    documentId: done.documentId,
  };
  return c.json(answer);
}
