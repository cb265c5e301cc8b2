import { allowanceVerdict } from "@shared/allowance-verdict";
import type { DeepCheckRequest, DeepCheckResponse } from "@shared/deep-check";
import { DOCUMENT_ERRORS, titleFromInput } from "@shared/documents";
import { failureShown, REFUSALS } from "@shared/run";
import type { Refusal } from "@shared/run-events";
import type { RunRequest } from "@shared/run-types";
import { findTool, type ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import { lookUpCorrections } from "../ai/correct-paragraphs";
import { AiError, unavailability } from "../ai/types";
import { isOwnFinishedDocument } from "../documents/store";
import { readAllowance } from "../metering/allowance";
import { settleRun } from "../metering/settlement";
import { startRun } from "../metering/start";
import { watchRun } from "../metrics/runs";
import { deepCheckAsk } from "../runs/deep-check-prompt";
import { serveRun, startingRun } from "../runs/host";
import { startRefusal } from "../runs/preflight";
import type { RunDeps } from "../runs/types";
import { effectiveGuide } from "../style-guides/effective";

/** The tool a deep check is: it is switched off, charged and logged as the grammar checker. */
export const DEEP_CHECK_TOOL = "grammar-checker";

/** A refusal, or the model's failure (502: the run's JSON surfaces answer a failed model so). */
export type DeepCheckRefusal = Omit<Refusal, "status"> & { status: Refusal["status"] | 502 };

const refuse = (
  status: DeepCheckRefusal["status"],
  r: { code: string; title: string; message: string },
): DeepCheckRefusal => ({
  status,
  code: r.code,
  title: r.title,
  message: r.message,
});

const aiUnavailable = (message: string) => refuse(503, { code: "AI_UNAVAILABLE", title: "AI Unavailable", message });

export type DeepCheckOutcome = { refused: DeepCheckRefusal } | { answer: DeepCheckResponse };

/**
 * A deep check (docs/decisions/0047-deep-check.md): refused as the grammar checker's run is (the
 * emergency stop and no model answer 503 AI_UNAVAILABLE, since there is no rules-only answer to
 * fall back on; the tool's switch, the organization's policy, the allowance in the run's words);
 * paragraphs answered before come from the cache, free; the rest are one run of the grammar
 * checker, started and settled through the money path like any run, charged the words of the
 * paragraphs sent, exactly once, and nothing when the model fails.
 */
export async function deepCheck(
  deps: RunDeps,
  ask: DeepCheckRequest & { userId: string; signal: AbortSignal },
): Promise<DeepCheckOutcome> {
  const tool = findTool(DEEP_CHECK_TOOL) as ToolEntry;
  const switched = await deps.switches.read();
  if (switched.globalDisabled)
    return { refused: aiUnavailable("AI suggestions are paused by an administrator. Please try again later.") };
  if (!switched.toolEnabled(tool)) return { refused: refuse(503, REFUSALS.toolDisabled(tool.name)) };
  const status = deps.provider.status();
  const notReady = unavailability(status);
  if (notReady) return { refused: aiUnavailable(notReady.message) };

  if (ask.documentId !== undefined && !(await isOwnFinishedDocument(deps.db, ask.userId, ask.documentId))) {
    return { refused: { status: 404, ...DOCUMENT_ERRORS.notFound } };
  }
  const dialect = ask.dialect ?? "american";
  const guide = await effectiveGuide(deps.db, ask.userId, "run");
  const lookup = lookUpCorrections(ask.paragraphs, {
    scope: `${ask.userId}\u0000${status.model ?? ""}`,
    askFor: deepCheckAsk(tool, dialect, guide),
  });
  const words = lookup.toSend.reduce((n, p) => n + countWords(p), 0);
  if (lookup.toSend.length === 0) return fromCache(deps, ask.userId, tool, lookup);

  const request: RunRequest = {
    userId: ask.userId,
    tool: tool.slug,
    title: titleFromInput(tool.name, { text: lookup.toSend[0] }),
    input: { text: lookup.toSend.join("\n\n") },
    options: { dialect },
    presetId: null,
    draftIndex: null,
    surface: "editor",
    parentId: ask.documentId ?? null,
    styleGuide: guide.source && guide.terms.length ? guide.source : null,
  };
  const checks = { inputWords: words, need: 0 };
  const starting = startingRun(deps.host);
  let started: Awaited<ReturnType<typeof startRun>>;
  try {
    started = await startRun(deps.db, deps.host.lease, { request, words, checks });
  } finally {
    starting();
  }
  if (!started.reservation) return { refused: startRefusal(started, checks, tool) };
  const { reservation } = started;
  const shutdown = new AbortController();
  const served = serveRun(deps.host, reservation.runId, tool.slug, () => shutdown.abort());
  const watch = watchRun(deps, request);
  try {
    let corrected: Awaited<ReturnType<typeof lookup.correct>>;
    try {
      corrected = await lookup.correct(deps.provider, AbortSignal.any([ask.signal, shutdown.signal]));
    } catch (error) {
      deps.log.warn(`AI deep check failed: ${(error as Error).message}`);
      const status = shutdown.signal.aborted ? "interrupted" : ask.signal.aborted ? "stopped" : "failed";
      const settled = await settleRun(deps.db, reservation, { status, charge: 0, output: "" });
      watch.ended(status, settled);
      const failure = error instanceof AiError ? error : new AiError("UPSTREAM_ERROR", String(error));
      return { refused: refuse(502, failureShown(tool, failure)) };
    }
    const sentResults = corrected.results.filter((r) => !r.cached);
    const output = sentResults.map((r) => r.corrected).join("\n\n");
    const result = { paragraphs: sentResults.map((r) => ({ text: r.text, issues: r.issues })) };
    const settled = await settleRun(deps.db, reservation, { status: "done", charge: words, output, result });
    watch.ended("done", settled);
    if (!settled.settled) return { refused: refuse(503, REFUSALS.interrupted) };
    // Charged: the answers may now answer the same paragraphs again for free.
    corrected.remember();
    return {
      answer: {
        results: corrected.results.map(({ paragraph, issues }) => ({ paragraph, issues })),
        wordsCharged: settled.charged,
        usage: { wordsUsed: settled.usage?.wordsUsed ?? 0, wordsLimit: settled.usage?.wordsLimit ?? 0 },
      },
    };
  } finally {
    served();
  }
}

/**
 * Every paragraph answered before: no model, no run, nothing charged; still refused where the
 * grammar checker is off for the user's organization or their access to it is suspended.
 */
async function fromCache(
  deps: RunDeps,
  userId: string,
  tool: ToolEntry,
  lookup: ReturnType<typeof lookUpCorrections>,
): Promise<DeepCheckOutcome> {
  const allowance = await readAllowance(deps.db, userId, new Date(), tool.slug);
  if (allowance?.org && (allowance.org.suspended || allowance.org.toolOff)) {
    const verdict = allowanceVerdict(allowance, { inputWords: 0, need: 0 }, tool.name);
    if (verdict) return { refused: refuse(verdict.status, verdict) };
  }
  const corrected = await lookup.correct(deps.provider, new AbortController().signal);
  return {
    answer: {
      results: corrected.results.map(({ paragraph, issues }) => ({ paragraph, issues })),
      wordsCharged: 0,
      usage: { wordsUsed: allowance?.wordsUsed ?? 0, wordsLimit: allowance?.wordsLimit ?? 0 },
    },
  };
}
