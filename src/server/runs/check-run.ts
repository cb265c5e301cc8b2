import { dialectOf } from "@shared/checking/dialect";
import { paragraphsOf } from "@shared/checking/paragraphs";
import { DEEP_CHECK_PARAGRAPH_CHARS_MAX } from "@shared/deep-check";
import { type GrammarIssue, type GrammarResult, grammarScore, RULES_ONLY_NOTICE } from "@shared/grammar";
import { guideIssues } from "@shared/guide-issues";
import type { RuleIssue } from "@shared/lint-issue";
import { REFUSALS } from "@shared/run";
import type { CheckDone, RunEvent } from "@shared/run-events";
import type { RunRequest } from "@shared/run-types";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import { asyncQueue } from "../ai/async-queue";
import { correctParagraphs } from "../ai/correct-paragraphs";
import { readAllowance } from "../metering/allowance";
import type { Reservation, RunEnd } from "../metering/run-types";
import { settleRun } from "../metering/settlement";
import { recordFreeRun, startRun } from "../metering/start";
import { type RunWatch, watchRun } from "../metrics/runs";
import { checkText, plainIssue } from "../nlp/check-text";
import { applySuggestions } from "../nlp/rules";
import { deepCheckAsk } from "./deep-check-prompt";
import { serveRun, startingRun } from "./host";
import { type Prepared, runRequestOf, startRefusal } from "./preflight";
import type { Caller, RunDeps, RunOutcome } from "./types";

/** True when a fix only changes punctuation or letter case (what `offlineRules: "punctuation"` keeps). */
const punctuationOnly = (issue: RuleIssue) => {
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return issue.type === "punctuation" || bare(issue.text) === bare(issue.suggestion);
};

type Findings = { issues: GrammarIssue[]; correctedText: string };

/**
 * The model's findings beside the rules' (docs/decisions/0047-deep-check.md): the text's paragraphs
 * through the deep check's path (ai/correct-paragraphs.ts: the registry's prompt, the guide's terms,
 * the dialect; answers kept in the cache), each correction aligned into findings; a span the rules
 * already flag is not repeated. The corrected text is the text with the model's aligned edits,
 * then the guide's terms, whatever the model wrote. `remember` keeps the answers once charged.
 */
async function addModelFindings(
  deps: RunDeps,
  tool: ToolEntry,
  run: Prepared,
  userId: string,
  text: string,
  found: Findings,
  signal: AbortSignal,
): Promise<Findings & { remember: () => void }> {
  const pieces = paragraphsOf(text, DEEP_CHECK_PARAGRAPH_CHARS_MAX);
  const dialect = String(run.values.dialect ?? "american");
  const answer = await correctParagraphs(
    deps.provider,
    pieces.map((p) => p.text),
    {
      scope: `${userId}\u0000${deps.provider.status().model ?? ""}`,
      askFor: deepCheckAsk(tool, dialect, run.guide),
      signal,
    },
  );
  const ruleSpans = new Set(found.issues.map((i) => `${i.start}:${i.end}`));
  const edits = answer.results.flatMap(({ paragraph, issues }) =>
    issues.map((issue) => ({
      ...issue,
      start: issue.start + pieces[paragraph].start,
      end: issue.end + pieces[paragraph].start,
    })),
  );
  const issues: GrammarIssue[] = [...found.issues];
  for (const { type, severity, text: problem, suggestion, explanation, start, end } of edits) {
    if (ruleSpans.has(`${start}:${end}`)) continue;
    issues.push({ type, severity, text: problem, suggestion, explanation, start, end, source: "ai" });
  }
  issues.sort((a, b) => a.start - b.start);
  const corrected = applySuggestions(text, edits);
  return {
    issues,
    correctedText: applySuggestions(corrected, guideIssues(corrected, run.guide.terms)),
    remember: answer.remember,
  };
}

const resultOf = (found: Findings, inputWords: number, engine: GrammarResult["engine"], notice?: string) => ({
  issues: found.issues,
  correctedText: found.correctedText,
  grammarScore: grammarScore(found.issues, inputWords),
  engine,
  ...(notice ? { notice } : {}),
});

/** Words a check holds beyond its input's (its corrected text may be a little longer). */
const CHECK_MARGIN = 50;

/** A check's run once it holds its words: who serves it, and what ends its model call early. */
type Held = { reservation: Reservation; shutdown: AbortSignal; signal: AbortSignal; watch: RunWatch };

/**
 * The model's half of a check, on a run that holds its words: settled with the structured result
 * whatever happens. The model's failure leaves the rules' findings, charged nothing; a caller that
 * left makes the run `stopped`; a shutdown, or the reaper settling it first, `interrupted`.
 */
