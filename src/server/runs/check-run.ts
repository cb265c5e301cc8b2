import {
  type GrammarIssue,
  type GrammarResult,
  grammarScore,
  RULES_ONLY_NOTICE,
  settledSeverity,
} from "@shared/grammar";
import { REFUSALS, type RunDone } from "@shared/run";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/session";
import { sseEvents } from "../http/sse";
import { type Reservation, type RunEnd, readAllowance } from "../metering/allowance";
import { settleRun } from "../metering/settlement";
import { recordRun, startRun } from "../metering/start";
import { applySuggestions, checkRules, type RuleIssue } from "../nlp/rules";
import { serveRun } from "./host";
import { allowanceRefusal, type Prepared, passesAllowance, runRequestOf } from "./preflight";
import type { RunDeps } from "./types";

const modelAnswer = z.object({
  issues: z.array(
    z.object({
      type: z.enum(["grammar", "spelling", "punctuation", "style"]),
      severity: z.enum(["high", "medium", "low"]),
      text: z.string(),
      suggestion: z.string(),
      explanation: z.string(),
    }),
  ),
  correctedText: z.string(),
});

/** True when a fix only changes punctuation or letter case (what `offlineRules: "punctuation"` keeps). */
const punctuationOnly = (issue: RuleIssue) => {
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return issue.type === "punctuation" || bare(issue.text) === bare(issue.suggestion);
};

type Findings = { issues: GrammarIssue[]; correctedText: string };

/** The model's findings added to the rules' (issues it already has are not repeated). */
async function addModelFindings(
  deps: RunDeps,
  run: Prepared,
  text: string,
  ruleIssues: RuleIssue[],
  found: Findings,
  signal: AbortSignal,
): Promise<Findings> {
  const answer = await deps.provider.generateObject(
    {
      system: `You are a meticulous copy editor for ${run.values.dialect ?? "american"} English. Find grammar, spelling, punctuation and style problems. "text" must be copied exactly from the input; "suggestion" is its replacement. correctedText is the whole input with every fix applied and nothing else changed.`,
      prompt: `Rule-based checks already found: ${JSON.stringify(ruleIssues.map((i) => i.text))}. Add what they missed.\n\nText:\n${text}`,
      temperature: 0.1,
      maxTokens: Math.min(4000, run.checks.inputWords * 3 + 400),
      signal,
    },
    modelAnswer,
  );
  const issues = [...found.issues];
  const known = new Set(issues.map((i) => i.text));
  for (const issue of answer.issues) {
    if (!issue.text || known.has(issue.text)) continue;
    const start = text.indexOf(issue.text);
    issues.push({
      ...issue,
      severity: settledSeverity(issue),
      start,
      end: start < 0 ? -1 : start + issue.text.length,
      source: "ai",
    });
    known.add(issue.text);
  }
  return { issues, correctedText: answer.correctedText.trim() ? answer.correctedText : found.correctedText };
}

const resultOf = (found: Findings, inputWords: number, engine: GrammarResult["engine"], notice?: string) => ({
  issues: found.issues,
  correctedText: found.correctedText,
  grammarScore: grammarScore(found.issues, inputWords),
  engine,
  ...(notice ? { notice } : {}),
});

type Answer = { result: GrammarResult; charged: number; documentId: string } | "interrupted";

/**
 * The model's half of a check, on a run that holds its words: settled with the structured result
 * whatever happens. The model's failure leaves the rules' findings, charged nothing; a client that
 * left makes the run `stopped`; a shutdown, or the reaper settling it first, `interrupted`.
 */
async function modelCheck(
  c: Context<AppEnv>,
  tool: ToolEntry,
  deps: RunDeps,
  run: Prepared,
  reservation: Reservation,
  text: string,
  ruleIssues: RuleIssue[],
  rules: Findings,
): Promise<Answer> {
  const { host } = deps;
  const shutdown = new AbortController();
  const served = serveRun(host, reservation.runId, tool.slug, () => shutdown.abort());
  try {
    let result: GrammarResult;
    let end: Pick<RunEnd, "status" | "charge">;
    try {
      const signal = AbortSignal.any([c.req.raw.signal, shutdown.signal]);
      const found = await addModelFindings(deps, run, text, ruleIssues, rules, signal);
      result = resultOf(found, run.checks.inputWords, "rules+ai");
      end = { status: "done", charge: countWords(found.correctedText) };
    } catch (error) {
      deps.log.warn(`AI grammar check failed, rules only: ${(error as Error).message}`);
      result = resultOf(
        rules,
        run.checks.inputWords,
        "rules",
        "The AI check failed, so these are rule-based findings only.",
      );
      end = {
        status: shutdown.signal.aborted ? "interrupted" : c.req.raw.signal.aborted ? "stopped" : "done",
        charge: 0,
      };
    }
    const settled = await settleRun(deps.db, reservation, { ...end, output: result.correctedText, result });
    if (!settled.settled || end.status === "interrupted") return "interrupted";
    return { result, charged: settled.charged, documentId: reservation.runId };
  } finally {
    served();
  }
}

/**
 * A structured check: the offline rules always (only punctuation and case fixes when the tool's
 * `offlineRules` is "punctuation"), plus the model's findings when a model is available (a
 * `run: "check"` tool such as the grammar checker; only then are words reserved and charged).
 * Every check is a run row (its document, the structured result beside the text): a rules-only one
 * is written finished in one INSERT; one that asks the model starts with its reservation like a
 * streamed run and is settled with the result. Answers with one SSE `done` event carrying the
 * structured result and the run's id.
 */
export async function checkRun(c: Context<AppEnv>, tool: ToolEntry, run: Prepared, deps: RunDeps) {
  const { db } = deps;
  if (run.useModel) {
    const allowance = await readAllowance(db, c.get("user").id, undefined, tool.slug);
    if (!passesAllowance(allowance, run.checks)) return allowanceRefusal(c, allowance, run.checks, tool);
  }
  const text = String(run.values.text ?? "");
  const request = runRequestOf(tool, c.get("user").id, run);
  const ruleIssues = (await checkRules(text)).filter((i) => tool.offlineRules !== "punctuation" || punctuationOnly(i));
  const rules: Findings = {
    issues: ruleIssues.map((i) => ({ ...i, source: "rules" })),
    correctedText: applySuggestions(text, ruleIssues),
  };

  // When the words do not fit (another run took them since the preflight), the rules answer alone.
  const reservation = run.useModel ? await startRun(db, request, deps.host.lease, run.checks.inputWords + 50) : null;
  let answer: Answer;
  if (reservation) {
    answer = await modelCheck(c, tool, deps, run, reservation, text, ruleIssues, rules);
  } else {
    const notice = run.useModel ? undefined : RULES_ONLY_NOTICE[run.aiPaused ? "aiPaused" : "noModel"];
    const result = resultOf(rules, run.checks.inputWords, "rules", notice);
    answer = { result, charged: 0, documentId: await recordRun(db, request, { output: result.correctedText, result }) };
  }

  if (answer === "interrupted") {
    return sseEvents(c, [{ event: "error", data: REFUSALS.interrupted }]);
  }
  const after = await readAllowance(db, request.userId);
  const done: RunDone & { result: GrammarResult } = {
    output: answer.result.correctedText,
    wordsCharged: answer.charged,
    usage: { wordsUsed: after?.wordsUsed ?? 0, wordsLimit: after?.wordsLimit ?? 0 },
    truncated: false,
    documentId: answer.documentId,
    result: answer.result,
  };
  return sseEvents(c, [{ event: "done", data: done }]);
}