async function modelCheck(
  deps: RunDeps,
  tool: ToolEntry,
  run: Prepared,
  userId: string,
  held: Held,
  text: string,
  rules: Findings,
) {
  const { reservation, shutdown, signal, watch } = held;
  let result: GrammarResult;
  let end: Pick<RunEnd, "status" | "charge">;
  let remember = () => {};
  try {
    const found = await addModelFindings(deps, tool, run, userId, text, rules, AbortSignal.any([signal, shutdown]));
    result = resultOf(found, run.checks.inputWords, "rules+ai");
    end = { status: "done", charge: countWords(found.correctedText) };
    remember = found.remember;
  } catch (error) {
    deps.log.warn(`AI grammar check failed, rules only: ${(error as Error).message}`);
    result = resultOf(
      rules,
      run.checks.inputWords,
      "rules",
      "The AI check failed, so these are rule-based findings only.",
    );
    end = { status: shutdown.aborted ? "interrupted" : signal.aborted ? "stopped" : "done", charge: 0 };
  }
  let settled: Awaited<ReturnType<typeof settleRun>>;
  try {
    settled = await settleRun(deps.db, reservation, { ...end, output: result.correctedText, result });
  } catch (error) {
    // As a streamed run's: the reaper settles it once this instance stops renewing its lease.
    deps.log.error("settling words for a check failed", error);
    watch.ended(end.status, null);
    return { type: "error", error: REFUSALS.usageFailed } as const;
  }
  watch.ended(end.status, settled);
  if (!settled.settled || end.status === "interrupted") return { type: "error", error: REFUSALS.interrupted } as const;
  // Charged: the model's answers may now answer the same paragraphs again for free.
  remember();
  return doneOf(result, settled.charged, settled.usage, reservation.runId);
}

/** A check with no model (none available, or the emergency stop): the rules' answer, a free finished row. */
async function rulesCheck(deps: RunDeps, request: RunRequest, run: Prepared, rules: Findings): Promise<RunEvent> {
  const notice = RULES_ONLY_NOTICE[run.aiPaused ? "aiPaused" : "noModel"];
  const result = resultOf(rules, run.checks.inputWords, "rules", notice);
  // Nothing is charged, so the allowance read beside the INSERT is the one after the run.
  const [documentId, usage] = await Promise.all([
    recordFreeRun(deps.db, request, { output: result.correctedText, result }),
    readAllowance(deps.db, request.userId),
  ]);
  watchRun(deps, request).ended("done", { settled: true, charged: 0 });
  return doneOf(result, 0, usage, documentId);
}

const doneOf = (
  result: GrammarResult,
  charged: number,
  usage: { wordsUsed: number; wordsLimit: number } | null,
  documentId: string,
): RunEvent => {
  const done: CheckDone = {
    output: result.correctedText,
    wordsCharged: charged,
    usage: { wordsUsed: usage?.wordsUsed ?? 0, wordsLimit: usage?.wordsLimit ?? 0 },
    truncated: false,
    documentId,
    result,
  };
  return { type: "done", done };
};

/**
 * A structured check: the offline rules always (only punctuation and case fixes when the tool's
 * `offlineRules` is "punctuation"), plus the model's findings when a model is available (a
 * `run: "check"` tool such as the grammar checker; only then are words reserved and charged).
 * Every check is a run row (its document, the structured result beside the text): a rules-only one
 * is written finished in one INSERT; one that asks the model starts like a streamed run, through
 * the same start statement and its allowance checks, and is settled with the result. Reports one
 * event: `done` with the structured result and the run's id, or `error`.
 */
export async function checkRun(tool: ToolEntry, run: Prepared, caller: Caller, deps: RunDeps): Promise<RunOutcome> {
  const { db, host } = deps;
  const request = runRequestOf(tool, caller.userId, run);
  const left = new AbortController();
  const signal = AbortSignal.any([caller.signal, left.signal]);
  let held: Held | null = null;
  let served = () => {};
  if (run.useModel) {
    const starting = startingRun(host);
    const words = run.checks.inputWords + CHECK_MARGIN;
    const started = await startRun(db, host.lease, { request, words, checks: run.checks }).catch((error) => {
      starting();
      throw error;
    });
    if (!started.reservation) {
      starting();
      return { refused: startRefusal(started, run.checks, tool) };
    }
    const shutdown = new AbortController();
    served = serveRun(host, started.reservation.runId, tool.slug, () => shutdown.abort());
    starting();
    held = { reservation: started.reservation, shutdown: shutdown.signal, signal, watch: watchRun(deps, request) };
  }

  const channel = asyncQueue<RunEvent>(() => left.abort());
  const answer = async () => {
    const text = String(run.values.text ?? "");
    const punctuation = tool.offlineRules === "punctuation";
    const found = await checkText(deps.db, caller.userId, text, {
      dialect: dialectOf(run.values.dialect),
      // Spacing and typography are a punctuation fixer's whole point: hints at the default level elsewhere.
      level: punctuation ? "picky" : "default",
      // The style guide's terms are words, not punctuation: a punctuation-only tool leaves them.
      guideTerms: punctuation ? false : run.guide.terms,
    });
    const raw = found.filter((i) => !punctuation || punctuationOnly(i)).map(plainIssue);
    const rules = {
      issues: raw.map((i) => ({ ...i, source: "rules" as const })),
      correctedText: applySuggestions(text, raw),
    };
    return held ? modelCheck(deps, tool, run, caller.userId, held, text, rules) : rulesCheck(deps, request, run, rules);
  };
  answer()
    .then(
      (event) => {
        channel.push(event);
        channel.end();
      },
      (error) => channel.fail(error),
    )
    .finally(() => {
      served();
      caller.settled();
    });
  return { events: channel };
}
